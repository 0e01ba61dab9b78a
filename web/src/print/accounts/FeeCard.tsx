import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { monthsOfYear } from '@rules/fee-dues';
import { useFeeLabels } from '@/features/accounts/feeRules/useFeeLabels';
import { useMonthLabel } from '@/features/accounts/fees/useMonthLabel';
import type { StudentFeesFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { PrintDocument, SignatureLines } from '../kit';

type Dues = StudentFeesFieldsFragment;
type Line = Dues['lines'][number];
type Period = Line['periods'][number];

const info: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: '2px 16px', margin: '6px 0 10px' };
const owing: CSSProperties = { fontWeight: 600 };

/**
 * A student's fee card (spec doc 1 "fee cards"), one A4 page: the student, then the months of the
 * year against each monthly title (paid amount, part paid, due or not yet), the yearly titles, the
 * totals and what is owed today; signed by the accountant and the guardian.
 */
export function FeeCard({ dues, title }: { dues: Dues; title?: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const { titleLabel, taka } = useFeeLabels();
  const monthLabel = useMonthLabel();
  const monthly = dues.lines.filter((l) => !l.yearly);
  const yearly = dues.lines.filter((l) => l.yearly);
  const cell = (p: Period | undefined) => {
    if (!p || p.status === 'none') return '—';
    if (p.status === 'paid') return `✓ ${taka(p.paid)}`;
    if (p.status === 'partial') return <span style={owing}>{`${taka(p.paid)} / ${taka(p.due)}`}</span>;
    if (p.status === 'due') return <span style={owing}>{t('fees.status.due')}</span>;
    return '';
  };
  const head = (l: Line) => `${titleLabel(l.title)}${dues.lines.some((o) => o !== l && o.title === l.title) ? ` (${t(`fees.department.${l.department}`)})` : ''}`;

  return (
    <PrintDocument title={title ?? t('fees.cardTitle')} data-testid="fee-card">
      <div style={info}>
        <div>{t('fees.name')}: <strong dir="auto">{dues.name}</strong></div>
        <div>{t('fees.admitNo')}: <strong>{digits(dues.admitNo)}</strong></div>
        <div>{t('fees.class')}: <span dir="auto">{[dues.className, dues.groupName].filter(Boolean).join(' · ')}</span></div>
        <div>{t('fees.year')}: <strong>{digits(dues.year)}</strong></div>
      </div>
      {monthly.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('fees.month')}</th>
              {monthly.map((l) => <th key={`${l.department}-${l.title}`} className="num">{head(l)}<br />{taka(l.amount)}</th>)}
            </tr>
          </thead>
          <tbody>
            {monthsOfYear(dues.year).map((m) => (
              <tr key={m}>
                <td>{monthLabel(m)}</td>
                {monthly.map((l) => <td key={`${l.department}-${l.title}`} className="num">{cell(l.periods.find((p) => p.period === m))}</td>)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>{t('fees.paid')}</td>
              {monthly.map((l) => <td key={`${l.department}-${l.title}`} className="num">{taka(l.paid)}</td>)}
            </tr>
            <tr>
              <td>{t('fees.owedNowLabel')}</td>
              {monthly.map((l) => <td key={`${l.department}-${l.title}`} className="num">{taka(l.owed)}</td>)}
            </tr>
          </tfoot>
        </table>
      )}
      {yearly.length > 0 && (
        <table style={{ marginTop: 10 }}>
          <thead>
            <tr>
              <th>{t('fees.yearlyTitle')}</th>
              <th className="num">{t('fees.due')}</th>
              <th className="num">{t('fees.paid')}</th>
              <th>{t('fees.statusLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {yearly.map((l) => (
              <tr key={`${l.department}-${l.title}`}>
                <td>{head(l)}</td>
                <td className="num">{taka(l.due)}</td>
                <td className="num">{taka(l.paid)}</td>
                <td>{t(`fees.status.${l.periods[0]?.status ?? 'none'}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!dues.lines.length && <p>{t('fees.noTitles')}</p>}
      <p style={{ marginTop: 10 }}>
        {t('fees.cardSummary', { due: taka(dues.due), paid: taka(dues.paid), owed: taka(dues.owed) })}
      </p>
      <SignatureLines labels={[t('fees.signAccountant'), t('fees.signGuardian')]} />
    </PrintDocument>
  );
}
