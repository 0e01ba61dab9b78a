import { UnorderedListOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Avatar, Button, Flex, Input, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { DeleteStaffDocument, StaffListDocument, type StaffFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { StaffDutiesDialog } from './StaffDutiesDialog';
import { StaffFormDialog } from './StaffFormDialog';
import { StaffIdCardsButton } from './StaffIdCardsButton';
import { staffAddress } from './staffForm';
import { HistoryButton } from '@/features/history/HistoryButton';

type StaffRow = StaffFieldsFragment;

/** The most rows the screen loads at once (the API's page limit); a larger staff is searched on the server. */
const LOAD_LIMIT = 500;

/**
 * /officiants: the staff list (spec doc 1 §2 "officiants list": photo, name, father name, type,
 * designation, mobile, nid, address and salary; nid and salary hidden by default), the register
 * dialog, duties and ID cards. Register, edit, delete and duties need 'staff.write' (principal, superUser).
 */
export default function StaffScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits } = useFormat();
  const { can } = useSession();
  const canWrite = can('staff.write');
  const [search, setSearch] = useState('');
  const dialog = useDialog<StaffRow>();
  const [dutiesOf, setDutiesOf] = useState<StaffRow | null>(null);
  const { data, loading, error } = useQuery(StaffListDocument, { variables: { limit: LOAD_LIMIT, ...(search ? { search } : {}) } });
  const [deleteStaff] = useMutation(DeleteStaffDocument);
  const rows = useMemo(() => data?.staff.items ?? [], [data]);
  const total = data?.staff.total ?? 0;
  // The dialog shows the row as the list has it now (after a duty is added or removed).
  const dutiesRow = dutiesOf ? rows.find((r) => r.id === dutiesOf.id) ?? dutiesOf : null;

  const candidate = (v: string) => (v === 'teacher' || v === 'worker' ? t(`staff.candidate.${v}`) : v);
  const columns: DataColumn<StaffRow>[] = [
    {
      key: 'photo', title: t('staff.photo'), exportable: false, searchable: false, width: 64,
      render: (s) => <Avatar shape="square" size={40} src={s.photoUrl || undefined} icon={<UserOutlined />} alt={s.name} />,
    },
    { key: 'staffId', title: t('staff.staffId'), sortable: true, render: (s) => <bdi>{digits(s.staffId)}</bdi> },
    { key: 'name', title: t('staff.name'), sortable: true },
    { key: 'fatherName', title: t('staff.fatherName') },
    { key: 'candidateType', title: t('staff.candidateType'), value: (s) => candidate(s.candidateType), sortable: true },
    { key: 'designation', title: t('staff.designation'), sortable: true },
    { key: 'mobile', title: t('staff.mobile'), render: (s) => <bdi dir="ltr">{digits(s.mobile)}</bdi> },
    { key: 'nid', title: t('staff.nid'), hidden: true, render: (s) => <bdi dir="ltr">{digits(s.nid)}</bdi> },
    { key: 'address', title: t('staff.address'), value: staffAddress, width: 240 },
    { key: 'salary', title: t('staff.salary'), hidden: true, align: 'end', total: true, sortable: true, value: (s) => s.salary },
  ];

  return (
    <CrudScreen<StaffRow>
      heading={t('staff.title')}
      error={error}
      filters={
        <Flex wrap gap={8} align="center">
          <Typography.Text type="secondary">{t('staff.count', { count: total, formatted: num(total) })}</Typography.Text>
          {(total > rows.length || search) && (
            <>
              <Alert type="info" showIcon title={t('staff.tooMany', { shown: num(rows.length), total: num(total) })} />
              <Input.Search
                allowClear
                aria-label={t('staff.serverSearch')}
                placeholder={t('staff.serverSearch')}
                style={{ width: 260 }}
                onSearch={(value) => setSearch(value.trim())}
              />
            </>
          )}
        </Flex>
      }
      rows={rows}
      columns={columns}
      rowKey={(s) => s.id}
      loading={loading && !data}
      title={t('staff.printTitle')}
      fileName="officiants"
      selectable
      toolbar={(selected) => <StaffIdCardsButton selected={selected} all={rows} />}
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('staff.add')}
      size="small"
      actions={{
        extra: (s) => (
          <>
            <Tooltip title={t('staff.duties')}>
              <Button icon={<UnorderedListOutlined />} aria-label={t('staff.dutiesOf', { name: s.name })} onClick={() => setDutiesOf(s)} />
            </Tooltip>
            <HistoryButton entity="staff" recordKey={s.id} />
          </>
        ),
        ...(canWrite ? {
          onEdit: dialog.edit,
          onDelete: (s: StaffRow) => deleteStaff({ variables: { id: s.id }, update: evictRow('Staff', s.id), refetchQueries: ['StaffList'] }),
          confirmDelete: (s: StaffRow) => t('staff.confirmDelete', { name: s.name }),
        } : {}),
      }}
    >
      {canWrite && <StaffFormDialog open={dialog.open} editing={dialog.row} onClose={dialog.close} />}
      <StaffDutiesDialog staff={dutiesRow} canWrite={canWrite} onClose={() => setDutiesOf(null)} />
    </CrudScreen>
  );
}
