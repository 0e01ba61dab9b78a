import { useMutation, useQuery } from '@apollo/client/react';
import { SaveOutlined } from '@ant-design/icons';
import { App, Button, Card, Divider, Flex, Input, Select, Skeleton, Switch, Typography } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_WEEKLY_HOLIDAY, GRACE_MAX, PERSON_KINDS, SHIFT_NAME_MAX, shiftSettingError, type PersonKind, type Shift } from '@rules/attendance';
import { WEEK_START } from '@rules/registers';
import { useSession } from '@/app/session';
import { useWeekdayLabel } from '@/print/exams/registerParts';
import { AttendanceShiftsDocument, SaveAttendanceShiftsDocument, SettingsDocument, type AttendanceShiftFieldsFragment } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';

type Row = Omit<AttendanceShiftFieldsFragment, '__typename'>;

const strip = ({ personKind, shift, name, active, startTime, endTime, gracePeriod }: Row): Row => ({ personKind, shift, name, active, startTime, endTime, gracePeriod });

/** The message of a row's first problem (the server's rule, rules/attendance.ts), or null. */
export function shiftProblem(row: Row): string | null {
  const bad = shiftSettingError({ ...row, gracePeriod: Number(row.gracePeriod) });
  if (!bad) return null;
  return { startTime: 'settings.shiftBadTime', endTime: 'settings.shiftEndAfterStart', gracePeriod: 'settings.shiftGraceRange', name: 'settings.shiftNameLong' }[bad.field] ?? 'error.invalidValue';
}

/** The week from Saturday (the Bangladeshi week): 6, 0, 1 … 5. */
const WEEK = Array.from({ length: 7 }, (_, i) => (WEEK_START + i) % 7);

/**
 * Settings → attendance shifts, a tab of its own with its own save (issues 12, 25 item 22): the
 * weekly holiday as a day setting (Friday by default), then for students and for staff the day and
 * night shifts and the optional classes held on the weekly holiday (the 'weekend' shift): each one's
 * name, whether the academy runs it, its arrival window and grace minutes. Anyone sees them; only
 * the superUser saves.
 */
