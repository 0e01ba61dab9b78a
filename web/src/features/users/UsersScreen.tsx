import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteOutlined, EditOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Avatar, Button, Flex, Image, Popconfirm, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { DataTable, type DataColumn } from '@/components/DataTable';
import { PrintHost } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { DeleteUserDocument, UsersDocument, type UserFieldsFragment } from '@/gql/graphql';
import { errorMessageId, errorText } from '@/lib/errors';
import { UserListPrint } from '@/print/UserListPrint';
import { UserFormDialog } from './UserFormDialog';
import { mayDelete, mayEdit, type Actor } from './userForm';

/** /users: the academy's users; register, edit and delete for admin and superUser; everyone edits their own profile. */
export default function UsersScreen() {
  const heading = useAcademyHeading();
  return (
    <PrintHost heading={heading}>
      <Users />
    </PrintHost>
  );
}

const fullName = (u: UserFieldsFragment) => `${u.firstName} ${u.lastName}`.trim();

function Users() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { me, can, refetch: refetchMe } = useSession();
  const { data, loading, error } = useQuery(UsersDocument);
  const [deleteUser] = useMutation(DeleteUserDocument);
  const [dialog, setDialog] = useState<{ open: boolean; editing: UserFieldsFragment | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<number | null>(null);
  const actor: Actor = useMemo(
    () => ({ id: me?.id, type: me?.type, canManage: can('user.manage'), canChooseType: can('user.chooseType') }),
    [me, can],
  );
  const users = useMemo(() => data?.users ?? [], [data]);
  const typeLabel = (type: string) => intl.formatMessage({ id: `role.${type}`, defaultMessage: type });

  const remove = async (user: UserFieldsFragment) => {
    setDeleting(user.id);
    try {
      await deleteUser({
        variables: { id: user.id },
        update(cache) {
          cache.updateQuery({ query: UsersDocument }, (prev) => (prev ? { users: prev.users.filter((u) => u.id !== user.id) } : prev));
        },
      });
      message.success(t('error.successMessage'));
    } catch (e) {
      message.error(errorText(intl, e));
    } finally {
      setDeleting(null);
    }
  };

  const columns: DataColumn<UserFieldsFragment>[] = [
    {
      key: 'avatar', title: t('users.avatar'), exportable: false, searchable: false, width: 64,
      render: (u) => <Avatar src={u.avatarUrl || undefined} icon={<UserOutlined />} alt={fullName(u)} />,
    },
    { key: 'id', title: t('users.id'), hidden: true, sortable: true },
    { key: 'name', title: t('users.name'), value: fullName, sortable: true },
    { key: 'email', title: t('users.email'), sortable: true, render: (u) => <span dir="ltr">{u.email}</span> },
    { key: 'type', title: t('users.type'), value: (u) => typeLabel(u.type), sortable: true },
    {
      key: 'sign', title: t('users.sign'), exportable: false, searchable: false,
      render: (u) => (u.signUrl ? <Image src={u.signUrl} alt={t('users.sign')} height={32} style={{ maxWidth: 120, objectFit: 'contain' }} /> : null),
    },
    {
      key: 'actions', title: t('table.actions'), alwaysVisible: true, exportable: false, searchable: false,
      render: (u) => (
        <Flex gap={4}>
          {mayEdit(actor, u) && (
            <Tooltip title={t('table.edit')}>
              <Button icon={<EditOutlined />} aria-label={t('table.edit')} onClick={() => setDialog({ open: true, editing: u })} />
            </Tooltip>
          )}
          {mayDelete(actor, u) && (
            <Popconfirm
              title={t('users.confirmDelete', { name: fullName(u) })}
              okText={t('table.yes')}
              cancelText={t('table.no')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(u)}
            >
              <Button danger icon={<DeleteOutlined />} aria-label={t('table.delete')} loading={deleting === u.id} />
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('users.title')}
      </Typography.Title>
      {error && <Alert type="error" showIcon title={t(errorMessageId(error).id)} />}
      <DataTable<UserFieldsFragment>
        rows={users}
        columns={columns}
        rowKey={(u) => u.id}
        loading={loading}
        title={t('users.printTitle')}
        onAdd={actor.canManage ? () => setDialog({ open: true, editing: null }) : undefined}
        addLabel={t('users.register')}
        rowClassName={(u) => (u.id === me?.id ? 'talim-row-self' : '')}
        printDocument={(rows) => <UserListPrint users={rows} />}
      />
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
    </Flex>
  );
}
