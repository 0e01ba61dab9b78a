import { useIntl } from 'react-intl';
import { HOSTEL_REPORT_STAGES } from '@rules/hostel-reports';
import type { DataColumn } from '@/components/dataTableUtils';
import type { AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import { PrintDocument, PrintTable, SignatureLines } from '../kit';
import './hostel-print.css';

/**
 * The printed list of hostel reports (the grid's print button): the academy heading, the rows as the
 * grid shows them (its visible columns, stage included), how many reports of each stage, and the
 * hostel manager's and principal's signatures.
 */
export function HostelReportsPrint<T extends { reportStage: string; date: string }>({ title, rows, columns, heading }: { title: string; rows: T[]; columns: DataColumn<T>[]; heading?: AcademyHeading | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { number: num, date } = useFormat();
  // The grid's date value is the plain YYYY-MM-DD (for the spreadsheet); on paper it is the long date of documents (DATE_STYLES).
  const printed = columns.map((c) => (c.key === 'date' ? { ...c, value: (r: T) => date(r.date) } : c));
  return (
    <PrintDocument title={title} heading={heading} className="hps-list">
      <PrintTable columns={printed} rows={rows} />
      <p className="hps-stage-counts" data-testid="hostel-stage-counts">
        {HOSTEL_REPORT_STAGES.map((stage) => (
          <span key={stage} className={`hps-stage-${stage}`}>
            {t(`hostelReports.stage.${stage}`)}: {num(rows.filter((r) => r.reportStage === stage).length)}
          </span>
        ))}
      </p>
      <SignatureLines labels={[t('hostelReports.signManager'), t('hostelReports.signPrincipal')]} />
    </PrintDocument>
  );
}
