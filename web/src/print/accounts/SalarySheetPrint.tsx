import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ALLOWANCE_KEYS, DEDUCTION_KEYS, EXTRA_KEYS, type SalaryMoneyKey } from '@rules/salary';
import type { AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import { PrintDocument, SignatureLines } from '../kit';
import './SalarySheetPrint.css';

type Money = Record<SalaryMoneyKey, number>;

/** What the salary sheet print needs of a sheet (amounts in taka). */
export interface PrintedSalarySheet {
  month: string;
  department: string;
  note: string;
  rows: readonly (Money & {
    staffId: string; name: string; designation: string; workdays: number; attendance: number; incrementPercent: number;
    increment: number; total: number; deductions: number; net: number;
  })[];
  totals: Money & { increment: number; total: number; deductions: number; net: number };
  paidVoucherNo?: number | null;
}

/**
 * The salary sheet on A4 landscape (spec doc 2 §3 salary sheet columns; doc 1 lists salary sheets
 * among printable documents): the academy heading, month and department, one row per staff member
 * with every column (allowances, increment %, overtime, bonus, total; deductions and their total;
 * net), the column sums, a column for each receiver's signature, and the signature lines.
 * Zero amounts print blank, whole taka without decimals.
 */
export function SalarySheetPrint({ sheet, heading }: { sheet: PrintedSalarySheet; heading?: AcademyHeading | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, number: num } = useFormat();
  const [whole, cents, percent] = useMemo(() => [
    new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 0 }),
    new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 2 }),
  ], [intl.locale]);
  /** Whole taka without decimals, else two decimals. */
  const amount = (v: number) => (Number.isInteger(v) ? whole : cents).format(v);
  const money = (v: number) => (v ? amount(v) : '');
  const pct = (v: number) => (v ? `${percent.format(v)}%` : '');
  const before: SalaryMoneyKey[] = [...ALLOWANCE_KEYS];
  const after: SalaryMoneyKey[] = [...EXTRA_KEYS];
  const deductions: SalaryMoneyKey[] = [...DEDUCTION_KEYS];
  const col = (k: string) => t(`salaries.col.${k}`);
  // The month is isolated left to right (in Arabic a bare 2026-02 would read 02-2026).
  const title = `${t('salaries.printTitle')} — \u2066${digits(sheet.month)}\u2069${sheet.department ? ` — \u2068${sheet.department}\u2069` : ''}`;

  return (
    <div className="ssp-doc" data-testid="salary-sheet-print">
      <PrintDocument title={title} heading={heading}>
        <table className="ssp-table">
          <thead>
            <tr>
              <th rowSpan={2} className="num">#</th>
              <th rowSpan={2}>{col('staffId')}</th>
              <th rowSpan={2} className="ssp-name">{col('name')}</th>
              <th rowSpan={2}>{col('designation')}</th>
              <th rowSpan={2}>{col('workdays')}</th>
              <th rowSpan={2}>{col('attendance')}</th>
              <th colSpan={before.length + after.length + 3} className="ssp-group">{t('salaries.allowances')}</th>
              <th colSpan={deductions.length + 1} className="ssp-group">{t('salaries.deductions')}</th>
              <th rowSpan={2}>{col('net')}</th>
              <th rowSpan={2} className="ssp-sign">{t('salaries.receiverSign')}</th>
            </tr>
            <tr>
              {before.map((k) => <th key={k}>{col(k)}</th>)}
              <th>{col('incrementPercent')}</th>
              <th>{col('increment')}</th>
              {after.map((k) => <th key={k}>{col(k)}</th>)}
              <th>{col('total')}</th>
              {deductions.map((k) => <th key={k}>{col(k)}</th>)}
              <th>{col('deductionTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.rows.map((r, i) => (
              <tr key={i} data-testid="salary-print-row">
                <td className="num">{num(i + 1)}</td>
                <td><bdi dir="ltr">{digits(r.staffId)}</bdi></td>
                <td dir="auto" className="ssp-name">{r.name}</td>
                <td dir="auto">{r.designation}</td>
                <td className="num">{r.workdays ? num(r.workdays) : ''}</td>
                <td className="num">{r.attendance ? num(r.attendance) : ''}</td>
                {before.map((k) => <td key={k} className="num">{money(r[k])}</td>)}
                <td className="num">{pct(r.incrementPercent)}</td>
                <td className="num">{money(r.increment)}</td>
                {after.map((k) => <td key={k} className="num">{money(r[k])}</td>)}
                <td className="num ssp-sum">{money(r.total)}</td>
                {deductions.map((k) => <td key={k} className="num">{money(r[k])}</td>)}
                <td className="num ssp-sum">{money(r.deductions)}</td>
                <td className="num ssp-net">{amount(r.net)}</td>
                <td className="ssp-sign" />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={6}><FormattedMessage id="print.total" /></td>
              {before.map((k) => <td key={k} className="num">{money(sheet.totals[k])}</td>)}
              <td />
              <td className="num">{money(sheet.totals.increment)}</td>
              {after.map((k) => <td key={k} className="num">{money(sheet.totals[k])}</td>)}
              <td className="num">{money(sheet.totals.total)}</td>
              {deductions.map((k) => <td key={k} className="num">{money(sheet.totals[k])}</td>)}
              <td className="num">{money(sheet.totals.deductions)}</td>
              <td className="num" data-testid="salary-print-net">{amount(sheet.totals.net)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
        <p className="ssp-foot">
          {t('salaries.printCount', { count: sheet.rows.length, formatted: num(sheet.rows.length) })}
          {sheet.paidVoucherNo ? ` · ${t('salaries.printPaid', { no: digits(sheet.paidVoucherNo) })}` : ''}
          {sheet.note ? ` · ${sheet.note}` : ''}
        </p>
        <SignatureLines className="ssp-signatures" labels={[t('salaries.signAccountant'), t('salaries.signPrincipal'), t('salaries.signCommittee')]} />
      </PrintDocument>
    </div>
  );
}
