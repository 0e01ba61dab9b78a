import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { periodOf } from '@rules/fee-dues';
import { useFeeLabels } from '@/features/accounts/feeRules/useFeeLabels';
import { useMonthLabel } from '@/features/accounts/fees/useMonthLabel';
import { admitNumber } from '@/features/public/publicResultPicks';
import { isoToday, useFormat } from '@/lib/format';
import { storeAdmitNo, storedAdmitNo } from './guardianAdmitNo';
import { CHILDREN, useGuardianQuery } from './guardianApi';
import { GIcon, leftIcon, walletIcon } from './guardianIcons';
import { GCard, GuardianBackBar, GuardianEmpty, GuardianError, guardianSpin } from './guardianParts';
import { useGuardianMe } from './GuardianSession';

/** The GuardianStudentFees operation (accounts/fees/guardianFees.graphql with fees.graphql's StudentFeesFields). */
export const QUERY = `query GuardianStudentFees($admitNo: Int!, $year: Int) { studentFees(admitNo: $admitNo, year: $year) {
  providerId admitNo name className groupName residence year fromMonth due paid owed
  lines { department title amount yearly due paid owed periods { period due paid owed status } } } }`;

/**
 * The child of the page: the navigation state's admit number (or student), else the one remembered
 * on this phone, else (the page opened straight, from a bookmark or the installed app's shortcut)
 * the only linked child; with several, `choices` lists them to pick from.
 */
function useChild() {
  const state = useLocation().state as { admitNo?: unknown; student?: { admitNo?: unknown } } | null;
  const me = useGuardianMe();
  const given = state?.admitNo ?? state?.student?.admitNo;
  const known = given !== undefined && given !== null ? admitNumber(String(given)) : admitNumber(storedAdmitNo(`${me.code}.${me.id}`));
  const linked = useGuardianQuery('MyChildren', CHILDREN, known === null ? {} : null);
  const children = linked.data?.myChildren;
  return { admitNo: known ?? (children?.length === 1 ? children[0].admitNo : null), choices: known === null ? linked : null, userKey: `${me.code}.${me.id}` };
}

