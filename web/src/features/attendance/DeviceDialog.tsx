import { useMutation } from '@apollo/client/react';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { DEVICE_USERS } from '@rules/attendance';
import { FormDialog } from '@/components/crud';
import { SaveAttendanceDeviceDocument, type AttendanceDeviceInput } from '@/gql/graphql';

/** The device form (spec doc 2 §3, §5): all fields required except deviceUser (and code: the controller's academy). */
interface DeviceValues { code: string; deviceName: string; deviceUser: string; ipAddress: string; port: number | null; secretCode: string; expiryDate: string; email: string }
type Field = keyof DeviceValues;
const FIELDS: readonly Field[] = ['deviceName', 'deviceUser', 'ipAddress', 'port', 'secretCode', 'expiryDate', 'email'];

/** A saved device as either list has it (the controller's rows also carry their academy's code). */
export interface EditableDevice { id: number; code?: string; deviceName: string; deviceUser: string; ipAddress: string; port: number; expiryDate: string; email: string }

interface Props {
  open: boolean;
  editing: EditableDevice | null;
  onClose: () => void;
  /** Saves the form: an academy's own device by default; the controller passes its call (with the academy chosen). */
  onSave?: (input: AttendanceDeviceInput, code: string) => Promise<unknown>;
  /** The controller's form: the academy is chosen first (fixed once the device is saved); its code is `code`. */
  academies?: { value: string; label: string }[];
  code?: string;
}

/** The attendance device form of an academy (/all_attendance) and of the controller (/controller/attendacneDevice). */
export function DeviceDialog({ open, editing, onClose, onSave, academies, code = '' }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saveOwn] = useMutation(SaveAttendanceDeviceDocument, { refetchQueries: ['AttendanceDevices'] });
  const save = onSave ?? ((input: AttendanceDeviceInput) => saveOwn({ variables: { input } }));
  const fields: readonly Field[] = academies ? ['code', ...FIELDS] : FIELDS;
  const required = [{ required: true, message: t('app.required') }];
  const labels = Object.fromEntries(fields.map((f) => [f, f === 'code' ? 'controller.col.academy' : `attendance.device.${f}`]));
  const item = (name: Field, node: React.ReactNode, sm = 12) => (
    <Col xs={24} sm={sm}>
      <Form.Item name={name} label={t(labels[name])} rules={name === 'deviceUser' ? [] : required}>{node}</Form.Item>
    </Col>
  );
  return (
    <FormDialog<DeviceValues>
      open={open}
      title={t(editing ? 'attendance.device.editTitle' : 'attendance.device.addTitle')}
      onClose={onClose}
      initialValues={editing
        ? { code: editing.code ?? code, deviceName: editing.deviceName, deviceUser: editing.deviceUser, ipAddress: editing.ipAddress, port: editing.port, secretCode: '', expiryDate: editing.expiryDate, email: editing.email }
        : { code, deviceName: '', deviceUser: 'All', ipAddress: '', port: 4370, secretCode: '', expiryDate: '', email: '' }}
      fields={fields}
      labels={labels}
      missing={(v) => fields.filter((f) => f !== 'deviceUser' && (v[f] === null || v[f] === undefined || !String(v[f]).trim()))}
      onSubmit={(v) => save({
        ...(editing ? { id: editing.id } : {}), deviceName: v.deviceName.trim(), deviceUser: v.deviceUser || 'All', ipAddress: v.ipAddress.trim(),
        port: Number(v.port), secretCode: String(v.secretCode), expiryDate: v.expiryDate, email: v.email.trim(),
      }, v.code)}
    >
      {() => (
        <Row gutter={12}>
          {academies && item('code', <Select showSearch optionFilterProp="label" disabled={!!editing} aria-label={t('controller.col.academy')} options={academies} />, 24)}
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
