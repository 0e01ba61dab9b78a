import { useCallback, useMemo, useState, type Key, type ReactNode } from 'react';
import { App, Button, Flex, Input, Table, type TableColumnsType } from 'antd';
import { FileExcelOutlined, FileTextOutlined, PlusOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { TableReport } from '@/print/TableReport';
import { ColumnChooser } from './ColumnChooser';
import {
  PAGE_SIZES, cellValue, compareCells, defaultPageSize, downloadCsv, downloadExcel, filterRows,
  tableMatrix, type DataColumn,
} from './dataTableUtils';
import { useFormat } from '@/lib/format';
import { PrintHost, useHasPrintHost, usePrint } from './PrintHost';
import './dataTable.css';

export type { DataColumn } from './dataTableUtils';

export interface DataTableProps<T> {
  rows: T[];
  columns: DataColumn<T>[];
  rowKey: (row: T) => Key;
  loading?: boolean;
  /** Report grids start with 20 rows a page instead of 100. */
  report?: boolean;
  /** Checkbox selection; a function says which rows may be selected. */
  selectable?: boolean | ((row: T) => boolean);
  /** What a row's checkbox is named after ("Select Rahim"): default the row's first shown column. */
  rowLabel?: (row: T) => string;
  /** Extra toolbar buttons; receives the selected rows. */
  toolbar?: (selected: T[], clearSelection: () => void) => ReactNode;
  onAdd?: () => void;
  addLabel?: string;
  /** Title of the printed report. */
  title?: string;
  /** A document of web/src/print for the print button; default the generic TableReport. */
  printDocument?: (rows: T[], columns: DataColumn<T>[]) => ReactNode;
  /** Row class names, for colouring (warning, danger…). */
  rowClassName?: (row: T, index: number) => string;
  /** Rows that stay visible whatever the quick filter says (rows being edited). */
  keepVisible?: (row: T) => boolean;
  fileName?: string;
  scrollX?: number | string | true;
  size?: 'small' | 'middle' | 'large';
  /**
   * Paged on the server: `rows` are one page of `total`; the pager asks for another page (or page
   * size) through `onChange`. The quick filter and sorting then cover the page shown; export and print
   * cover every row of the list when `allRows` loads them (a page at a time), else the page shown.
   */
  server?: { page: number; pageSize: number; total: number; onChange: (page: number, pageSize: number) => void; allRows?: () => Promise<T[]> };
  /**
   * The quick filter over the rows shown (default on). Off where the screen has its own search sent
   * to the server, so a list has one search box, not two that search different things.
   */
  quickFilter?: boolean;
}

/** The one grid of the product (DESIGN §9): paging, quick filter, selection, column chooser, CSV/Excel export, print. */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const hasHost = useHasPrintHost();
  return hasHost ? <Grid {...props} /> : <PrintHost><Grid {...props} /></PrintHost>;
}