export function ShiftsCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { can } = useSession();
  const editable = can('attendanceShift.write');
  const weekday = useWeekdayLabel();
  const { data, loading } = useQuery(AttendanceShiftsDocument);
  const settings = useQuery(SettingsDocument).data?.settings;
  const [save, { loading: saving }] = useMutation(SaveAttendanceShiftsDocument);
  const [edited, setEdited] = useState<Row[] | null>(null);
  const [holidayEdit, setHoliday] = useState<number | null>(null);
  const saved = data?.attendanceShifts?.map(strip);
  const rows = edited ?? saved ?? null;
  const savedHoliday = settings?.weeklyHoliday ?? DEFAULT_WEEKLY_HOLIDAY;
  const holiday = holidayEdit ?? savedHoliday;
  const dirty = (!!edited && JSON.stringify(edited) !== JSON.stringify(saved)) || holiday !== savedHoliday;
  const problems = rows?.map(shiftProblem) ?? [];
  const invalid = problems.some(Boolean);

  const change = (i: number, patch: Partial<Row>) => rows && setEdited(rows.map((r, n) => (n === i ? { ...r, ...patch } : r)));

  const submit = async () => {
    if (!rows || invalid) return;
    try {
      const r = await save({
        variables: { shifts: rows.map((x) => ({ ...x, name: x.name.trim() })), weeklyHoliday: holiday },
        update(cache, { data: result }) {
          if (result) cache.writeQuery({ query: AttendanceShiftsDocument, data: { attendanceShifts: result.saveAttendanceShifts } });
          if (result && settings) cache.writeQuery({ query: SettingsDocument, data: { settings: { ...settings, weeklyHoliday: holiday } } });
        },
      });
      if (r.data) {
        setEdited(null);
        setHoliday(null);
      }
      message.success(t('error.successMessage'));
    } catch (e) {
      const { id, values } = errorMessageId(e);
      message.error(t(id, values));
    }
  };

  const kindRows = (kind: PersonKind) => (rows ?? []).map((r, i) => ({ r, i })).filter(({ r }) => r.personKind === kind);

  return (
    <Card
      title={t('settings.shiftsTitle')}
      size="small"
      extra={editable && (
        <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!dirty || invalid} onClick={submit}>
          {t('settings.shiftsSave')}
        </Button>
      )}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('settings.shiftsHelp')}</Typography.Text>
        {!editable && <Typography.Text type="warning">{t('settings.shiftsSuperUserOnly')}</Typography.Text>}
        <Flex vertical gap={4} role="group" aria-labelledby="weekly-holiday-label" data-testid="weekly-holiday">
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong id="weekly-holiday-label"><label htmlFor="weekly-holiday">{t('settings.weeklyHoliday')}</label></Typography.Text>
            <Select
              id="weekly-holiday"
              style={{ width: 160 }}
              value={holiday}
              disabled={!editable}
              onChange={(v) => setHoliday(v)}
              options={WEEK.map((d) => ({ value: d, label: weekday(d, 'long') }))}
            />
          </Flex>
          <Typography.Text type="secondary">{t('settings.weeklyHolidayHelp')}</Typography.Text>
        </Flex>
        <Divider style={{ margin: '4px 0' }} />
        {!rows ? (loading ? <Skeleton active paragraph={{ rows: 4 }} /> : null) : PERSON_KINDS.map((kind) => (
          <Flex vertical gap={8} key={kind} role="group" aria-label={t(`settings.shifts.${kind}`)}>
            <Typography.Text strong>{t(`settings.shifts.${kind}`)}</Typography.Text>
            {kindRows(kind).map(({ r, i }) => {
              const id = `shift-${r.personKind}-${r.shift}`;
              const label = t(`attendance.shift.${r.shift as Shift}`);
              const onHoliday = r.shift === 'weekend';
              return (
                <Flex key={id} vertical gap={2} style={onHoliday ? { borderInlineStart: '3px solid var(--ant-color-warning-border, #ffe58f)', paddingInlineStart: 8 } : undefined}>
                  {onHoliday && <Typography.Text type="secondary">{t('settings.holidayClassesHelp', { day: weekday(holiday, 'long') })}</Typography.Text>}
                  <Flex gap={8} wrap align="center">
                    <Switch
                      id={`${id}-active`}
                      checked={r.active}
                      disabled={!editable}
                      onChange={(active) => change(i, { active })}
                      aria-label={`${label}: ${t('settings.shiftRuns')}`}
                    />
                    <Typography.Text style={{ width: 110 }} ellipsis={{ tooltip: label }}>{label}</Typography.Text>
                    <Input
                      aria-label={`${label}: ${t('settings.shiftName')}`}
                      placeholder={t('settings.shiftName')}
                      value={r.name}
                      maxLength={SHIFT_NAME_MAX}
                      disabled={!editable}
                      onChange={(e) => change(i, { name: e.target.value })}
                      style={{ width: 150 }}
                    />
                    <label htmlFor={`${id}-start`}>{t('settings.shiftStart')}</label>
                    <Input id={`${id}-start`} type="time" value={r.startTime} disabled={!editable} onChange={(e) => change(i, { startTime: e.target.value })} style={{ width: 120 }} />
                    <label htmlFor={`${id}-end`}>{t('settings.shiftEnd')}</label>
                    <Input id={`${id}-end`} type="time" value={r.endTime} disabled={!editable} onChange={(e) => change(i, { endTime: e.target.value })} style={{ width: 120 }} />
                    <label htmlFor={`${id}-grace`}>{t('settings.shiftGrace')}</label>
                    <InputNumber
                      id={`${id}-grace`}
                      min={0}
                      max={GRACE_MAX}
                      precision={0}
                      value={r.gracePeriod}
                      disabled={!editable}
                      onChange={(v) => change(i, { gracePeriod: typeof v === 'number' ? v : -1 })}
                      style={{ width: 80 }}
                    />
                  </Flex>
                  {problems[i] && <Typography.Text type="danger" role="alert">{`${label}: ${t(problems[i])}`}</Typography.Text>}
                </Flex>
              );
            })}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
