import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMonthLabel } from '@/features/accounts/fees/useMonthLabel';
import { isoToday, useFormat } from '@/lib/format';
import { useGuardianQuery } from './guardianApi';
import { GIcon, leftIcon } from './guardianIcons';
import { GCard, GuardianBackBar, GuardianError, guardianSpin, useAdmitNoParam } from './guardianParts';

/** The StudentAttendance operation (guardian.graphql). */
export const QUERY = `query StudentAttendance($admitNo: Int!, $month: String) { studentAttendance(admitNo: $admitNo, month: $month) {
  admitNo name className groupName month weeklyHoliday present late absent days { date status toCome holiday arrival } } }`;

/** The week from Saturday (the Bangladeshi week), as weekday numbers (0 = Sunday). */
const WEEK = [6, 0, 1, 2, 3, 4, 5];

/** What a day says: its status, else "not yet" for a day to come, else "no record" (a past day nobody was recorded: blank, never absent). */
export function dayLabelId(d: { status: string; toCome: boolean }): string {
  if (d.status) return `guardian.attendance.${d.status}`;
  return d.toCome ? 'guardian.attendance.upcoming' : 'guardian.attendance.noRecord';
}

/** A month before or after a YYYY-MM month. */
function shift(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * /student_attendance/:admitNo (spec §2): the child's attendance this month (a month picker for
 * others): present, late and absent counts, and a calendar under weekday headings (the week from
 * Saturday), each day present, late or absent by the server's one rule (rules/attendance.ts
 * monthMarks), a past day nobody was recorded "no record", a day to come "not yet", and the
 * academy's weekly holiday marked (issue 25 item 13). No antd, no Apollo.
 */
export default function GuardianAttendance() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { digits, dir } = useFormat();
  const weekdayName = (d: number, width: 'short' | 'long') => intl.formatDate(new Date(Date.UTC(2026, 0, 4 + d)), { weekday: width, timeZone: 'UTC' });
  const monthLabel = useMonthLabel();
  const admitNo = useAdmitNoParam();
  const [month, setMonth] = useState(() => isoToday().slice(0, 7));
  const { data, loading, error } = useGuardianQuery('StudentAttendance', QUERY, admitNo ? { admitNo, month } : null);
  const a = data?.studentAttendance;
  const classText = a ? [a.className, a.groupName].filter(Boolean).join(' · ') : '';
  const subtitle = a ? `${a.name} · ${t('guardian.admitNoIs', { admitNo: digits(a.admitNo) })}${classText ? ` · ${classText}` : ''}` : undefined;
  const flip = { transform: 'scaleX(-1)' };

  const picker = (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }} role="group" aria-label={t('fees.month')}>
      <button type="button" className="talim-g-round talim-g-outlined" aria-label={t('fees.prevMonth')} onClick={() => setMonth((m) => shift(m, -1))}><GIcon d={leftIcon} style={dir === 'rtl' ? flip : undefined} /></button>
      <strong style={{ fontSize: 16, fontWeight: 600 }} aria-live="polite" data-testid="attendance-month">{monthLabel(month, 'long', true)}</strong>
      <button type="button" className="talim-g-round talim-g-outlined" aria-label={t('fees.nextMonth')} onClick={() => setMonth((m) => shift(m, 1))}><GIcon d={leftIcon} style={dir === 'rtl' ? undefined : flip} /></button>
    </div>
  );

  const body = () => {
    if (admitNo === null) return <GuardianError />;
    if (loading && !data) return guardianSpin;
    if (error) return <GuardianError error={error} />;
    if (!a) return guardianSpin;
    const stat = (key: 'present' | 'late' | 'absent', value: number, tone: string) => (
      <div className="talim-g-stat" data-testid={`attendance-${key}`}>
        <div>{t(`guardian.attendance.${key}`)}</div>
        <div className={tone}>{digits(value)}</div>
      </div>
    );
    return (
      <div className="talim-g-stack">
        {picker}
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 8 }}>
          {stat('present', a.present, 'talim-g-success')}
          {stat('late', a.late, 'talim-g-warning')}
          {stat('absent', a.absent, 'talim-g-danger')}
        </div>
        <GCard>
          <div className="talim-g-days talim-g-weekdays" aria-hidden="true">
            {WEEK.map((w) => (
              <div key={w} className={w === a.weeklyHoliday ? 'talim-g-weekday holiday' : 'talim-g-weekday'} data-testid="attendance-weekday">{weekdayName(w, 'short')}</div>
            ))}
          </div>
          <ol className="talim-g-days" aria-label={t('guardian.attendanceTitle')}>
            {a.days.map((d, i) => {
              const weekday = new Date(`${d.date}T00:00:00Z`).getUTCDay();
              const label = `${weekdayName(weekday, 'long')}: ${t(dayLabelId(d))}${d.holiday ? ` · ${t('guardian.attendance.weeklyHoliday')}` : ''}`;
              const kind = d.status || (d.toCome ? 'none' : 'norecord');
              return (
                <li
                  key={d.date}
                  className={`talim-g-day ${kind}${d.holiday ? ' holiday' : ''}`}
                  style={i === 0 ? { gridColumnStart: WEEK.indexOf(weekday) + 1 } : undefined}
                  title={d.arrival ? `${label} · ${digits(d.arrival.slice(0, 5))}` : label}
                  data-testid="attendance-day"
                  data-status={d.status}
                  data-holiday={d.holiday || undefined}
                >
                  <strong>{digits(Number(d.date.slice(8)))}</strong>
                  <span aria-hidden="true">{d.status ? t(`guardian.attendance.short.${d.status}`) : d.toCome ? '·' : '–'}</span>
                  <span className="talim-sr-only">{label}</span>
                </li>
              );
            })}
          </ol>
          <div className="talim-g-legend">
            <span><i className="talim-g-swatch holiday" />{t('guardian.attendance.holidayIs', { day: weekdayName(a.weeklyHoliday, 'long') })}</span>
            <span><i className="talim-g-swatch">–</i>{t('guardian.attendance.noRecord')}</span>
            <span><i className="talim-g-swatch">·</i>{t('guardian.attendance.upcoming')}</span>
          </div>
        </GCard>
      </div>
    );
  };

  return (
    <div className="talim-g-page">
      <GuardianBackBar title={t('guardian.attendanceTitle')} subtitle={subtitle} />
      {body()}
    </div>
  );
}
