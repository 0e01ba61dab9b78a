import { PrinterOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { usePrint } from '@/components/PrintHost';
import { reportStageClass } from '@/features/admission/studentList/studentList';
import { DeleteHostelReportDocument, HostelReportsDocument, type HostelReportFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { HostelReportSheet } from '@/print/hostel/HostelReportSheet';
import { HostelReportsPrint } from '@/print/hostel/HostelReportsPrint';
import { HostelReportFormDialog, StageTag } from './HostelReportFormDialog';
import { headingLabelId, reportTypeLabelId, stageLabelId } from './hostelReportForm';
import './hostelReports.css';

type Report = HostelReportFieldsFragment;

/** The most reports the screen loads at once (newest first); a search narrows on the server. */
const LOADED = 500;

/**
 * /studentReport: hostel student reports (spec doc 2 §2, §3, §5), on the CRUD kit. Rows are coloured
 * by report stage (intermediate warning, difficult danger); id and giver are hidden columns. Add,
 * edit, print and delete with 'hostelReport.write' (any of the academy's staff, §6); the list prints
 * with its stage counts, each report on its own A4 sheet.
 */
export default function StudentReportsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits, date: longDate } = useFormat();
  const { can } = useSession();
  const canWrite = can('hostelReport.write');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const dialog = useDialog<Report>();
  const { data, previousData, loading, error } = useQuery(HostelReportsDocument, { variables: { search: deferred || null, limit: LOADED } });
  const [deleteReport] = useMutation(DeleteHostelReportDocument);
  const page = (data ?? previousData)?.hostelReports;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;
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
    { key: 'date', title: t('hostelReports.date'), value: (r) => r.date, render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{longDate(r.date)}</span>, sortable: true },
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
    <CrudScreen<Report>
      className="talim-hostel-reports"
      heading={t('hostelReports.title')}
      error={error}
      filters={
        <Flex wrap gap={8} align="center">
          {/* The grid's quick filter searches what is loaded; beyond LOADED reports the server searches. */}
          {(search || total > rows.length) && (
            <Input.Search
              allowClear
              style={{ maxWidth: 320 }}
              placeholder={t('hostelReports.searchPlaceholder')}
              aria-label={t('hostelReports.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
          <Typography.Text type="secondary" data-testid="hostel-report-count">
            {total > rows.length
              ? t('hostelReports.countPartial', { shown: num(rows.length), total: num(total) })
              : t('hostelReports.count', { count: total, formatted: num(total) })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('hostelReports.stageLegend')} <StageTag stage="intermediate" label={t('hostelReports.stage.intermediate')} />
            <StageTag stage="difficult" label={t('hostelReports.stage.difficult')} />
          </Typography.Text>
        </Flex>
      }
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      rowClassName={(r) => reportStageClass(r.reportStage)}
      loading={loading && !page}
      title={t('hostelReports.title')}
      printDocument={(printed, shown) => <HostelReportsPrint title={t('hostelReports.title')} rows={printed} columns={shown} />}
      fileName="hostel-reports"
      selectable
      toolbar={(selected) => <PrintSelected reports={selected} />}
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('hostelReports.add')}
      size="small"
      actions={{
        extra: (r) => <PrintOne report={r} />,
        ...(canWrite ? {
          onEdit: dialog.edit,
          onDelete: (r: Report) => deleteReport({ variables: { id: r.id }, update: evictRow('HostelReport', r.id), refetchQueries: ['HostelReports'] }),
          confirmDelete: (r: Report) => t('hostelReports.confirmDelete', { name: r.studentName, date: digits(r.date) }),
        } : {}),
      }}
    >
      {canWrite && <HostelReportFormDialog open={dialog.open} editing={dialog.row} onClose={dialog.close} />}
    </CrudScreen>
  );
}

/** The row's print button: this report's sheet (inside the screen's PrintHost). */
function PrintOne({ report }: { report: Report }) {
  const intl = useIntl();
  const print = usePrint();
  const label = intl.formatMessage({ id: 'hostelReports.printSheet' });
  return (
    <Tooltip title={label}>
      <Button icon={<PrinterOutlined />} aria-label={label} onClick={() => print(<HostelReportSheet reports={[toSheet(report)]} />)} />
    </Tooltip>
  );
}

/** The toolbar's print of the selected reports' sheets, one page each. */
function PrintSelected({ reports }: { reports: Report[] }) {
  const intl = useIntl();
  const print = usePrint();
  const { number: num } = useFormat();
  return (
    <Button icon={<PrinterOutlined />} disabled={!reports.length} onClick={() => print(<HostelReportSheet reports={reports.map(toSheet)} />)}>
      {intl.formatMessage({ id: 'hostelReports.printSelected' }, { count: reports.length, formatted: num(reports.length) })}
    </Button>
  );
}

const toSheet = (r: Report) => ({ ...r, scores: r.scores.map((s) => ({ heading: s.heading, number: s.number ?? null })) });
