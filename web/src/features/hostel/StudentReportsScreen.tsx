import { useMutation } from '@apollo/client/react';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import type { DataColumn } from '@/components/crud';
import { ReportsScreen } from '@/components/reports/ReportsScreen';
import { reportStageClass } from '@/features/admission/studentList/studentList';
import { DeleteHostelReportDocument, HostelReportsDocument, type HostelReportFieldsFragment, type HostelReportsQuery } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { HostelReportSheet } from '@/print/hostel/HostelReportSheet';
import { HostelReportsPrint } from '@/print/hostel/HostelReportsPrint';
import { HostelReportFormDialog, StageTag } from './HostelReportFormDialog';
import { headingLabelId, reportTypeLabelId, stageLabelId } from './hostelReportForm';
import './hostelReports.css';

type Report = HostelReportFieldsFragment;

/**
 * /studentReport: hostel student reports (spec doc 2 §2, §3, §5), on the reports screen of the kit.
 * Rows are coloured by report stage (intermediate warning, difficult danger); id and giver are
 * hidden columns. Add, edit and delete with 'hostelReport.write' (any of the academy's staff, §6);
 * anyone prints; the list prints with its stage counts, each report on its own A4 sheet.
 */
export default function StudentReportsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits, shortDate } = useFormat();
  const { can } = useSession();
  const [deleteReport] = useMutation(DeleteHostelReportDocument);
  const label = (id: string | null, raw: string) => (id ? t(id) : raw);
  const scoresText = (r: Report) =>
    r.scores.map((s) => `${label(headingLabelId(r.reportType, s.heading), s.heading)} ${s.number === null || s.number === undefined ? '' : num(s.number)}`).join(' · ');

  const columns: DataColumn<Report>[] = [
    { key: 'id', title: t('hostelReports.id'), hidden: true, value: (r) => r.id, sortable: true },
    { key: 'admitNo', title: t('hostelReports.admitNo'), value: (r) => r.admitNo, render: (r) => <bdi dir="ltr">{digits(r.admitNo)}</bdi>, sortable: true },
    { key: 'studentName', title: t('hostelReports.studentName'), sortable: true, render: (r) => <span dir="auto">{r.studentName}</span> },
    { key: 'department', title: t('hostelReports.department'), sortable: true },
    { key: 'className', title: t('hostelReports.className'), sortable: true },
    { key: 'reportType', title: t('hostelReports.reportType'), value: (r) => label(reportTypeLabelId(r.reportType), r.reportType), sortable: true },
    { key: 'date', title: t('hostelReports.date'), value: (r) => r.date, render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(r.date)}</span>, sortable: true },
    {
      key: 'reportStage', title: t('hostelReports.reportStage'), sortable: true,
      value: (r) => label(stageLabelId(r.reportStage), r.reportStage),
      render: (r) => <StageTag stage={r.reportStage} label={label(stageLabelId(r.reportStage), r.reportStage)} />,
    },
    { key: 'scores', title: t('hostelReports.scores'), value: scoresText, hidden: true },
    { key: 'average', title: t('hostelReports.average'), value: (r) => r.average ?? null, align: 'end', sortable: true },
    { key: 'comment', title: t('hostelReports.comment'), hidden: true, render: (r) => <span dir="auto">{r.comment}</span> },
    { key: 'giver', title: t('hostelReports.giver'), hidden: true },
  ];

  return (
    <ReportsScreen<Report, HostelReportsQuery>
      ns="hostelReports"
      className="talim-hostel-reports"
      countTestId="hostel-report-count"
      query={HostelReportsDocument}
      pageOf={(d) => d.hostelReports}
      columns={columns}
      legend={
        <Typography.Text type="secondary">
          {t('hostelReports.stageLegend')} <StageTag stage="intermediate" label={t('hostelReports.stage.intermediate')} />
          <StageTag stage="difficult" label={t('hostelReports.stage.difficult')} />
        </Typography.Text>
      }
      rowClassName={(r) => reportStageClass(r.reportStage)}
      printDocument={(printed, shown) => <HostelReportsPrint title={t('hostelReports.title')} rows={printed} columns={shown} />}
      fileName="hostel-reports"
      sheet={(reports) => <HostelReportSheet reports={reports.map(toSheet)} />}
      canWrite={can('hostelReport.write')}
      readersPrint
      remove={(r) => deleteReport({ variables: { id: r.id }, update: evictRow('HostelReport', r.id), refetchQueries: ['HostelReports'] })}
      confirmDelete={(r) => t('hostelReports.confirmDelete', { name: r.studentName, date: shortDate(r.date) })}
      dialog={(open, editing, onClose) => <HostelReportFormDialog open={open} editing={editing} onClose={onClose} />}
    />
  );
}

const toSheet = (r: Report) => ({ ...r, scores: r.scores.map((s) => ({ heading: s.heading, number: s.number ?? null })) });
