import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CrudScreen, useDialog, type CrudScreenProps, type DataColumn } from '@/components/crud';
import { usePrint } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import type { ReportNs } from './LookupReportDialog';

/** The most reports a screen loads at once (newest first); a search narrows on the server. */
const LOADED = 500;

interface Props<R extends { id: number }, Q> {
  /** The message namespace: `${ns}.title`, `.searchPlaceholder`, `.count`, `.countPartial`, `.add`, `.printSheet`, `.printSelected`. */
  ns: ReportNs;
  className: string;
  countTestId: string;
  /** The list query (search and limit) and its page. */
  query: TypedDocumentNode<Q, { search?: string | null; limit?: number }>;
  pageOf: (data: Q) => { items: R[]; total: number };
  columns: DataColumn<R>[];
  /** Shown after the count (the hostel's stage legend). */
  legend?: ReactNode;
  rowClassName?: (row: R) => string;
  printDocument?: CrudScreenProps<R>['printDocument'];
  fileName: string;
  /** The printed sheets of these reports, one page each. */
  sheet: (reports: R[]) => ReactNode;
  canWrite: boolean;
  /** Whether readers may print the sheets too (else only writers see the print buttons). */
  readersPrint: boolean;
  remove: (row: R) => Promise<unknown>;
  confirmDelete: (row: R) => string;
  /** The add/edit dialog (shown to writers only). */
  dialog: (open: boolean, editing: R | null, onClose: () => void) => ReactNode;
}

/**
 * A list of reports on the CRUD kit (the hostel student reports, the staff reports): the newest
 * LOADED reports with the grid's quick filter, a server search beyond them, the count, add, edit
 * and a confirmed delete for writers, and each report's sheet printed from its row or for the
 * selected rows.
 */
export function ReportsScreen<R extends { id: number }, Q>(props: Props<R, Q>) {
  const { ns, query, pageOf, canWrite, readersPrint, sheet } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `${ns}.${id}` }, values);
  const { number: num } = useFormat();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const dialog = useDialog<R>();
  const { data, previousData, loading, error } = useQuery(query, { variables: { search: deferred || null, limit: LOADED } });
  const answer = data ?? previousData;
  const page = answer ? pageOf(answer as Q) : undefined;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;
  const prints = canWrite || readersPrint;

  return (
    <CrudScreen<R>
      className={props.className}
      heading={t('title')}
      error={error}
      filters={
        <Flex wrap gap={8} align="center">
          {/* The grid's quick filter searches what is loaded; beyond LOADED reports the server searches. */}
          {(search || total > rows.length) && (
            <Input.Search
              allowClear
              style={{ maxWidth: 320 }}
              placeholder={t('searchPlaceholder')}
              aria-label={t('searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
          <Typography.Text type="secondary" data-testid={props.countTestId}>
            {total > rows.length ? t('countPartial', { shown: num(rows.length), total: num(total) }) : t('count', { count: total, formatted: num(total) })}
          </Typography.Text>
          {props.legend}
        </Flex>
      }
      rows={rows}
      columns={props.columns}
      rowKey={(r) => r.id}
      rowClassName={props.rowClassName}
      loading={loading && !page}
      title={t('title')}
      printDocument={props.printDocument}
      fileName={props.fileName}
      selectable={prints}
      toolbar={prints ? (selected) => <PrintSelected ns={ns} reports={selected} sheet={sheet} /> : undefined}
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('add')}
      size="small"
      actions={prints ? {
        extra: (r) => <PrintOne ns={ns} report={r} sheet={sheet} />,
        ...(canWrite ? { onEdit: dialog.edit, onDelete: props.remove, confirmDelete: props.confirmDelete } : {}),
      } : undefined}
    >
      {canWrite && props.dialog(dialog.open, dialog.row, dialog.close)}
    </CrudScreen>
  );
}

/** The row's print button: this report's sheet (inside the screen's PrintHost). */
function PrintOne<R>({ ns, report, sheet }: { ns: ReportNs; report: R; sheet: (reports: R[]) => ReactNode }) {
  const intl = useIntl();
  const print = usePrint();
  const label = intl.formatMessage({ id: `${ns}.printSheet` });
  return (
    <Tooltip title={label}>
      <Button icon={<PrinterOutlined />} aria-label={label} onClick={() => print(sheet([report]))} />
    </Tooltip>
  );
}

/** The toolbar's print of the selected reports' sheets, one page each. */
function PrintSelected<R>({ ns, reports, sheet }: { ns: ReportNs; reports: R[]; sheet: (reports: R[]) => ReactNode }) {
  const intl = useIntl();
  const print = usePrint();
  const { number: num } = useFormat();
  return (
    <Button icon={<PrinterOutlined />} disabled={!reports.length} onClick={() => print(sheet(reports))}>
      {intl.formatMessage({ id: `${ns}.printSelected` }, { count: reports.length, formatted: num(reports.length) })}
    </Button>
  );
}
