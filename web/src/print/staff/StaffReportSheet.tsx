import { FormattedMessage, useIntl } from 'react-intl';
import { isStaffReportType, tenRows, type StaffReportRow } from '@rules/staff-reports';
import type { AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import { PrintDocument, SignatureLines } from '../kit';
import { ReportSheetPages, SheetInfo, type SheetInfoItem } from './ReportSheetPages';

/** What the sheet prints of a report. */
export interface SheetReport {
  id: number;
  staffId: string;
  name: string;
  designation: string;
  reportType: string;
  date: string;
  rows: readonly StaffReportRow[];
}

/**
 * The staff report sheet (spec doc 1 §2 print layouts: "10 rows each of subject, student report and
 * office report"): one A4 page per report with the academy heading, the staff member, report type
 * and date, a table of always ten ruled rows (blank ones left to write in by hand) and the
 * signatures of the staff member and the principal.
 */
export function StaffReportSheet({ reports, heading }: { reports: readonly SheetReport[]; heading?: AcademyHeading | null }) {
  return <ReportSheetPages reports={reports} testId="staff-report-sheet" page={(r) => <SheetPage report={r} heading={heading} />} />;
}

function SheetPage({ report, heading }: { report: SheetReport; heading?: AcademyHeading | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits, number: num, date } = useFormat();
  const type = isStaffReportType(report.reportType) ? t(`staffReports.type.${report.reportType}`) : report.reportType;
  const info: SheetInfoItem[] = [
    ['staffReports.staffId', digits(report.staffId), true],
    ['staffReports.name', report.name, false],
    ['staffReports.designation', report.designation || '—', false],
    ['staffReports.reportType', type, false],
    ['staffReports.date', date(report.date), true],
  ];
  return (
    <PrintDocument title={t('staffReports.sheetTitle')} heading={heading}>
      <SheetInfo items={info} />
      <table className="srs-table">
        <colgroup>
          <col className="srs-col-num" />
          <col className="srs-col-subject" />
          <col />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th className="num">#</th>
            <th><FormattedMessage id="staffReports.subject" /></th>
            <th><FormattedMessage id="staffReports.studentReport" /></th>
            <th><FormattedMessage id="staffReports.officeReport" /></th>
          </tr>
        </thead>
        <tbody>
          {tenRows(report.rows).map((row, i) => (
            <tr key={i} data-testid="staff-report-row">
              <td className="num">{num(i + 1)}</td>
              <td dir="auto">{row.subject}</td>
              <td dir="auto">{row.studentReport}</td>
              <td dir="auto">{row.officeReport}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SignatureLines labels={[t('staffReports.signStaff'), t('staffReports.signOffice'), t('staffReports.signPrincipal')]} />
    </PrintDocument>
  );
}
