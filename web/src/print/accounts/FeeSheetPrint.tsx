import { useIntl } from 'react-intl';
import { toPaisa } from '@rules/fees';
import { useFeeLabels } from '@/features/accounts/feeRules/useFeeLabels';
import { useMonthLabel } from '@/features/accounts/fees/useMonthLabel';
import type { FeeSheetQuery } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { PrintDocument, SignatureLines } from '../kit';

type Sheet = FeeSheetQuery['feeSheet'];
export type FeeSheetRow = Sheet['rows'][number];

/** Sums of taka amounts, exact to the paisa. */
const sum = (rows: FeeSheetRow[], key: 'due' | 'paid' | 'owed') => rows.reduce((n, r) => n + toPaisa(r[key]), 0) / 100;

/**
 * The fee sheet (spec doc 2 §3 "Fee sheet"): a class (and group), a title and a month; each
 * student's due, paid and owed amount and whether they paid, with the totals; A4.
 */
export function FeeSheetPrint({ sheet, rows }: { sheet: Sheet; rows: FeeSheetRow[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, number } = useFormat();
  const { titleLabel, taka } = useFeeLabels();
  const monthLabel = useMonthLabel();
  const period = sheet.period.length === 4 ? monthLabel(sheet.period) : monthLabel(sheet.month, 'long', true);
  return (
    <PrintDocument title={t(sheet.department === 'boarding' ? 'fees.boardingSheetTitle' : 'fees.sheetTitle')} data-testid="fee-sheet-print">
      <p style={{ margin: '4px 0 8px' }}>
        {t('fees.sheetLine', { className: [sheet.className, sheet.groupName].filter(Boolean).join(' · '), subject: titleLabel(sheet.subject), month: period })}
      </p>
      <table>
        <thead>
          <tr>
            <th className="num">#</th>
            <th>{t('fees.admitNo')}</th>
            <th>{t('fees.name')}</th>
            <th>{t('fees.group')}</th>
            <th className="num">{t('fees.due')}</th>
            <th className="num">{t('fees.paid')}</th>
            <th className="num">{t('fees.owed')}</th>
            <th>{t('fees.statusLabel')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.providerId}>
              <td className="num">{number(i + 1)}</td>
              <td>{digits(r.admitNo)}</td>
              <td dir="auto">{r.name}</td>
              <td dir="auto">{r.groupName}</td>
              <td className="num">{taka(r.due)}</td>
              <td className="num">{taka(r.paid)}</td>
              <td className="num">{taka(r.owed)}</td>
              <td style={r.status === 'due' || r.status === 'partial' ? { fontWeight: 600 } : undefined}>{t(`fees.status.${r.status}`)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>{t('print.total')}</td>
            <td className="num">{taka(sum(rows, 'due'))}</td>
            <td className="num">{taka(sum(rows, 'paid'))}</td>
            <td className="num">{taka(sum(rows, 'owed'))}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p className="muted">{t('print.rowCount', { count: rows.length, formatted: number(rows.length) })}</p>
      <SignatureLines labels={[t('fees.signAccountant'), t('fees.signPrincipal')]} />
    </PrintDocument>
  );
}
