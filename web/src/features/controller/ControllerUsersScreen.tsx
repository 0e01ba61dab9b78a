import { UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { CrudScreen, type DataColumn } from '@/components/crud';
import {
  ControllerAcademyUsersDocument, ControllerDeleteAcademyUserDocument, ControllerMeDocument,
  type ControllerAcademyUsersQuery,
} from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { AcademyFilter, useAcademyOptions } from './AcademyFilter';

type Row = ControllerAcademyUsersQuery['controllerAcademyUsers'][number];
const fullName = (u: Row) => `${u.firstName} ${u.lastName}`.trim();

/**
 * /controller/users: the users of every academy, or of the academy chosen in the filter. A
 * super_admin deletes one (an academy's last superUser stays); the deletion is audited on the academy.
 */
export default function ControllerUsersScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const f = useFormat();
  const [code, setCode] = useState('');
  const { data, loading, error } = useQuery(ControllerAcademyUsersDocument, { variables: { code }, fetchPolicy: 'cache-and-network' });
  const { data: me } = useQuery(ControllerMeDocument);
  const [remove] = useMutation(ControllerDeleteAcademyUserDocument, { refetchQueries: [ControllerAcademyUsersDocument] });
  const canWrite = me?.controllerMe?.type === 'super_admin';
  const rows = useMemo(() => data?.controllerAcademyUsers ?? [], [data]);
  const options = useAcademyOptions();

  const columns: DataColumn<Row>[] = [
    {
      key: 'avatar', title: t('users.avatar'), exportable: false, searchable: false, width: 64,
      render: (u) => <Avatar src={u.avatarUrl || undefined} icon={<UserOutlined />} alt={fullName(u)} />,
    },
    { key: 'code', title: t('controller.col.code'), sortable: true, value: (u) => u.code, render: (u) => <span dir="ltr">{f.digits(u.code)}</span> },
    { key: 'academyName', title: t('controller.col.academy'), sortable: true, value: (u) => u.academyName },
    { key: 'name', title: t('users.name'), sortable: true, value: fullName },
    { key: 'email', title: t('users.email'), sortable: true, value: (u) => u.email, render: (u) => <span dir="ltr">{u.email}</span> },
    { key: 'type', title: t('users.type'), sortable: true, value: (u) => intl.formatMessage({ id: `role.${u.type}`, defaultMessage: u.type }) },
  ];

  return (
    <CrudScreen<Row>
      heading={t('controller.users')}
      error={error}
      rows={rows}
      columns={columns}
      rowKey={(u) => u.id}
      loading={loading && !data}
      title={t('controller.users')}
      fileName="academy-users"
      filters={<AcademyFilter value={code} onChange={setCode} options={options} />}
      actions={canWrite ? {
        onDelete: (u) => remove({ variables: { code: u.code, id: u.id } }),
        confirmDelete: (u) => t('controller.confirmDeleteUser', { name: fullName(u), academy: u.academyName }),
      } : undefined}
    />
  );
}
