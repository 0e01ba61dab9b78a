import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { App, Button, DatePicker, Flex, Input, Select, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PERSON_KINDS, SHIFTS } from '@rules/attendance';
import { addDays } from '@rules/dates';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import {
  AttendanceDevicesDocument, AttendanceRecordsDocument, AttendanceShiftsDocument, DeleteAttendanceDeviceDocument, DeleteAttendanceDocument, PullAttendanceDeviceDocument,
  type AttendanceDeviceFieldsFragment, type AttendanceRecordFieldsFragment,
} from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { isoToday, useFormat } from '@/lib/format';
import { AbsenceButton } from './AbsenceButton';
import { AttendanceRecordDialog } from './AttendanceRecordDialog';
import { DeviceDialog } from './DeviceDialog';

type Rec = AttendanceRecordFieldsFragment;
type Device = AttendanceDeviceFieldsFragment;
const LOADED = 500;
/** How often the device list is read while a pull runs on the server. */
const POLL_MS = 2000;

/**
 * /all_attendance: attendance records by date range, person kind, shift and words (manual entry,
 * delete; late computed on the server), and the academy's devices (add, edit, delete, pull now).
 */
export default function AttendanceScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Tabs
      className="talim-attendance"
      items={[
        { key: 'records', label: t('attendance.records'), children: <Records /> },
        { key: 'devices', label: t('attendance.devices'), children: <Devices /> },
      ]}
    />
  );
}

