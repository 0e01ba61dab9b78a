import { useMutation, useQuery } from '@apollo/client/react';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { LeaveKind } from '@rules/leaves';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { DeleteLeaveDocument, LeavesDocument, type LeaveFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { ServerSearchBar, useServerSearch } from '@/features/accounts/receipts/ServerSearch';
import { LeaveFormDialog } from './LeaveFormDialog';
import { kindLabels, reasonLabelId, typeLabelId } from './leaveForm';

type Leave = LeaveFieldsFragment;

/**
 * /leavesManage (staff) and /leavesManageStudent (students): the leave list on the CRUD kit (id
 * number, name, class or designation, start, end, days, reason, type, entered on), add and edit
 * in the leave dialog, confirmed delete, print from the grid; writing with 'leave.write'. One search
 * box, sent to the server (name, id number in any digits, class or designation), paged by lots.
 */
export function LeavesScreen({ kind }: { kind: LeaveKind }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, shortDate } = useFormat();
  const { can } = useSession();
  const canWrite = can('leave.write');
  const labels = kindLabels(kind);
  const list = useServerSearch();
  const dialog = useDialog<Leave>();
  const { data, loading, error } = useQuery(LeavesDocument, {
    variables: { kind, search: list.search, offset: 0, limit: list.limit },
  });
  const [deleteLeave] = useMutation(DeleteLeaveDocument, { refetchQueries: ['Leaves'] });
  const rows = data?.leaves.items ?? [];
  const total = data?.leaves.total ?? 0;

  const label = (id: string | null, raw: string) => (id ? t(id) : raw);
  const columns: DataColumn<Leave>[] = [
    { key: 'idNo', title: t(labels.idNo), value: (l) => l.idNo, render: (l) => digits(l.idNo), sortable: true },
    { key: 'name', title: t('leaves.name'), render: (l) => <span dir="auto">{l.name}</span>, sortable: true },
    { key: 'classOrDesignation', title: t(labels.classOrDesignation), render: (l) => <span dir="auto">{l.classOrDesignation}</span>, sortable: true },
    { key: 'startDate', title: t('leaves.start'), render: (l) => <Nowrap>{shortDate(l.startDate)}</Nowrap>, sortable: true },
    { key: 'endDate', title: t('leaves.end'), render: (l) => <Nowrap>{shortDate(l.endDate)}</Nowrap>, sortable: true },
    { key: 'days', title: t('leaves.days'), align: 'end', total: true, sortable: true },
    { key: 'reason', title: t('leaves.reason'), value: (l) => label(reasonLabelId(l.reason), l.reason), sortable: true },
    {
      key: 'leaveType', title: t('leaves.type'), value: (l) => label(typeLabelId(l.leaveType), l.leaveType),
      render: (l) => <Tag color={l.leaveType === 'written' ? 'blue' : 'default'}>{label(typeLabelId(l.leaveType), l.leaveType)}</Tag>,
    },
    {
      key: 'createdAt', title: t('leaves.created'), hidden: true, value: (l) => String(l.createdAt),
      render: (l) => <Nowrap>{shortDate(String(l.createdAt))}</Nowrap>,
    },
  ];

  return (
    <CrudScreen<Leave>
      className={`talim-leaves talim-leaves-${kind}`}
      heading={t(labels.title)}
      error={error}
      filters={<ServerSearchBar state={list} placeholder={t('leaves.search', { label: t(labels.idNo) })} shown={rows.length} total={total} loading={loading} />}
      quickFilter={false}
      rows={rows}
      columns={columns}
      rowKey={(l) => l.id}
      loading={loading && !data}
      title={t(labels.title)}
      fileName={kind === 'staff' ? 'staff-leaves' : 'student-leaves'}
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('leaves.add')}
      size="small"
      actions={canWrite ? {
        onEdit: dialog.edit,
        onDelete: (l) => deleteLeave({ variables: { id: l.id } }),
        confirmDelete: (l) => t('leaves.confirmDelete', { name: l.name, start: shortDate(l.startDate), end: shortDate(l.endDate) }),
      } : undefined}
    >
      {canWrite && <LeaveFormDialog kind={kind} open={dialog.open} editing={dialog.row} onClose={dialog.close} />}
    </CrudScreen>
  );
}

function Nowrap({ children }: { children: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}