function Grid<T extends object>(props: DataTableProps<T>) {
  const { rows, columns, rowKey, loading, report, selectable, toolbar, onAdd, addLabel, title, printDocument } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { number: num, dir } = useFormat();
  const { message } = App.useApp();
  const print = usePrint();
  const [query, setQuery] = useState('');
  // The user's choices over the default (`hidden`), so columns that appear later follow their default.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [pageSize, setPageSize] = useState(() => defaultPageSize(report));

  const shownColumns = useMemo(() => columns.filter((c) => isShown(c, chosen)), [columns, chosen]);
  const filtered = useMemo(() => {
    const hits = new Set(filterRows(rows, shownColumns, query));
    return props.keepVisible ? rows.filter((r) => hits.has(r) || props.keepVisible!(r)) : [...hits];
  }, [rows, shownColumns, query, props.keepVisible]);
  const selected = useMemo(() => rows.filter((r) => selectedKeys.includes(rowKey(r))), [rows, selectedKeys, rowKey]);
  const clearSelection = useCallback(() => setSelectedKeys([]), []);

  const antColumns: TableColumnsType<T> = shownColumns.map((c) => ({
    key: c.key,
    title: c.title,
    align: c.align,
    width: c.width,
    fixed: c.fixed,
    sorter: c.sortable ? (a: T, b: T) => compareCells(cellValue(c, a), cellValue(c, b)) : undefined,
    render: (_: unknown, row: T, index: number) => {
      if (c.render) return c.render(row, index);
      const v = cellValue(c, row);
      return typeof v === 'number' ? num(v) : v;
    },
  }));

  /**
   * Export and print take the rows shown, at once; on a server-paged list with `allRows`, every row
   * of the list, once loaded (a failed load says so).
   */
  const withRows = (take: (rows: T[]) => unknown): unknown => {
    const load = props.server?.allRows;
    if (!load) return take(filtered);
    return load().then(take, () => message.error(t('error.errorMessage')));
  };
  const exportCsv = () => withRows((all) => {
    const { headers, body } = tableMatrix(shownColumns, all);
    downloadCsv(headers, body, `${props.fileName ?? 'data'}.csv`);
  });
  const exportExcel = () => withRows(async (all) => {
    const { headers, body } = tableMatrix(shownColumns, all);
    try {
      await downloadExcel(headers, body, `${props.fileName ?? 'data'}.xlsx`, dir === 'rtl');
    } catch {
      message.error(t('error.errorMessage'));
    }
  });
  const printTable = () => withRows((all) =>
    print(printDocument ? printDocument(all, shownColumns) : <TableReport title={title ?? ''} columns={shownColumns} rows={all} />));

  return (
    <Flex vertical gap={12} className="talim-data-table">
      <Flex wrap gap={8} align="center" justify="space-between">
        <Flex wrap gap={8} align="center">
          {onAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
              {addLabel ?? t('table.add')}
            </Button>
          )}
          {toolbar?.(selected, clearSelection)}
        </Flex>
        <Flex wrap gap={8} align="center">
          {props.quickFilter !== false && (
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder={t('table.search')}
              aria-label={t('table.search')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              style={{ width: 220 }}
            />
          )}
          <ColumnChooser
            columns={columns}
            visible={shownColumns.map((c) => c.key)}
            onToggle={(key, on) => setChosen((prev) => ({ ...prev, [key]: on }))}
          />
          <Button icon={<FileTextOutlined />} onClick={exportCsv}>
            {t('table.exportCsv')}
          </Button>
          <Button icon={<FileExcelOutlined />} onClick={exportExcel}>
            {t('table.exportExcel')}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={printTable}>
            {t('table.print')}
          </Button>
        </Flex>
      </Flex>
      <Table<T>
        rowKey={rowKey}
        columns={antColumns}
        dataSource={filtered}
        loading={loading}
        size={props.size ?? 'middle'}
        bordered
        // Width auto (at least the box) and automatic layout: cells wrap so the grid fits its box, and
        // it scrolls sideways only when even wrapped text is wider (issue 25 item 21).
        scroll={{ x: props.scrollX ?? true }}
        tableLayout="auto"
        rowClassName={props.rowClassName}
        locale={{ emptyText: t('error.sorryNotFound') }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selectedKeys,
                onChange: (keys) => setSelectedKeys(keys),
                // named in the page's language after the row, not antd's English "Select row 1" (issue 27)
                getCheckboxProps: (row) => ({
                  ...(typeof selectable === 'function' ? { disabled: !selectable(row) } : {}),
                  'aria-label': t('table.selectRow', { name: props.rowLabel?.(row) ?? firstCell(shownColumns, row) }),
                }),
                getTitleCheckboxProps: () => ({ 'aria-label': t('table.selectAll') }),
              }
            : undefined
        }
        pagination={{
          ...(props.server
            ? { current: props.server.page, pageSize: props.server.pageSize, total: props.server.total, onChange: props.server.onChange }
            : { pageSize, onShowSizeChange: (_: number, size: number) => setPageSize(size), onChange: (_: number, size: number) => setPageSize(size) }),
          pageSizeOptions: [...PAGE_SIZES],
          showSizeChanger: true,
          showTotal: (total, [from, to]) =>
            intl.formatMessage({ id: 'table.range' }, { from: num(from), to: num(to), total: num(total) }),
          itemRender: (page, type, element) => (type === 'page' ? <a>{num(page)}</a> : element),
        }}
      />
    </Flex>
  );
}

/** A row's first shown column as text (what names its checkbox). */
function firstCell<T>(columns: DataColumn<T>[], row: T): string {
  const v = columns.length ? cellValue(columns[0], row) : '';
  return v === null || v === undefined ? '' : String(v);
}

/** Shown: always-visible columns, the user's choice, else the column's default. */
export function isShown<T>(column: DataColumn<T>, chosen: Record<string, boolean>): boolean {
  return !!column.alwaysVisible || (chosen[column.key] ?? !column.hidden);
}
