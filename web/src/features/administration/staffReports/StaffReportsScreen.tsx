import { PrinterOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { usePrint } from '@/components/PrintHost';
import { DeleteStaffReportDocument, StaffReportsDocument, type StaffReportFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { StaffReportSheet } from '@/print/staff/StaffReportSheet';
import { StaffReportFormDialog } from './StaffReportFormDialog';
import { reportTypeLabelId } from './staffReportForm';

type Report = StaffReportFieldsFragment;

/** The most reports the screen loads at once (newest first); a search narrows on the server. */
const LOADED = 500;

/**
 * /officiantsReport: staff reports (spec doc 1 §2, §3, §5), on the CRUD kit. Add, edit, print and
 * delete with 'staffReport.write' (principal or superUser); the sheet prints one A4 page per report.
 */
export default function StaffReportsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits, date: longDate } = useFormat();
  const { can } = useSession();
  const canWrite = can('staffReport.write');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const dialog = useDialog<Report>();
  const { data, previousData, loading, error } = useQuery(StaffReportsDocument, { variables: { search: deferred || null, limit: LOADED } });
  const [deleteReport] = useMutation(DeleteStaffReportDocument);
  const page = (data ?? previousData)?.staffReports;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;
  const typeLabel = (r: Report) => {
    const id = reportTypeLabelId(r.reportType);
    return id ? t(id) : r.reportType;
  };

  const columns: DataColumn<Report>[] = [
    { key: 'staffId', title: t('staffReports.staffId'), sortable: true, render: (r) => <bdi dir="ltr">{digits(r.staffId)}</bdi> },
    { key: 'name', title: t('staffReports.name'), sortable: true, render: (r) => <span dir="auto">{r.name}</span> },
    { key: 'designation', title: t('staffReports.designation'), sortable: true },
    { key: 'reportType', title: t('staffReports.reportType'), value: typeLabel, sortable: true },
    { key: 'date', title: t('staffReports.date'), value: (r) => r.date, render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{longDate(r.date)}</span>, sortable: true },
    { key: 'subjectCount', title: t('staffReports.subjectCount'), value: (r) => r.subjectCount, align: 'end', sortable: true },
  ];

  return (
    <CrudScreen<Report>
      className="talim-staff-reports"
      heading={t('staffReports.title')}
      error={error}
      filters={
        <Flex wrap gap={8} align="center">
          {/* The grid's quick filter searches what is loaded; beyond LOADED reports the server searches. */}
          {(search || total > rows.length) && (
            <Input.Search
              allowClear
              style={{ maxWidth: 320 }}
              placeholder={t('staffReports.searchPlaceholder')}
              aria-label={t('staffReports.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
          <Typography.Text type="secondary" data-testid="staff-report-count">
            {total > rows.length
              ? t('staffReports.countPartial', { shown: num(rows.length), total: num(total) })
              : t('staffReports.count', { count: total, formatted: num(total) })}
          </Typography.Text>
        </Flex>
      }
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      loading={loading && !page}
      title={t('staffReports.title')}
      fileName="staff-reports"
      selectable={canWrite}
      toolbar={canWrite ? (selected) => <PrintSelected reports={selected} /> : undefined}
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('staffReports.add')}
      size="small"
      actions={canWrite ? {
        extra: (r) => <PrintOne report={r} />,
        onEdit: dialog.edit,
        onDelete: (r) => deleteReport({ variables: { id: r.id }, update: evictRow('StaffReport', r.id), refetchQueries: ['StaffReports'] }),
        confirmDelete: (r) => t('staffReports.confirmDelete', { name: r.name, date: digits(r.date) }),
      } : undefined}
    >
      {canWrite && <StaffReportFormDialog open={dialog.open} editing={dialog.row} onClose={dialog.close} />}
    </CrudScreen>
  );
}

/** The row's print button: this report's sheet (inside the screen's PrintHost). */
function PrintOne({ report }: { report: Report }) {
  const intl = useIntl();
  const print = usePrint();
  const label = intl.formatMessage({ id: 'staffReports.printSheet' });
  return (
    <Tooltip title={label}>
      <Button icon={<PrinterOutlined />} aria-label={label} onClick={() => print(<StaffReportSheet reports={[report]} />)} />
    </Tooltip>
  );
}

/** The toolbar's print of the selected reports' sheets, one page each. */
function PrintSelected({ reports }: { reports: Report[] }) {
  const intl = useIntl();
  const print = usePrint();
  const { number: num } = useFormat();
  return (
    <Button icon={<PrinterOutlined />} disabled={!reports.length} onClick={() => print(<StaffReportSheet reports={reports} />)}>
      {intl.formatMessage({ id: 'staffReports.printSelected' }, { count: reports.length, formatted: num(reports.length) })}
    </Button>
  );
}
