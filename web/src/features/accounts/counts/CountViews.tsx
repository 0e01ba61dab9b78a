import { Card, Col, Descriptions, Row, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CountingQuery, CountingReportQuery } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { PrintDocument, PrintTable, SignatureLines } from '@/print/kit';

export type Count = CountingQuery['counting'];
export type Report = CountingReportQuery['countingReport'];
type Head = Count['heads'][number];
type IncomeRow = Count['incomeRows'][number];
type ExpenseRow = Count['expenseRows'][number];

/** Taka with two decimals in the language's digits. */
function useMoney(): (n: number) => string {
  const { locale } = useFormat();
  const nf = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (n: number) => nf.format(n);
}

function useT() {
  const intl = useIntl();
  return (id: string) => intl.formatMessage({ id });
}

/**
 * The empty state of a count or report (spec doc 2 §2): a monthly income count with no receipts
 * says monthlyTextIncome, a monthly expense count with no vouchers monthlyTextExpense, a yearly
 * count yearlyText, a report monthlyReportText or yearlyReportText.
 */
export function emptyTextId(kind: 'income' | 'expense' | 'report', period: 'monthly' | 'yearly'): string {
  if (kind === 'report') return period === 'monthly' ? 'counts.monthlyReportText' : 'counts.yearlyReportText';
  if (period === 'yearly') return 'counts.yearlyText';
  return kind === 'income' ? 'counts.monthlyTextIncome' : 'counts.monthlyTextExpense';
}

/** A count's or report's period as the empty state reads it. */
const periodOf = (period: string): 'monthly' | 'yearly' => (period === 'yearly' ? 'yearly' : 'monthly');

/** The heads (regarding and sum) with their total. */
function HeadsTable({ heads, total, title, empty }: { heads: Head[]; total: number; title: string; empty: string }) {
  const t = useT();
  const money = useMoney();
  const { number: num } = useFormat();
  return (
    <Card size="small" title={title}>
      <Table<Head>
        size="small"
        rowKey={(h) => h.regarding}
        pagination={false}
        dataSource={heads}
        locale={{ emptyText: empty }}
        columns={[
          { key: 'n', title: '#', width: 48, render: (_v, _h, i) => num(i + 1) },
          { key: 'regarding', title: t('counts.regarding'), dataIndex: 'regarding' },
          { key: 'amount', title: t('counts.amount'), align: 'end', render: (_v, h) => money(h.amount) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}><strong>{t('print.total')}</strong></Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="end"><strong>{money(total)}</strong></Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}

/** A count: its rows (receipts or vouchers) and the sums by regarding. */
export function CountView({ count }: { count: Count }) {
  const t = useT();
  const money = useMoney();
  const { number: num, shortDate } = useFormat();
  const income = count.kind === 'income';
  const empty = t(emptyTextId(income ? 'income' : 'expense', periodOf(count.period)));
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={15}>
        <Card size="small" title={t(income ? 'counts.receipts' : 'counts.vouchers')}>
          {income ? (
            <Table<IncomeRow>
              size="small"
              rowKey={(r) => `${r.bookNo}-${r.receiptNoFrom}`}
              pagination={false}
              scroll={{ x: true }}
              dataSource={count.incomeRows}
              locale={{ emptyText: empty }}
              columns={[
                { key: 'n', title: '#', width: 48, render: (_v, _r, i) => num(i + 1) },
                { key: 'date', title: t('counts.date'), render: (_v, r) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(r.date)}</span> },
                { key: 'bookNo', title: t('counts.bookNo'), render: (_v, r) => num(r.bookNo) },
                { key: 'receiptNo', title: t('counts.receiptNo'), render: (_v, r) => (r.receiptNoFrom === r.receiptNoTill ? num(r.receiptNoTill) : `${num(r.receiptNoFrom)}–${num(r.receiptNoTill)}`) },
                { key: 'name', title: t('counts.name'), dataIndex: 'name' },
                { key: 'regarding', title: t('counts.regarding'), dataIndex: 'regarding' },
                { key: 'amount', title: t('counts.amount'), align: 'end', render: (_v, r) => money(r.amount) },
              ]}
            />
          ) : (
            <Table<ExpenseRow>
              size="small"
              rowKey={(r) => `${r.voucherNo}-${r.date}`}
              pagination={false}
              scroll={{ x: true }}
              dataSource={count.expenseRows}
              locale={{ emptyText: empty }}
              columns={[
                { key: 'n', title: '#', width: 48, render: (_v, _r, i) => num(i + 1) },
                { key: 'date', title: t('counts.date'), render: (_v, r) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(r.date)}</span> },
                { key: 'voucherNo', title: t('counts.voucherNo'), render: (_v, r) => num(r.voucherNo) },
                { key: 'name', title: t('counts.name'), dataIndex: 'name' },
                { key: 'lines', title: t('counts.lines'), render: (_v, r) => r.lines.map((l, i) => <div key={i}>{l.regarding}: {money(l.amount)}</div>) },
                { key: 'total', title: t('counts.amount'), align: 'end', render: (_v, r) => money(r.total) },
              ]}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <HeadsTable heads={count.heads} total={count.total} title={t('counts.byRegarding')} empty={empty} />
      </Col>
    </Row>
  );
}

/** A report: income and expense side by side, then the previous balance, both totals and the new balance. */
export function ReportView({ report }: { report: Report }) {
  const t = useT();
  const money = useMoney();
  const empty = t(emptyTextId('report', periodOf(report.period)));
  return (
    <Flexed>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}><HeadsTable heads={report.incomeHeads} total={report.income} title={t('counts.income')} empty={empty} /></Col>
        <Col xs={24} lg={12}><HeadsTable heads={report.expenseHeads} total={report.expense} title={t('counts.expense')} empty={empty} /></Col>
      </Row>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'pre', label: t('counts.preBalance'), children: money(report.preBalance) },
          { key: 'income', label: t('counts.income'), children: money(report.income) },
          { key: 'expense', label: t('counts.expense'), children: money(report.expense) },
          { key: 'balance', label: t('counts.balance'), children: <Typography.Text strong type={report.balance < 0 ? 'danger' : undefined}>{money(report.balance)}</Typography.Text> },
        ]}
      />
    </Flexed>
  );
}

