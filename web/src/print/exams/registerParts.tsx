import { FormattedMessage, useIntl } from 'react-intl';
import type { RegisterRow } from '@rules/registers';
import type { AcademyHeading } from '@/components/PrintHost';
import { SignatureLines } from '../kit';
import { Code, ExamPageHeading, InfoLine, PageNumber } from './shared';

/** What both registers print above their tables. */
export interface RegisterInfo {
  /** The user's heading, else the register's name. */
  title: string;
  department: string;
  className: string;
  groupName: string;
  /** "2026" or "2026–2027". */
  yearLabel: string;
  /** How the rows are ordered (by admit number, or the merit order of a result). */
  order: string;
}

/** A month as "January 2026" in the language. */
export function useMonthLabel(): (year: number, month: number) => string {
  const intl = useIntl();
  return (year, month) => intl.formatDate(new Date(Date.UTC(year, month - 1, 15)), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A weekday (0 = Sunday) as the language's narrow or short name. */
export function useWeekdayLabel(): (weekday: number, width?: 'narrow' | 'short' | 'long') => string {
  const intl = useIntl();
  // 2026-01-04 was a Sunday.
  return (weekday, width = 'narrow') => intl.formatDate(new Date(Date.UTC(2026, 0, 4 + weekday)), { weekday: width, timeZone: 'UTC' });
}

/** The register's page heading: academy, title, class line and the page's own line (month or week). */
export function RegisterHeading({ academy, info, subtitle, page, pages }: { academy: AcademyHeading | null; info: RegisterInfo; subtitle: string; page: number; pages: number }) {
  return (
    <ExamPageHeading
      heading={academy}
      title={
        <>
          {info.title} <span className="xp-subtitle">{subtitle}</span>
        </>
      }
      lines={[
        <InfoLine
          key="class"
          items={[
            ['examPrint.department', info.department],
            ['examPrint.className', info.className],
            ['examPrint.groupName', info.groupName],
            ['examPrint.educationYear', <bdi key="y" dir="ltr">{info.yearLabel}</bdi>],
            ['examPrint.order', info.order],
          ]}
        />,
      ]}
      aside={<PageNumber page={page} pages={pages} />}
    />
  );
}

/** The three leading cells of a register row: serial, admit number, name. */
export function RowLead({ row }: { row: RegisterRow }) {
  return (
    <>
      <td className="num">
        <Code value={row.serial} />
      </td>
      <td className="num">
        <Code value={row.admitNo} />
      </td>
      <td className="xp-name">{row.name}</td>
    </>
  );
}

/** The three leading header cells, spanning the header's rows. */
export function LeadHeads({ rowSpan }: { rowSpan: number }) {
  return (
    <>
      <th rowSpan={rowSpan} className="num">
        <FormattedMessage id="examPrint.serial" />
      </th>
      <th rowSpan={rowSpan}>
        <FormattedMessage id="result.admitNo" />
      </th>
      <th rowSpan={rowSpan}>
        <FormattedMessage id="result.name" />
      </th>
    </>
  );
}

/** The teacher's and the principal's signature lines at a register page's foot. */
export function RegisterFoot({ noteId }: { noteId?: string }) {
  return (
    <footer className="xp-register-foot">
      <span className="xp-note">{noteId && <FormattedMessage id={noteId} />}</span>
      <SignatureLines
        className="xp-foot-signs"
        labels={[<FormattedMessage key="teacher" id="examPrint.teacherSign" />, <FormattedMessage key="principal" id="examPrint.principalSign" />]}
      />
    </footer>
  );
}