/** A month before or after a YYYY-MM month. */
function shift(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The colour of a status: paid green, partly paid amber, due red, not yet plain, nothing owed grey. */
const TONE: Record<string, string> = { paid: 'talim-g-success', partial: 'talim-g-warning', due: 'talim-g-danger', none: 'talim-g-none' };

/**
 * /student_fees (spec §2): the child's fees of a month, chosen with a month picker: each title with
 * its amount and whether it is paid, partly paid, due or not yet due (a yearly title by its year);
 * what is owed today for the year; a button to all payments (/payments/{admit_no}).
 */
export default function GuardianFees() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, dir } = useFormat();
  const { titleLabel, taka } = useFeeLabels();
  const monthLabel = useMonthLabel();
  const navigate = useNavigate();
  const { admitNo, choices, userKey } = useChild();
  const [month, setMonth] = useState(() => isoToday().slice(0, 7));
  const year = Number(month.slice(0, 4));
  const { data, loading, error } = useGuardianQuery('GuardianStudentFees', QUERY, admitNo ? { admitNo, year } : null);
  const fees = data?.studentFees;
  const classText = fees ? [fees.className, fees.groupName].filter(Boolean).join(' · ') : '';
  const subtitle = fees ? `${fees.name} · ${t('guardian.admitNoIs', { admitNo: digits(fees.admitNo) })}${classText ? ` · ${classText}` : ''}` : undefined;
  // one arrow, turned round for "next" (and both mirrored right to left)
  const flip = { transform: 'scaleX(-1)' };

  const picker = (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }} role="group" aria-label={t('fees.month')}>
      <button type="button" className="talim-g-round talim-g-outlined" aria-label={t('fees.prevMonth')} onClick={() => setMonth((m) => shift(m, -1))}><GIcon d={leftIcon} style={dir === 'rtl' ? flip : undefined} /></button>
      <strong style={{ fontSize: 16, fontWeight: 600 }} aria-live="polite" data-testid="fees-month">{monthLabel(month, 'long', true)}</strong>
      <button type="button" className="talim-g-round talim-g-outlined" aria-label={t('fees.nextMonth')} onClick={() => setMonth((m) => shift(m, 1))}><GIcon d={leftIcon} style={dir === 'rtl' ? undefined : flip} /></button>
    </div>
  );

  const body = () => {
    if (admitNo === null) {
      if (!choices || (choices.loading && !choices.data)) return guardianSpin;
      if (choices.error) return <GuardianError error={choices.error} />;
      const children = choices.data?.myChildren ?? [];
      if (!children.length) return <GuardianEmpty text={t('guardian.noChildren')} />;
      return (
        <div className="talim-g-stack" role="group" aria-label={t('guardian.pickChild')}>
          <strong>{t('guardian.pickChild')}</strong>
          {children.map((c) => (
            <button
              key={c.admitNo}
              type="button"
              data-testid="fees-child"
              className="talim-btn talim-btn-lg talim-btn-block"
              onClick={() => { storeAdmitNo(userKey, String(c.admitNo)); navigate('/student_fees', { replace: true, state: { admitNo: c.admitNo } }); }}
            >
              <bdi>{c.name}</bdi> · {[c.className, c.groupName].filter(Boolean).join(' · ')} · {t('guardian.admitNoIs', { admitNo: digits(c.admitNo) })}
            </button>
          ))}
        </div>
      );
    }
    if (loading && !data) return guardianSpin;
    if (error) return <GuardianError error={error} />;
    if (!fees) return guardianSpin;
    return (
      <div className="talim-g-stack">
        {picker}
        {!fees.lines.length ? (
          <GuardianEmpty text={t('fees.noTitles')} />
        ) : (
          <GCard flush>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {fees.lines.map((line, i) => {
                const period = line.periods.find((p) => p.period === periodOf(line.title, month));
                const status = period?.status ?? 'none';
                return (
                  <li
                    key={`${line.department}-${line.title}`}
                    data-testid="fee-line"
                    style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '10px 12px', borderTop: i ? '1px solid var(--talim-border-secondary)' : undefined }}
                  >
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <div style={{ fontWeight: 600 }}>{titleLabel(line.title)}</div>
                      <span className="talim-g-muted" style={{ fontSize: 13 }}>
                        {t(line.yearly ? 'fees.perYear' : 'fees.perMonth', { amount: taka(line.amount) })}
                        {line.department === 'boarding' ? ` · ${t('fees.department.boarding')}` : ''}
                      </span>
                    </div>
                    <div style={{ textAlign: 'end' }}>
                      <strong className={TONE[status]} style={{ fontWeight: 600 }}>{t(`fees.status.${status}`)}</strong>
                      {period && period.paid > 0 && <div style={{ fontSize: 13 }}>{taka(period.paid)}</div>}
                    </div>
                  </li>
                );
              })}
            </ul>
          </GCard>
        )}
        <GCard>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>{t('fees.paidYear', { year: digits(fees.year) })}</span>
            <strong>{taka(fees.paid)}</strong>
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 6 }}>
            <span>{t('fees.owedToday')}</span>
            <strong className={fees.owed > 0 ? 'talim-g-danger' : 'talim-g-success'} data-testid="fees-owed">{taka(fees.owed)}</strong>
          </div>
        </GCard>
        <Link to={`/payments/${fees.admitNo}`} state={{ back: '/student_fees', admitNo: fees.admitNo }} tabIndex={-1}>
          <button type="button" className="talim-btn talim-btn-primary talim-btn-lg talim-btn-block"><GIcon d={walletIcon} />{t('fees.allPayments')}</button>
        </Link>
      </div>
    );
  };

  return (
    <div className="talim-g-page">
      <GuardianBackBar title={t('fees.guardianTitle')} subtitle={subtitle} />
      {body()}
    </div>
  );
}
