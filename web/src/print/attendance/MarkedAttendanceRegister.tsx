import { FormattedMessage, useIntl } from 'react-intl';
import { markCounts } from '@rules/attendance';
import { pageRows, registerMonth, type RegisterDay } from '@rules/registers';
import { LeadHeads, RegisterFoot, RegisterHeading, useMonthLabel, useWeekdayLabel, type RegisterInfo } from '@/print/exams/registerParts';
import { Code, useExamHeading } from '@/print/exams/shared';
import { useFormat } from '@/lib/format';

/** One person's month: id (admit number or staff id), name and a mark per day (P, L, A, or '' for a day nobody was recorded). */
export interface MarkedRow { idNo: string; name: string; marks: readonly string[] }

const dayClass = (d: RegisterDay, blockStart: boolean) =>
  ['xp-day', d.friday && 'xp-friday', d.date === null && 'xp-void', blockStart && 'xp-block-start'].filter(Boolean).join(' ');

/**
 * The monthly register filled from the records (doc 1 §2 print layout "attendance register": 31 day
 * columns in weekly blocks, the weekly holiday (Friday unless the academy chose another) shaded, days past the month's end crossed out): each day cell has
 * present, late or absent in the reader's language's letters (attendance.mark.P/L/A: P/L/A,
 * উ/বি/অ, ح/م/غ) or is blank on a day nobody was recorded (the server's rule, rules/attendance.ts
 * monthMarks: never an absence), and the row ends with the present (P + L), late and absent counts
 * (markCounts). The heading, week blocks and foot are the register maker's (print/exams/registerParts).
 */
export function MarkedAttendanceRegister({ info, month, rows, holiday }: { info: RegisterInfo; month: string; rows: readonly MarkedRow[]; holiday?: number }) {
  const academy = useExamHeading();
  const monthLabel = useMonthLabel();
  const weekday = useWeekdayLabel();
  const { digits } = useFormat();
  const intl = useIntl();
  const letter = (mark: string | undefined) => (mark ? intl.formatMessage({ id: `attendance.mark.${mark}` }) : '');
  const [year, m] = month.split('-').map(Number);
  const cal = registerMonth(year, m, holiday);
  const starts = new Set(cal.blocks.map((b) => b[0].day));
  const pages = pageRows(rows);
  let serial = 0;
  return (
    <div className="xp-doc xp-landscape xp-attendance talim-marked-register">
      {pages.map((part, p) => (
        <section key={p} className="xp-page" data-testid="attendance-page">
          <RegisterHeading academy={academy} info={info} subtitle={monthLabel(year, m)} page={p + 1} pages={pages.length} />
          <table className="xp-register xp-attendance-table">
            <colgroup>
              <col className="xp-col-serial" />
              <col className="xp-col-admit" />
              <col className="xp-col-name" />
              {cal.days.map((d) => <col key={d.day} className="xp-col-day" />)}
              <col className="xp-col-total" />
              <col className="xp-col-total" />
              <col className="xp-col-total" />
            </colgroup>
            <thead>
              <tr>
                <LeadHeads rowSpan={3} />
                {cal.blocks.map((block, i) => (
                  <th key={i} colSpan={block.length} className="xp-week xp-block-start">
                    {block.length > 2 ? <FormattedMessage id="examPrint.week" values={{ n: digits(i + 1) }} /> : digits(i + 1)}
                  </th>
                ))}
                <th rowSpan={3} className="xp-total xp-block-start"><FormattedMessage id="attendance.register.present" /></th>
                <th rowSpan={3} className="xp-total"><FormattedMessage id="attendance.register.late" /></th>
                <th rowSpan={3} className="xp-total"><FormattedMessage id="attendance.register.absent" /></th>
              </tr>
              <tr>{cal.days.map((d) => <th key={d.day} className={dayClass(d, starts.has(d.day))}>{digits(d.day)}</th>)}</tr>
              <tr>{cal.days.map((d) => <th key={d.day} className={`${dayClass(d, starts.has(d.day))} xp-weekday`}>{d.weekday === null ? '' : weekday(d.weekday)}</th>)}</tr>
            </thead>
            <tbody>
              {part.map((row) => {
                serial += 1;
                const c = markCounts(row.marks);
                return (
                  <tr key={`${row.idNo}-${serial}`} data-testid="register-row">
                    <td className="num"><Code value={serial} /></td>
                    <td className="num"><Code value={row.idNo} /></td>
                    <td className="xp-name">{row.name}</td>
                    {cal.days.map((d) => (
                      <td key={d.day} className={`${dayClass(d, starts.has(d.day))} talim-mark-${row.marks[d.day - 1] ?? 'void'}`} data-testid="register-mark">
                        {d.date === null ? '' : letter(row.marks[d.day - 1])}
                      </td>
                    ))}
                    <td className="xp-total xp-block-start num">{digits(c.present + c.late)}</td>
                    <td className="xp-total num">{digits(c.late)}</td>
                    <td className="xp-total num">{digits(c.absent)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <RegisterFoot noteId="attendance.register.legend" />
        </section>
      ))}
    </div>
  );
}
