import { useMutation, useQuery } from '@apollo/client/react';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { DeviceDialog } from '@/features/attendance/DeviceDialog';
import {
  ControllerDeleteDeviceDocument, ControllerDevicesDocument, ControllerMeDocument, ControllerSaveDeviceDocument,
  type ControllerDeviceFieldsFragment,
} from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { AcademyFilter, useAcademyOptions } from './AcademyFilter';

type Device = ControllerDeviceFieldsFragment;

/**
 * /controller/attendacneDevice: the attendance devices of every academy (or of the one chosen). A
 * super_admin adds one for an academy, edits (the secret code is typed again) and deletes; each
 * change is audited on the academy (its change history on the academies screen).
 */
export default function ControllerDevicesScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const f = useFormat();
  const [code, setCode] = useState('');
  const { data, loading, error } = useQuery(ControllerDevicesDocument, { variables: { code }, fetchPolicy: 'cache-and-network' });
  const { data: me } = useQuery(ControllerMeDocument);
  const [save] = useMutation(ControllerSaveDeviceDocument, { refetchQueries: [ControllerDevicesDocument] });
  const [remove] = useMutation(ControllerDeleteDeviceDocument, { refetchQueries: [ControllerDevicesDocument] });
  const dialog = useDialog<Device>();
  const editing = dialog.row;
  const canWrite = me?.controllerMe?.type === 'super_admin';
  const rows = useMemo(() => data?.controllerDevices ?? [], [data]);
  const options = useAcademyOptions();
  const today = dayjs().format('YYYY-MM-DD');

  const columns: DataColumn<Device>[] = [
    { key: 'code', title: t('controller.col.code'), sortable: true, value: (d) => d.code, render: (d) => <span dir="ltr">{f.digits(d.code)}</span> },
    { key: 'academyName', title: t('controller.col.academy'), sortable: true, value: (d) => d.academyName },
    { key: 'deviceName', title: t('attendance.device.deviceName'), sortable: true, value: (d) => d.deviceName },
    { key: 'deviceUser', title: t('attendance.device.deviceUser'), value: (d) => t(`attendance.deviceUser.${d.deviceUser}`) },
    { key: 'ipAddress', title: t('attendance.device.ipAddress'), value: (d) => `${d.ipAddress}:${d.port}`, render: (d) => <span dir="ltr">{d.ipAddress}:{d.port}</span> },
    {
      key: 'expiryDate', title: t('attendance.device.expiryDate'), sortable: true, value: (d) => d.expiryDate,
      render: (d) => (d.expiryDate && d.expiryDate < today ? <Tag color="warning">{f.shortDate(d.expiryDate)}</Tag> : f.shortDate(d.expiryDate)),
    },
    { key: 'email', title: t('attendance.device.email'), value: (d) => d.email, render: (d) => <span dir="ltr">{d.email}</span> },
  ];
  return (
    <CrudScreen<Device>
      heading={t('controller.devices')}
      error={error}
      rows={rows}
      columns={columns}
      rowKey={(d) => d.id}
      loading={loading && !data}
      title={t('controller.devices')}
      fileName="attendance-devices"
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('attendance.device.add')}
      filters={<AcademyFilter value={code} onChange={setCode} options={options} />}
      actions={canWrite ? {
        onEdit: dialog.edit,
        onDelete: (d) => remove({ variables: { code: d.code, id: d.id } }),
        confirmDelete: (d) => t('attendance.device.confirmDelete', { name: d.deviceName }),
      } : undefined}
    >
      <DeviceDialog
        open={dialog.open}
        editing={editing}
        onClose={dialog.close}
        academies={options}
        code={code}
        onSave={(input, academy) => save({ variables: { code: academy, input } })}
      />
    </CrudScreen>
  );
}
