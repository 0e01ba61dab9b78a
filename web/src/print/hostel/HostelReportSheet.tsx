import { FormattedMessage, useIntl } from 'react-intl';
import { HOSTEL_SCORES, isHostelReportStage, isHostelReportType, isThirdTermHeading, SCORE_MAX, scoreSummary, tenScores, THIRD_TERM, type HostelScore } from '@rules/hostel-reports';
import type { AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import { PrintDocument, SignatureLines } from '../kit';
// The pages and the info grid are the staff report sheet's (one A4 page a report); the score table is this sheet's own.
import { ReportSheetPages, SheetInfo, type SheetInfoItem } from '../staff/ReportSheetPages';
import './hostel-print.css';

/** What the sheet prints of a report. */
export interface SheetReport {
  id: number;
  admitNo: number;
  studentName: string;
  department: string;
  className: string;
  reportType: string;
  date: string;
  reportStage: string;
  scores: readonly HostelScore[];
  comment: string;
}

/**
 * The hostel report sheet: one A4 page per report with the academy heading, the student, report
 * type, date and stage, a table of always ten score rows out of 100 (blank ones left to write in
 * by hand; a third-term report prints its heading set), the total and average, the comment, and
 * the signatures of the hostel manager, the principal and the guardian.
 */
export function HostelReportSheet({ reports, heading }: { reports: readonly SheetReport[]; heading?: AcademyHeading | null }) {
  return <ReportSheetPages reports={reports} className="hps-doc" testId="hostel-report-sheet" page={(r) => <SheetPage report={r} heading={heading} />} />;
}

function SheetPage({ report, heading }: { report: SheetReport; heading?: AcademyHeading | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits, number: num, date } = useFormat();
  const type = isHostelReportType(report.reportType) ? t(`hostelReports.type.${report.reportType}`) : report.reportType;
  const stage = isHostelReportStage(report.reportStage) ? t(`hostelReports.stage.${report.reportStage}`) : report.reportStage;
  const headingOf = (h: string) => (report.reportType === THIRD_TERM && isThirdTermHeading(h) ? t(`hostelReports.heading.${h}`) : h);
  const { total, average } = scoreSummary(report.scores);
  const info: SheetInfoItem[] = [
    ['hostelReports.admitNo', digits(report.admitNo), true],
    ['hostelReports.studentName', report.studentName, false],
    ['hostelReports.className', report.className || '—', false],
    ['hostelReports.department', report.department || '—', false],
    ['hostelReports.reportType', type, false],
    ['hostelReports.date', date(report.date), true],
  ];
  const rows = tenScores(report.reportType, [...report.scores]).slice(0, Math.max(HOSTEL_SCORES, report.scores.length));
  return (
    <PrintDocument title={t('hostelReports.sheetTitle')} heading={heading}>
      <SheetInfo items={info}>
        <div className={`srs-info-item hps-stage-${report.reportStage}`}>
          <dt>{t('hostelReports.reportStage')}:</dt>
          <dd data-testid="hostel-sheet-stage">{stage}</dd>
        </div>
      </SheetInfo>
      <table className="hps-table">
        <colgroup>
          <col className="hps-col-num" />
          <col />
          <col className="hps-col-score" />
        </colgroup>
        <thead>
          <tr>
            <th className="num">#</th>
            <th><FormattedMessage id="hostelReports.heading" /></th>
            <th className="num"><FormattedMessage id="hostelReports.scoreOutOf" values={{ max: num(SCORE_MAX) }} /></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s, i) => (
            <tr key={i} data-testid="hostel-sheet-row">
              <td className="num">{num(i + 1)}</td>
              {/* A typed heading keeps its own direction but lines up with the page (right in Arabic). */}
              <td><bdi>{headingOf(s.heading)}</bdi></td>
              <td className="num">{s.number === null ? '' : num(s.number)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}><FormattedMessage id="hostelReports.total" /></td>
            <td className="num">{num(total)}</td>
          </tr>
          <tr>
            <td colSpan={2}><FormattedMessage id="hostelReports.average" /></td>
            <td className="num">{average === null ? '' : num(average)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="hps-comment">
        <strong><FormattedMessage id="hostelReports.comment" />:</strong> <span dir="auto">{report.comment}</span>
      </div>
      <SignatureLines labels={[t('hostelReports.signManager'), t('hostelReports.signPrincipal'), t('hostelReports.signGuardian')]} />
    </PrintDocument>
  );
}