function Flexed({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>{children}</div>;
}

const signatures = (t: (id: string) => string) => [t('counts.accountant'), t('counts.principal')];

/** The A4 print of a count: its rows with the total, and the sums by regarding. */
export function CountPrint({ title, count }: { title: string; count: Count }) {
  const t = useT();
  const { date } = useFormat();
  const heading = `${title} — ${date(count.date)}`;
  return (
    <PrintDocument title={heading}>
      {count.kind === 'income' ? (
        <PrintTable<IncomeRow>
          rows={count.incomeRows}
          columns={[
            { key: 'date', title: t('counts.date'), value: (r) => date(r.date) },
            { key: 'bookNo', title: t('counts.bookNo') },
            { key: 'receiptNoTill', title: t('counts.receiptNo') },
            { key: 'name', title: t('counts.name') },
            { key: 'regarding', title: t('counts.regarding') },
            { key: 'amount', title: t('counts.amount'), total: true },
          ]}
        />
      ) : (
        <PrintTable<ExpenseRow>
          rows={count.expenseRows}
          columns={[
            { key: 'date', title: t('counts.date'), value: (r) => date(r.date) },
            { key: 'voucherNo', title: t('counts.voucherNo') },
            { key: 'name', title: t('counts.name') },
            { key: 'lines', title: t('counts.lines'), value: (r) => r.lines.map((l) => `${l.regarding}: ${l.amount}`).join('; ') },
            { key: 'total', title: t('counts.amount'), total: true },
          ]}
        />
      )}
      <h3>{t('counts.byRegarding')}</h3>
      <PrintTable<Head> rows={count.heads} rowCount={false} columns={[{ key: 'regarding', title: t('counts.regarding') }, { key: 'amount', title: t('counts.amount'), total: true }]} />
      <SignatureLines labels={signatures(t)} />
    </PrintDocument>
  );
}

/** The A4 print of a report: income and expense by regarding, then the balances. */
export function ReportPrint({ title, report }: { title: string; report: Report }) {
  const t = useT();
  const money = useMoney();
  const { date } = useFormat();
  const heads = [{ key: 'regarding', title: t('counts.regarding') }, { key: 'amount', title: t('counts.amount'), total: true }];
  return (
    <PrintDocument title={`${title} — ${date(report.date)}`}>
      <h3>{t('counts.income')}</h3>
      <PrintTable<Head> rows={report.incomeHeads} rowCount={false} columns={heads} />
      <h3>{t('counts.expense')}</h3>
      <PrintTable<Head> rows={report.expenseHeads} rowCount={false} columns={heads} />
      <table>
        <tbody>
          <tr><th>{t('counts.preBalance')}</th><td className="num">{money(report.preBalance)}</td></tr>
          <tr><th>{t('counts.income')}</th><td className="num">{money(report.income)}</td></tr>
          <tr><th>{t('counts.expense')}</th><td className="num">{money(report.expense)}</td></tr>
          <tr><th>{t('counts.balance')}</th><td className="num"><strong>{money(report.balance)}</strong></td></tr>
        </tbody>
      </table>
      <SignatureLines labels={signatures(t)} />
    </PrintDocument>
  );
}
