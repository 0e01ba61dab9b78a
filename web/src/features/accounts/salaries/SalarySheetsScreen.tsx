import { DollarOutlined, PrinterOutlined, TableOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { useWhoCan } from '@/components/WhoCan';
import { usePrint } from '@/components/PrintHost';
import { DeleteSalarySheetDocument, SalarySheetsDocument, type SalarySheetFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { SalarySheetPrint } from '@/print/accounts/SalarySheetPrint';
import { useMoney } from '@/print/accounts/VoucherPrint';
import { NewSalarySheetDialog } from './NewSalarySheetDialog';
import { PaySalaryDialog } from './PaySalaryDialog';
import { SalarySheetEditor } from './SalarySheetEditor';
import './salaries.css';

type Sheet = SalarySheetFieldsFragment;

/**
 * /salaryGiving: the month's salary sheets (spec doc 2 §3 salary sheet columns), on the CRUD kit.
 * A new sheet is prefilled from the staff list; the editor is a grid with live totals; paying a
 * sheet writes one accounts voucher for its net; the sheet prints on A4 landscape.
 */
export default function SalarySheetsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits } = useFormat();
  const money = useMoney();
  const { can } = useSession();
  const canWrite = can('voucher.write');
  // A dead end says who can (issue 25): sheets are made and paid by whoever writes vouchers.
  const whoCan = useWhoCan();
  const { data, loading, error } = useQuery(SalarySheetsDocument, { variables: { limit: 500 } });
  const [remove] = useMutation(DeleteSalarySheetDocument);
  const adding = useDialog<Sheet>();
  const [editing, setEditing] = useState<number | null>(null);
  const [paying, setPaying] = useState<Sheet | null>(null);
  const rows = useMemo(() => data?.salarySheets.items ?? [], [data]);
  const open = rows.find((s) => s.id === editing) ?? null;

  const columns: DataColumn<Sheet>[] = [
    { key: 'month', title: t('salaries.month'), value: (s) => s.month, render: (s) => <bdi dir="ltr">{digits(s.month)}</bdi>, sortable: true },
    { key: 'department', title: t('salaries.department'), value: (s) => s.department || t('salaries.allStaff'), sortable: true },
    { key: 'staff', title: t('salaries.staffCount'), value: (s) => s.rows.length, align: 'end' },
    { key: 'total', title: t('salaries.col.total'), value: (s) => s.totals.total, render: (s) => money(s.totals.total), align: 'end', total: true },
    { key: 'deductions', title: t('salaries.col.deductionTotal'), value: (s) => s.totals.deductions, render: (s) => money(s.totals.deductions), align: 'end', total: true },
    { key: 'net', title: t('salaries.col.net'), value: (s) => s.totals.net, render: (s) => <strong>{money(s.totals.net)}</strong>, align: 'end', total: true },
    {
      key: 'paid', title: t('salaries.paid'),
      value: (s) => (s.paidVoucherNo ? t('salaries.paidWith', { no: s.paidVoucherNo, fund: t(`fund.${s.paidFund}`) }) : t('salaries.unpaid')),
      render: (s) => (s.paidVoucherNo
        ? <Tag color="green">{t('salaries.paidWith', { no: digits(s.paidVoucherNo), fund: t(`fund.${s.paidFund}`) })}</Tag>
        : <Tag>{t('salaries.unpaid')}</Tag>),
    },
    { key: 'note', title: t('salaries.note'), hidden: true },
  ];

  return (
    <CrudScreen<Sheet>
      className="talim-salaries"
      heading={t('salaries.title')}
      error={error}
      filters={(
        <Typography.Text type="secondary">
          {t('salaries.count', { count: rows.length, formatted: num(rows.length) })}
          {!canWrite && <span data-testid="who-can"> {t('whoCan.salaries', { roles: whoCan('voucher.write') })}</span>}
        </Typography.Text>
      )}
      rows={rows}
      columns={columns}
      rowKey={(s) => s.id}
      loading={loading && !data}
      title={t('salaries.title')}
      fileName="salary-sheets"
      onAdd={canWrite ? adding.add : undefined}
      addLabel={t('salaries.add')}
      size="small"
      actions={{
        extra: (s) => (
          <>
            <Tooltip title={t('salaries.open')}>
              <Button icon={<TableOutlined />} aria-label={t('salaries.open')} onClick={() => setEditing(s.id)} />
            </Tooltip>
            <PrintSheet sheet={s} />
            {canWrite && (
              <Tooltip title={s.paidVoucherId ? t('salaries.alreadyPaid') : t('salaries.pay')}>
                <Button icon={<DollarOutlined />} aria-label={t('salaries.pay')} disabled={!!s.paidVoucherId || s.totals.net <= 0} onClick={() => setPaying(s)} />
              </Tooltip>
            )}
          </>
        ),
        ...(canWrite ? {
          onDelete: (s: Sheet) => remove({ variables: { id: s.id }, update: evictRow('SalarySheet', s.id), refetchQueries: ['SalarySheets'] }),
          canDelete: (s: Sheet) => !s.paidVoucherId,
          deleteBlockedReason: () => t('salaries.deletePaid'),
          confirmDelete: (s: Sheet) => t('salaries.confirmDelete', { month: `\u2066${digits(s.month)}\u2069` }),
        } : {}),
      }}
    >
      {canWrite && (
        <NewSalarySheetDialog open={adding.open} months={rows.map((s) => s.month)} onClose={adding.close} onCreated={(id) => setEditing(id)} />
      )}
      <SalarySheetEditor sheet={open} readOnly={!canWrite} onClose={() => setEditing(null)} />
      {canWrite && <PaySalaryDialog sheet={paying} onClose={() => setPaying(null)} />}
    </CrudScreen>
  );
}

function PrintSheet({ sheet }: { sheet: Sheet }) {
  const intl = useIntl();
  const print = usePrint();
  const label = intl.formatMessage({ id: 'salaries.print' });
  return (
    <Tooltip title={label}>
      <Button icon={<PrinterOutlined />} aria-label={label} onClick={() => print(<SalarySheetPrint sheet={sheet} />)} />
    </Tooltip>
  );
}