function Records() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { digits, number, shortDate } = useFormat();
  const { can } = useSession();
  const today = isoToday();
  const [range, setRange] = useState<[string, string]>([addDays(today, -6), today]);
  const [personKind, setPersonKind] = useState<string | undefined>();
  const [shift, setShift] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const dialog = useDialog<Rec>();
  const { data, loading, error } = useQuery(AttendanceRecordsDocument, {
    variables: { from: range[0], to: range[1], personKind: personKind ?? null, shift: shift ?? null, search: search || null, limit: LOADED },
  });
  const [remove] = useMutation(DeleteAttendanceDocument, { refetchQueries: ['AttendanceRecords'] });
  const rows = data?.attendanceRecords.items ?? [];
  // the academy's own shift names (Settings → attendance shifts), else the shift's word
  const shiftNames = useQuery(AttendanceShiftsDocument).data?.attendanceShifts;
  const shiftLabel = (r: Rec) => shiftNames?.find((x) => x.personKind === r.personKind && x.shift === r.shift)?.name || t(`attendance.shift.${r.shift}`);
  const total = data?.attendanceRecords.total ?? 0;
  const columns: DataColumn<Rec>[] = [
    { key: 'date', title: t('attendance.date'), render: (r) => shortDate(r.date), sortable: true },
    { key: 'arrival', title: t('attendance.arrival'), render: (r) => digits(r.arrival.slice(0, 5)), sortable: true },
    { key: 'idNo', title: t('attendance.idNo'), render: (r) => digits(r.idNo), sortable: true },
    { key: 'name', title: t('attendance.name'), render: (r) => <span dir="auto">{r.name}</span>, sortable: true },
    { key: 'classDesignation', title: t('attendance.classDesignation'), render: (r) => <span dir="auto">{r.classDesignation}</span> },
    { key: 'personKind', title: t('attendance.personKind'), value: (r) => t(`attendance.kind.${r.personKind}`) },
    { key: 'shift', title: t('attendance.shift'), value: shiftLabel, render: (r) => <span dir="auto">{shiftLabel(r)}</span>, sortable: true },
    { key: 'window', title: t('attendance.windowShort'), value: (r) => `${r.startTime}–${r.endTime} +${r.gracePeriod}`, render: (r) => <bdi dir="ltr">{digits(`${r.startTime}–${r.endTime} +${r.gracePeriod}`)}</bdi> },
    {
      key: 'condition', title: t('attendance.condition'), value: (r) => t(`attendance.condition.${r.condition}`), sortable: true,
      render: (r) => <Tag color={r.condition === 'late' ? 'red' : 'green'}>{t(`attendance.condition.${r.condition}`)}</Tag>,
    },
    { key: 'method', title: t('attendance.method'), value: (r) => t(`attendance.method.${r.method}`) },
  ];
  return (
    <CrudScreen<Rec>
      quickFilter={false}
      heading={t('attendance.title')}
      error={error}
      filters={
        <Flex wrap gap={8} align="center">
          <DatePicker.RangePicker
            aria-label={t('attendance.range')}
            value={[dayjs(range[0]), dayjs(range[1])]}
            allowClear={false}
            onChange={(v) => { if (v?.[0] && v[1]) setRange([v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')]); }}
          />
          <Select allowClear placeholder={t('attendance.personKind')} aria-label={t('attendance.personKind')} style={{ width: 150 }} value={personKind}
            onChange={setPersonKind} options={PERSON_KINDS.map((k) => ({ value: k, label: t(`attendance.kind.${k}`) }))} />
          <Select allowClear placeholder={t('attendance.shift')} aria-label={t('attendance.shift')} style={{ width: 130 }} value={shift}
            onChange={setShift} options={SHIFTS.map((s) => ({ value: s, label: t(`attendance.shift.${s}`) }))} />
          <Input.Search allowClear placeholder={t('attendance.search')} aria-label={t('attendance.search')} style={{ width: 220 }} onSearch={(v) => setSearch(v.trim())} />
          <Typography.Text type="secondary">{t('attendance.count', { shown: number(rows.length), total: number(total) })}</Typography.Text>
          {can('absenceSms.send') && <AbsenceButton />}
        </Flex>
      }
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      loading={loading && !data}
      title={t('attendance.title')}
      fileName="attendance"
      size="small"
      onAdd={can('attendance.write') ? dialog.add : undefined}
      addLabel={t('attendance.add')}
      actions={can('attendance.delete') ? {
        onDelete: (r) => remove({ variables: { id: r.id } }),
        confirmDelete: (r) => t('attendance.confirmDelete', { name: r.name, date: shortDate(r.date), time: digits(r.arrival.slice(0, 5)) }),
      } : undefined}
    >
      {can('attendance.write') && <AttendanceRecordDialog open={dialog.open} onClose={dialog.close} />}
    </CrudScreen>
  );
}

function Devices() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { number, shortDate, dateTime } = useFormat();
  const { message } = App.useApp();
  const { can } = useSession();
  // devices are saved, deleted and pulled by the device managers (admin, superUser: issue 22)
  const canWrite = can('attendanceDevice.write');
  const dialog = useDialog<Device>();
  const client = useApolloClient();
  const { data, loading, error, startPolling, stopPolling } = useQuery(AttendanceDevicesDocument);
  const [remove] = useMutation(DeleteAttendanceDeviceDocument, { refetchQueries: ['AttendanceDevices'] });
  const [pull] = useMutation(PullAttendanceDeviceDocument, { refetchQueries: ['AttendanceDevices'] });
  // "pull now" answers at once and the pull runs on the server: while a device is pulling the list
  // is read again every POLL_MS, and when the pull ends its outcome (time, error or records added)
  // shows in the row and the records are read again
  const anyPulling = (data?.attendanceDevices ?? []).some((d) => d.pulling);
  const wasPulling = useRef(false);
  useEffect(() => {
    if (anyPulling) startPolling(POLL_MS);
    else {
      stopPolling();
      if (wasPulling.current) void client.refetchQueries({ include: ['AttendanceRecords'] });
    }
    wasPulling.current = anyPulling;
    return () => stopPolling();
  }, [anyPulling, startPolling, stopPolling, client]);
  const pullNow = async (d: Device) => {
    try {
      const r = (await pull({ variables: { id: d.id } })).data?.pullAttendanceDevice;
      if (r) void message.info(t(r.started ? 'attendance.pullStarted' : 'attendance.pullBusy'));
    } catch (e) {
      const { id, values } = errorMessageId(e);
      void message.error(t(id, values));
    }
  };
  const columns: DataColumn<Device>[] = [
    { key: 'deviceName', title: t('attendance.device.deviceName'), render: (d) => <span dir="auto">{d.deviceName}</span>, sortable: true },
    { key: 'deviceUser', title: t('attendance.device.deviceUser'), value: (d) => t(`attendance.deviceUser.${d.deviceUser}`) },
    { key: 'ipAddress', title: t('attendance.device.ipAddress'), value: (d) => `${d.ipAddress}:${d.port}`, render: (d) => <span dir="ltr">{d.ipAddress}:{d.port}</span> },
    { key: 'email', title: t('attendance.device.email'), render: (d) => <span dir="ltr">{d.email}</span> },
    { key: 'expiryDate', title: t('attendance.device.expiryDate'), render: (d) => shortDate(d.expiryDate) },
    {
      key: 'lastPulledAt', title: t('attendance.lastPull'),
      value: (d) => (d.lastPulledAt ? dayjs(String(d.lastPulledAt)).format('YYYY-MM-DD HH:mm') : '—'),
      render: (d) => (d.pulling ? <Tag color="processing">{t('attendance.pulling')}</Tag> : d.lastPulledAt ? (
        <Flex vertical gap={2} align="flex-start" style={{ maxWidth: 200, whiteSpace: 'normal' }}>
          <span>{dateTime(String(d.lastPulledAt))}</span>
          {d.lastError ? <Tag color="red" style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>{t(d.lastError === 'invalidValue' ? 'attendance.addressRefused' : `error.${d.lastError}`)}</Tag>
            : <Tag color="green">{t('attendance.addedCount', { added: number(d.lastAdded) })}</Tag>}
        </Flex>
      ) : '—'),
    },
  ];
  return (
    <CrudScreen<Device>
      heading={t('attendance.devices')}
      error={error}
      rows={data?.attendanceDevices ?? []}
      columns={columns}
      rowKey={(d) => d.id}
      loading={loading && !data}
      title={t('attendance.devices')}
      fileName="attendance-devices"
      size="small"
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('attendance.device.add')}
      actions={canWrite ? {
        onEdit: dialog.edit,
        onDelete: (d) => remove({ variables: { id: d.id } }),
        confirmDelete: (d) => t('attendance.device.confirmDelete', { name: d.deviceName }),
        extra: (d) => <Button size="small" loading={d.pulling} onClick={() => void pullNow(d)}>{t('attendance.pullNow')}</Button>,
      } : undefined}
    >
      {canWrite && <DeviceDialog open={dialog.open} editing={dialog.row} onClose={dialog.close} />}
    </CrudScreen>
  );
}
