import { useMutation, useQuery } from '@apollo/client/react';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { DEVICE_USERS } from '@rules/attendance';
import { CrudScreen, FormDialog, useDialog, type DataColumn } from '@/components/crud';
import {
  ControllerDeleteDeviceDocument, ControllerDevicesDocument, ControllerMeDocument, ControllerSaveDeviceDocument,
  type ControllerDeviceFieldsFragment,
} from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { AcademyFilter, useAcademyOptions } from './AcademyFilter';

type Device = ControllerDeviceFieldsFragment;
interface Values { code: string; deviceName: string; deviceUser: string; ipAddress: string; port: number | null; secretCode: string; expiryDate: string; email: string }
const FIELDS = ['code', 'deviceName', 'deviceUser', 'ipAddress', 'port', 'secretCode', 'expiryDate', 'email'] as const;
const REQUIRED = FIELDS.filter((f) => f !== 'deviceUser');

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
      render: (d) => (d.expiryDate && d.expiryDate < today ? <Tag color="warning">{f.digits(d.expiryDate)}</Tag> : f.digits(d.expiryDate)),
    },
    { key: 'email', title: t('attendance.device.email'), value: (d) => d.email, render: (d) => <span dir="ltr">{d.email}</span> },
  ];
  const required = [{ required: true, message: t('app.required') }];
  const labels: Record<string, string> = Object.fromEntries(FIELDS.map((x) => [x, x === 'code' ? 'controller.col.academy' : `attendance.device.${x}`]));
  const item = (name: (typeof FIELDS)[number], node: React.ReactNode, sm = 12) => (
    <Col xs={24} sm={sm}>
      <Form.Item name={name} label={t(labels[name])} rules={name === 'deviceUser' ? [] : required}>{node}</Form.Item>
    </Col>
  );

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
      <FormDialog<Values>
        open={dialog.open}
        title={t(editing ? 'attendance.device.editTitle' : 'attendance.device.addTitle')}
        onClose={dialog.close}
        initialValues={editing
          ? { code: editing.code, deviceName: editing.deviceName, deviceUser: editing.deviceUser, ipAddress: editing.ipAddress, port: editing.port, secretCode: '', expiryDate: editing.expiryDate, email: editing.email }
          : { code, deviceName: '', deviceUser: 'All', ipAddress: '', port: 4370, secretCode: '', expiryDate: '', email: '' }}
        fields={FIELDS}
        labels={labels}
        missing={(v) => REQUIRED.filter((x) => v[x] === null || v[x] === undefined || !String(v[x]).trim())}
        onSubmit={(v) => save({ variables: { code: v.code, input: {
          ...(editing ? { id: editing.id } : {}), deviceName: v.deviceName.trim(), deviceUser: v.deviceUser || 'All', ipAddress: v.ipAddress.trim(),
          port: Number(v.port), secretCode: String(v.secretCode), expiryDate: v.expiryDate, email: v.email.trim(),
        } } })}
      >
        {() => (
          <Row gutter={12}>
            {item('code', <Select showSearch optionFilterProp="label" disabled={!!editing} aria-label={t('controller.col.academy')} options={options} />, 24)}
            {item('deviceName', <Input dir="auto" aria-label={t('attendance.device.deviceName')} />)}
            {item('deviceUser', <Select aria-label={t('attendance.device.deviceUser')} options={DEVICE_USERS.map((u) => ({ value: u, label: t(`attendance.deviceUser.${u}`) }))} />)}
            {item('ipAddress', <Input dir="ltr" aria-label={t('attendance.device.ipAddress')} placeholder="192.168.1.201" />, 16)}
            {item('port', <InputNumber min={1} max={65535} style={{ width: '100%' }} aria-label={t('attendance.device.port')} />, 8)}
            {item('secretCode', <Input.Password aria-label={t('attendance.device.secretCode')} autoComplete="new-password" />)}
            <Col xs={24} sm={12}>
              <Form.Item name="expiryDate" label={t('attendance.device.expiryDate')} rules={required}
                getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })} normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}>
                <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('attendance.device.expiryDate')} />
              </Form.Item>
            </Col>
            {item('email', <Input type="email" dir="ltr" aria-label={t('attendance.device.email')} />, 24)}
          </Row>
        )}
      </FormDialog>
    </CrudScreen>
  );
}
