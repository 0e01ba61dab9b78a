import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Col, DatePicker, Descriptions, Form, Row, Select, Tag, TimePicker, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_SHIFTS, PERSON_KINDS, SHIFTS, conditionOf, isTime, type Shift } from '@rules/attendance';
import { FormDialog, LookupInput, type Lookup } from '@/components/crud';
import { AttendanceShiftsDocument, LeavePersonDocument, SaveAttendanceDocument } from '@/gql/graphql';
import { isoToday } from '@/lib/format';

/** The manual entry (spec doc 2 §3): who (admit number or staff id, looked up), date, arrival, shift. */
interface EntryValues { personKind: string; idNo: string; date: string; arrival: string; shift: string }
interface Found { idNo: string; name: string; classOrDesignation: string }

const FIELDS = ['personKind', 'idNo', 'date', 'arrival', 'shift'] as const;

export function AttendanceRecordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const client = useApolloClient();
  const [save] = useMutation(SaveAttendanceDocument, { refetchQueries: ['AttendanceRecords'] });
  const [lookup, setLookup] = useState<Lookup<Found>>({ state: 'idle' });
  const [kind, setKind] = useState('student');
  const [openedFor, setOpenedFor] = useState(open);
  if (openedFor !== open) { setOpenedFor(open); setLookup({ state: 'idle' }); setKind('student'); }

  const required = [{ required: true, message: t('app.required') }];
  return (
    <FormDialog<EntryValues>
      open={open}
      title={t('attendance.addTitle')}
      onClose={onClose}
      initialValues={{ personKind: 'student', idNo: '', date: isoToday(), arrival: '', shift: 'day' }}
      fields={FIELDS}
      labels={{ personKind: 'attendance.personKind', idNo: 'attendance.idNo', date: 'attendance.date', arrival: 'attendance.arrival', shift: 'attendance.shift' }}
      width={720}
      saveDisabled={lookup.state !== 'found'}
      missing={(v) => FIELDS.filter((f) => !String(v[f] ?? '').trim())}
      onSubmit={(v) => save({ variables: { input: { personKind: v.personKind, idNo: v.idNo.trim(), date: v.date, arrival: v.arrival, shift: v.shift } } })}
    >
      {(form) => (
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item name="personKind" label={t('attendance.personKind')} rules={required}>
              <Select
                aria-label={t('attendance.personKind')}
                options={PERSON_KINDS.map((k) => ({ value: k, label: t(`attendance.kind.${k}`) }))}
                onChange={(k: string) => { setKind(k); setLookup({ state: 'idle' }); form.setFieldsValue({ idNo: '' }); }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item name="idNo" label={t(kind === 'student' ? 'attendance.admitNo' : 'attendance.staffId')} rules={[{ required: true, whitespace: true, message: t('app.required') }]}>
              <LookupInput<Found>
                form={form}
                field="idNo"
                lookup={lookup}
                setLookup={setLookup}
                foundId={lookup.state === 'found' ? lookup.person.idNo : null}
                fetch={async (idNo) => {
                  const { data } = await client.query({ query: LeavePersonDocument, variables: { kind: kind === 'officiant' ? 'staff' : 'student', idNo }, fetchPolicy: 'network-only' });
                  if (!data) throw new Error('no answer');
                  return data.leavePerson;
                }}
                findLabel={t('attendance.find')}
                ariaLabel={t(kind === 'student' ? 'attendance.admitNo' : 'attendance.staffId')}
                inputMode={kind === 'student' ? 'numeric' : undefined}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            {lookup.state === 'notFound' && <Alert type="info" showIcon title={t('error.sorryNotFound')} role="status" style={{ marginBlockEnd: 16 }} />}
            {lookup.state === 'found' && (
              <Descriptions size="small" bordered column={2} style={{ marginBlockEnd: 16 }} items={[
                { key: 'n', label: t('attendance.name'), children: <span dir="auto" data-testid="attendance-person-name">{lookup.person.name}</span> },
                { key: 'c', label: t('attendance.classDesignation'), children: <span dir="auto">{lookup.person.classOrDesignation || '—'}</span> },
              ]} />
            )}
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="date" label={t('attendance.date')} rules={required}
              getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })} normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}>
              <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('attendance.date')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="arrival" label={t('attendance.arrival')} rules={required}
              getValueProps={(v: string) => ({ value: v ? dayjs(`2000-01-01T${v}`) : null })} normalize={(d: Dayjs | null) => (d ? d.format('HH:mm') : '')}>
              <TimePicker format="HH:mm" style={{ width: '100%' }} aria-label={t('attendance.arrival')} needConfirm={false} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="shift" label={t('attendance.shift')} rules={required}>
              <Select aria-label={t('attendance.shift')} options={SHIFTS.map((s) => ({ value: s, label: t(`attendance.shift.${s}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24}><LatePreview form={form} /></Col>
        </Row>
      )}
    </FormDialog>
  );
}

/** The shift's window and grace, and whether the arrival is late by the same rule the server uses. */
function LatePreview({ form }: { form: FormInstance<EntryValues> }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const shift = (Form.useWatch('shift', form) ?? 'day') as Shift;
  const personKind = (Form.useWatch('personKind', form) ?? 'student') as string;
  const arrival = (Form.useWatch('arrival', form) ?? '') as string;
  // the academy's shift settings (issue 12), the defaults until they are read
  const { data } = useQuery(AttendanceShiftsDocument);
  const times = data?.attendanceShifts?.find((s) => s.personKind === personKind && s.shift === shift) ?? DEFAULT_SHIFTS[shift] ?? DEFAULT_SHIFTS.day;
  const condition = isTime(arrival) ? conditionOf(arrival, times) : null;
  return (
    <div data-testid="attendance-preview">
      {t('attendance.window', { start: times.startTime, end: times.endTime, grace: times.gracePeriod })}{' '}
      {condition && <Tag color={condition === 'late' ? 'red' : 'green'}>{t(`attendance.condition.${condition}`)}</Tag>}
    </div>
  );
}
