import { FormattedMessage } from 'react-intl';
import { pageRows, type RegisterDay, type RegisterMonth, type RegisterRow } from '@rules/registers';
import type { AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import { LeadHeads, RegisterFoot, RegisterHeading, RowLead, useMonthLabel, useWeekdayLabel, type RegisterInfo } from './registerParts';
import { useExamHeading } from './shared';

const dayClass = (d: RegisterDay, blockStart: boolean) =>
  ['xp-day', d.friday && 'xp-friday', d.date === null && 'xp-void', blockStart && 'xp-block-start'].filter(Boolean).join(' ');

/**
 * The attendance register: per month one A4 landscape page (more when the rows do not fit) of
 * students × 31 day columns in weekly blocks (Saturday to Friday), Friday shaded, days past the
 * month's end crossed out, and present/absent totals.
 */
export function AttendanceRegister({ info, rows, months, heading }: { info: RegisterInfo; rows: readonly RegisterRow[]; months: readonly RegisterMonth[]; heading?: AcademyHeading | null }) {
  const academy = useExamHeading(heading);
  const monthLabel = useMonthLabel();
  const rowPages = pageRows(rows);
  const pages = months.flatMap((month) => rowPages.map((part) => ({ month, part })));
  return (
    <div className="xp-doc xp-landscape xp-attendance">
      {pages.map(({ month, part }, p) => (
        <section key={p} className="xp-page" data-testid="attendance-page" data-month={`${month.year}-${month.month}`}>
          <RegisterHeading academy={academy} info={info} subtitle={monthLabel(month.year, month.month)} page={p + 1} pages={pages.length} />
          <MonthTable month={month} rows={part} />
          <RegisterFoot noteId="examPrint.fridayNote" />
        </section>
      ))}
    </div>
  );
}

function MonthTable({ month, rows }: { month: RegisterMonth; rows: readonly RegisterRow[] }) {
  const { digits } = useFormat();
  const weekday = useWeekdayLabel();
  const starts = new Set(month.blocks.map((b) => b[0].day));
  return (
    <table className="xp-register xp-attendance-table">
      <colgroup>
        <col className="xp-col-serial" />
        <col className="xp-col-admit" />
        <col className="xp-col-name" />
        {month.days.map((d) => (
          <col key={d.day} className="xp-col-day" />
        ))}
        <col className="xp-col-total" />
        <col className="xp-col-total" />
      </colgroup>
      <thead>
        <tr>
          <LeadHeads rowSpan={3} />
          {month.blocks.map((block, i) => (
            <th key={i} colSpan={block.length} className="xp-week xp-block-start">
              {/* A block of one or two days has room for the number only. */}
              {block.length > 2 ? <FormattedMessage id="examPrint.week" values={{ n: digits(i + 1) }} /> : digits(i + 1)}
            </th>
          ))}
          <th rowSpan={3} className="xp-total xp-block-start">
            <FormattedMessage id="examPrint.present" />
          </th>
          <th rowSpan={3} className="xp-total">
            <FormattedMessage id="examPrint.absent" />
          </th>
        </tr>
        <tr>
          {month.days.map((d) => (
            <th key={d.day} className={dayClass(d, starts.has(d.day))} data-testid="day-column">
              {digits(d.day)}
            </th>
          ))}
        </tr>
        <tr>
          {month.days.map((d) => (
            <th key={d.day} className={`${dayClass(d, starts.has(d.day))} xp-weekday`}>
              {d.weekday === null ? '' : weekday(d.weekday)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.serial} data-testid="register-row">
            <RowLead row={row} />
            {month.days.map((d) => (
              <td key={d.day} className={dayClass(d, starts.has(d.day))} />
            ))}
            <td className="xp-total xp-block-start" />
            <td className="xp-total" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
