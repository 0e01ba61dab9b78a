import { FormattedMessage, useIntl } from 'react-intl';
import { pageRows, type RegisterRow, type RegisterWeek } from '@rules/registers';
import type { AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import { LeadHeads, RegisterFoot, RegisterHeading, RowLead, useMonthLabel, useWeekdayLabel, type RegisterInfo } from './registerParts';
import { useExamHeading } from './shared';

/**
 * The report register: per week one A4 landscape page (more when the rows do not fit) of
 * students × (working days × classAmount) columns, one per class (period) of each day, then remarks.
 */
export function ReportRegister({ info, rows, weeks, classAmount, heading }: { info: RegisterInfo; rows: readonly RegisterRow[]; weeks: readonly RegisterWeek[]; classAmount: number; heading?: AcademyHeading | null }) {
  const academy = useExamHeading(heading);
  const intl = useIntl();
  const { digits } = useFormat();
  const monthLabel = useMonthLabel();
  const rowPages = pageRows(rows);
  const pages = weeks.flatMap((week) => rowPages.map((part) => ({ week, part })));
  const subtitle = (w: RegisterWeek) =>
    intl.formatMessage(
      { id: 'examPrint.weekOfMonth' },
      { n: digits(w.week), month: monthLabel(w.year, w.month), from: digits(w.days[0].day), to: digits(w.days[w.days.length - 1].day) },
    );
  return (
    <div className="xp-doc xp-landscape xp-report">
      {pages.map(({ week, part }, p) => (
        <section key={p} className="xp-page" data-testid="report-page">
          <RegisterHeading academy={academy} info={info} subtitle={subtitle(week)} page={p + 1} pages={pages.length} />
          <WeekTable week={week} rows={part} classAmount={classAmount} />
          <RegisterFoot noteId="examPrint.reportNote" />
        </section>
      ))}
    </div>
  );
}

function WeekTable({ week, rows, classAmount }: { week: RegisterWeek; rows: readonly RegisterRow[]; classAmount: number }) {
  const { digits } = useFormat();
  const weekday = useWeekdayLabel();
  const periods = Array.from({ length: classAmount }, (_, i) => i + 1);
  return (
    <table className="xp-register xp-report-table">
      <colgroup>
        <col className="xp-col-serial" />
        <col className="xp-col-admit" />
        <col className="xp-col-name" />
        {week.days.flatMap((d) => periods.map((n) => <col key={`${d.day}-${n}`} className="xp-col-period" />))}
        <col className="xp-col-remarks" />
      </colgroup>
      <thead>
        <tr>
          <LeadHeads rowSpan={2} />
          {week.days.map((d) => (
            <th key={d.day} colSpan={classAmount} className="xp-block-start xp-dayhead" data-testid="report-day">
              {weekday(d.weekday ?? 0, 'short')} <bdi dir="ltr">{digits(d.day)}</bdi>
            </th>
          ))}
          <th rowSpan={2} className="xp-block-start">
            <FormattedMessage id="examPrint.remarks" />
          </th>
        </tr>
        <tr>
          {week.days.flatMap((d) =>
            periods.map((n) => (
              <th key={`${d.day}-${n}`} className={n === 1 ? 'xp-period xp-block-start' : 'xp-period'}>
                {digits(n)}
              </th>
            )),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.serial} data-testid="register-row">
            <RowLead row={row} />
            {week.days.flatMap((d) => periods.map((n) => <td key={`${d.day}-${n}`} className={n === 1 ? 'xp-period xp-block-start' : 'xp-period'} />))}
            <td className="xp-block-start" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
