import { FormattedMessage, useIntl } from 'react-intl';
import { PrintDocument } from '@/print/kit';
import type { ClassTotal, RuleRow } from './feeRulesGrid';
import { useFeeLabels } from './useFeeLabels';

/** The fee rules on A4: each rule, then the totals per class and group. */
export function FeeRulesPrint({ rows, totals }: { rows: RuleRow[]; totals: ClassTotal[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { fundLabel, titleLabel, taka, list } = useFeeLabels();
  return (
    <PrintDocument title={t('feeRules.printTitle')}>
      <table>
        <thead>
          <tr>
            <th className="num">#</th>
            <th>{t('feeRules.fund')}</th>
            <th>{t('feeRules.feeTitle')}</th>
            <th className="num">{t('feeRules.amount')}</th>
            <th>{t('feeRules.classes')}</th>
            <th>{t('feeRules.groups')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.key}>
              <td className="num">{intl.formatNumber(i + 1)}</td>
              <td>{fundLabel(r.fund)}</td>
              <td>
                <bdi>{titleLabel(r.title)}</bdi>
              </td>
              <td className="num">{taka(r.amount ?? 0)}</td>
              <td>{list(r.classes)}</td>
              <td>{r.groups.length ? list(r.groups) : t('feeRules.allGroups')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {totals.length > 0 && (
        <>
          <h3>{t('feeRules.totalsTitle')}</h3>
          <table>
            <thead>
              <tr>
                <th>{t('feeRules.class')}</th>
                <th>{t('feeRules.group')}</th>
                <th className="num">{t('fund.generalFund')}</th>
                <th className="num">{t('fund.charityFund')}</th>
                <th className="num">{t('print.total')}</th>
              </tr>
            </thead>
            <tbody>
              {totals.map((c) => (
                <tr key={c.key}>
                  <td>{c.className}</td>
                  <td>{c.groupName}</td>
                  <td className="num">{taka(c.generalFund)}</td>
                  <td className="num">{taka(c.charityFund)}</td>
                  <td className="num">{taka(c.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p className="muted">
        <FormattedMessage id="print.rowCount" values={{ count: rows.length, formatted: intl.formatNumber(rows.length) }} />
      </p>
    </PrintDocument>
  );
}
