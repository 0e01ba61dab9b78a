import { useMutation } from '@apollo/client/react';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { DEVICE_USERS } from '@rules/attendance';
import { FormDialog } from '@/components/crud';
import { SaveAttendanceDeviceDocument, type AttendanceDeviceFieldsFragment } from '@/gql/graphql';

/** The device form (spec doc 2 §3, §5): all fields required except deviceUser. */
interface DeviceValues { deviceName: string; deviceUser: string; ipAddress: string; port: number | null; secretCode: string; expiryDate: string; email: string }
const FIELDS = ['deviceName', 'deviceUser', 'ipAddress', 'port', 'secretCode', 'expiryDate', 'email'] as const;
const REQUIRED = FIELDS.filter((f) => f !== 'deviceUser');

export function DeviceDialog({ open, editing, onClose }: { open: boolean; editing: AttendanceDeviceFieldsFragment | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [save] = useMutation(SaveAttendanceDeviceDocument, { refetchQueries: ['AttendanceDevices'] });
  const required = [{ required: true, message: t('app.required') }];
  const labels = Object.fromEntries(FIELDS.map((f) => [f, `attendance.device.${f}`]));
  const item = (name: (typeof FIELDS)[number], node: React.ReactNode, sm = 12) => (
    <Col xs={24} sm={sm}>
      <Form.Item name={name} label={t(`attendance.device.${name}`)} rules={name === 'deviceUser' ? [] : required}>{node}</Form.Item>
    </Col>
  );
  return (
    <FormDialog<DeviceValues>
      open={open}
      title={t(editing ? 'attendance.device.editTitle' : 'attendance.device.addTitle')}
      onClose={onClose}
      initialValues={editing
        ? { deviceName: editing.deviceName, deviceUser: editing.deviceUser, ipAddress: editing.ipAddress, port: editing.port, secretCode: '', expiryDate: editing.expiryDate, email: editing.email }
        : { deviceName: '', deviceUser: 'All', ipAddress: '', port: 4370, secretCode: '', expiryDate: '', email: '' }}
      fields={FIELDS}
      labels={labels}
      missing={(v) => REQUIRED.filter((f) => v[f] === null || v[f] === undefined || !String(v[f]).trim())}
      onSubmit={(v) => save({ variables: { input: {
        ...(editing ? { id: editing.id } : {}), deviceName: v.deviceName.trim(), deviceUser: v.deviceUser || 'All', ipAddress: v.ipAddress.trim(),
        port: Number(v.port), secretCode: String(v.secretCode), expiryDate: v.expiryDate, email: v.email.trim(),
      } } })}
    >
      {() => (
        <Row gutter={12}>
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
  );
}
