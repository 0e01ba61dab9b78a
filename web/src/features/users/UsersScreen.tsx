import { useMutation, useQuery } from '@apollo/client/react';
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Image } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CrudScreen, type DataColumn } from '@/components/crud';
import { DeleteUserDocument, UsersDocument, type UserFieldsFragment } from '@/gql/graphql';
import { UserListPrint } from '@/print/UserListPrint';
import { UserFormDialog } from './UserFormDialog';
import { mayDelete, mayEdit, type Actor } from './userForm';

const fullName = (u: UserFieldsFragment) => `${u.firstName} ${u.lastName}`.trim();

/**
 * /users: the academy's users on the CRUD kit; register, edit and delete for admin and superUser;
 * everyone edits their own profile (edit and delete show only on the rows the user may change).
 */
export default function UsersScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { me, can, refetch: refetchMe } = useSession();
  const { data, loading, error } = useQuery(UsersDocument);
  const [deleteUser] = useMutation(DeleteUserDocument);
  // Closing keeps the edited user, so the dialog keeps its title while it fades out.
  const [dialog, setDialog] = useState<{ open: boolean; editing: UserFieldsFragment | null }>({ open: false, editing: null });
  const actor: Actor = useMemo(
    () => ({ id: me?.id, type: me?.type, canManage: can('user.manage'), canChooseType: can('user.chooseType') }),
    [me, can],
  );
  const users = useMemo(() => data?.users ?? [], [data]);
  const typeLabel = (type: string) => intl.formatMessage({ id: `role.${type}`, defaultMessage: type });

  const columns: DataColumn<UserFieldsFragment>[] = [
    {
      key: 'avatar', title: t('users.avatar'), exportable: false, searchable: false, width: 64,
      render: (u) => <Avatar src={u.avatarUrl || undefined} icon={<UserOutlined />} alt={fullName(u)} />,
    },
    { key: 'id', title: t('users.id'), hidden: true, sortable: true },
    { key: 'name', title: t('users.name'), value: fullName, sortable: true },
    { key: 'email', title: t('users.email'), sortable: true, render: (u) => <span dir="ltr">{u.email}</span> },
    { key: 'type', title: t('users.type'), value: (u) => typeLabel(u.type), sortable: true },
    { key: 'admitNos', title: t('users.children'), value: (u) => (u.admitNos ?? []).join(', ') },
    {
      key: 'sign', title: t('users.sign'), exportable: false, searchable: false,
      render: (u) => (u.signUrl ? <Image src={u.signUrl} alt={t('users.sign')} height={32} style={{ maxWidth: 120, objectFit: 'contain' }} /> : null),
    },
  ];

  return (
    <CrudScreen<UserFieldsFragment>
      heading={t('users.title')}
      error={error}
      rows={users}
      columns={columns}
      rowKey={(u) => u.id}
      loading={loading}
      title={t('users.printTitle')}
      onAdd={actor.canManage ? () => setDialog({ open: true, editing: null }) : undefined}
      addLabel={t('users.register')}
      rowClassName={(u) => (u.id === me?.id ? 'talim-row-self' : '')}
      printDocument={(rows) => <UserListPrint users={rows} />}
      actions={{
        onEdit: (u) => setDialog({ open: true, editing: u }),
        showEdit: (u) => mayEdit(actor, u),
        onDelete: (u) => deleteUser({
          variables: { id: u.id },
          update(cache) {
            cache.updateQuery({ query: UsersDocument }, (prev) => (prev ? { users: prev.users.filter((x) => x.id !== u.id) } : prev));
          },
        }),
        showDelete: (u) => mayDelete(actor, u),
        confirmDelete: (u) => t('users.confirmDelete', { name: fullName(u) }),
      }}
    >
      <UserFormDialog
        open={dialog.open}
        editing={dialog.editing}
        actor={actor}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onClear={() => setDialog({ open: true, editing: null })}
        onSaved={(saved) => {
          setDialog({ open: false, editing: null });
          if (saved.id === me?.id) void refetchMe();
        }}
      />
    </CrudScreen>
  );
}
