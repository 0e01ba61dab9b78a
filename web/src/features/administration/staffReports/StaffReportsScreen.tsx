import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import type { DataColumn } from '@/components/crud';
import { ReportsScreen } from '@/components/reports/ReportsScreen';
import { DeleteStaffReportDocument, StaffReportsDocument, type StaffReportFieldsFragment, type StaffReportsQuery } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { StaffReportSheet } from '@/print/staff/StaffReportSheet';
import { StaffReportFormDialog } from './StaffReportFormDialog';
import { reportTypeLabelId } from './staffReportForm';

type Report = StaffReportFieldsFragment;

/**
 * /officiantsReport: staff reports (spec doc 1 §2, §3, §5), on the reports screen of the kit. Add,
 * edit, print and delete with 'staffReport.write' (principal or superUser); the sheet prints one A4
 * page per report.
 */
export default function StaffReportsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, shortDate } = useFormat();
  const { can } = useSession();
  const [deleteReport] = useMutation(DeleteStaffReportDocument);
  const typeLabel = (r: Report) => {
    const id = reportTypeLabelId(r.reportType);
    return id ? t(id) : r.reportType;
  };

  const columns: DataColumn<Report>[] = [
    { key: 'staffId', title: t('staffReports.staffId'), sortable: true, render: (r) => <bdi dir="ltr">{digits(r.staffId)}</bdi> },
    { key: 'name', title: t('staffReports.name'), sortable: true, render: (r) => <span dir="auto">{r.name}</span> },
    { key: 'designation', title: t('staffReports.designation'), sortable: true },
    { key: 'reportType', title: t('staffReports.reportType'), value: typeLabel, sortable: true },
    { key: 'date', title: t('staffReports.date'), value: (r) => r.date, render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(r.date)}</span>, sortable: true },
    { key: 'subjectCount', title: t('staffReports.subjectCount'), value: (r) => r.subjectCount, align: 'end', sortable: true },
  ];

  return (
    <ReportsScreen<Report, StaffReportsQuery>
      ns="staffReports"
      className="talim-staff-reports"
      countTestId="staff-report-count"
      query={StaffReportsDocument}
      pageOf={(d) => d.staffReports}
      columns={columns}
      fileName="staff-reports"
      sheet={(reports) => <StaffReportSheet reports={reports} />}
      canWrite={can('staffReport.write')}
      readersPrint={false}
      remove={(r) => deleteReport({ variables: { id: r.id }, update: evictRow('StaffReport', r.id), refetchQueries: ['StaffReports'] })}
      confirmDelete={(r) => t('staffReports.confirmDelete', { name: r.name, date: shortDate(r.date) })}
      dialog={(open, editing, onClose) => <StaffReportFormDialog open={open} editing={editing} onClose={onClose} />}
    />
  );
}
