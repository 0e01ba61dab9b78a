import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Popconfirm, Tooltip, Typography } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type DataColumn, type DataTableProps } from '@/components/DataTable';
import { PrintHost, useHasPrintHost } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { errorMessageId, errorText } from '@/lib/errors';

/** The buttons at the end of each row: edit (opens the form dialog), delete (after a confirm) and more. */
export interface RowActions<T> {
  onEdit?: (row: T) => void;
  /** The delete call; the kit confirms first, then shows success or the server's translated error. */
  onDelete?: (row: T) => Promise<unknown>;
  /** The confirm question for this row (default "Delete this row?"). */
  confirmDelete?: (row: T) => string;
  /** Rows that may not be deleted show a disabled button (with `deleteBlockedReason` as its tip). */
  canDelete?: (row: T) => boolean;
  deleteBlockedReason?: (row: T) => string;
  /** Extra buttons of a row, before edit and delete. */
  extra?: (row: T) => ReactNode;
  /** false: this row has no edit button (a row the user may not edit, a row being edited in place). */
  showEdit?: (row: T) => boolean;
  /** false: this row has no delete button at all (`canDelete` false shows it disabled instead). */
  showDelete?: (row: T) => boolean;
}

export interface CrudScreenProps<T> extends DataTableProps<T> {
  /** The screen's heading. */
  heading: string;
  /** Filters and summaries shown between the heading and the grid. */
  filters?: ReactNode;
  /** A failed list query: shown as the server's translated message. */
  error?: unknown;
  /** Row buttons; no actions column when no action is given (a read-only user). */
  actions?: RowActions<T>;
  /** Dialogs of the screen (form, give-out…). */
  children?: ReactNode;
  className?: string;
}

/**
 * The list screen of every CRUD domain (the kit): heading, filters, the one DataTable (toolbar with
 * add, quick search, columns, CSV/Excel, print), an actions column with edit and a confirmed
 * delete, and the screen's dialogs. Prints carry the academy heading.
 */
export function CrudScreen<T extends object>(props: CrudScreenProps<T>) {
  const hasHost = useHasPrintHost();
  const academy = useAcademyHeading();
  return hasHost ? <CrudList {...props} /> : <PrintHost heading={academy}><CrudList {...props} /></PrintHost>;
}

function CrudList<T extends object>({ heading, filters, error, actions, children, className, columns, ...table }: CrudScreenProps<T>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const [busy, setBusy] = useState<Key | null>(null);

  const remove = async (row: T) => {
    if (!actions?.onDelete) return;
    setBusy(table.rowKey(row));
    try {
      await actions.onDelete(row);
      message.success(t('error.successMessage'));
    } catch (e) {
      message.error(errorText(intl, e));
    } finally {
      setBusy(null);
    }
  };

  const withActions: DataColumn<T>[] = actions && (actions.onEdit || actions.onDelete || actions.extra)
    ? [...columns, {
        key: 'actions',
        title: t('table.actions'),
        alwaysVisible: true,
        exportable: false,
        searchable: false,
        render: (row: T) => {
          const deletable = actions.canDelete?.(row) ?? true;
          return (
            <Flex gap={4}>
              {actions.extra?.(row)}
              {actions.onEdit && (actions.showEdit?.(row) ?? true) && (
                <Tooltip title={t('table.edit')}>
                  <Button icon={<EditOutlined />} aria-label={t('table.edit')} onClick={() => actions.onEdit!(row)} />
                </Tooltip>
              )}
              {actions.onDelete && (actions.showDelete?.(row) ?? true) && (deletable ? (
                <Popconfirm
                  title={actions.confirmDelete?.(row) ?? t('table.confirmDelete')}
                  okText={t('table.yes')}
                  cancelText={t('table.no')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(row)}
                >
                  <Button danger icon={<DeleteOutlined />} aria-label={t('table.delete')} loading={busy === table.rowKey(row)} />
                </Popconfirm>
              ) : (
                <Tooltip title={actions.deleteBlockedReason?.(row)}>
                  <Button danger disabled icon={<DeleteOutlined />} aria-label={t('table.delete')} />
                </Tooltip>
              ))}
            </Flex>
          );
        },
      }]
    : columns;

  return (
    <Flex vertical gap={12} className={className}>
      <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>
        {heading}
      </Typography.Title>
      {filters}
      {error ? <Alert type="error" showIcon title={t(errorMessageId(error).id)} /> : null}
      <DataTable<T> columns={withActions} title={table.title ?? heading} {...table} />
      {children}
    </Flex>
  );
}
