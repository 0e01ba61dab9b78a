import { useQuery } from '@apollo/client/react';
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Flex, Select, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_WEEKLY_HOLIDAY, PERSON_KINDS } from '@rules/attendance';
import { PrintHost, usePrint } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { AttendanceRegisterDocument, ClassesDocument, SettingsDocument } from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { isoToday, useFormat } from '@/lib/format';
import { MarkedAttendanceRegister } from '@/print/attendance/MarkedAttendanceRegister';

/**
 * /attendanceRegister: a month of a class (students) or of the officiants, present / late / absent by
 * day from the records (the server's one rule, rules/attendance.ts monthMarks: a day nobody was
 * recorded is blank), in the reader's language's letters, printed on the register layout.
 */
export default function AttendanceRegisterScreen() {
  const heading = useAcademyHeading();
  return (
    <PrintHost heading={heading}>
      <Register />
    </PrintHost>
  );
}

const MARK_COLOR: Record<string, string> = { P: 'green', L: 'orange', A: 'red' };
const MARK_TEXT: Record<string, string> = { P: '#389e0d', L: '#d46b08', A: '#cf1322' };

function Register() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { digits } = useFormat();
  const print = usePrint();
  const [month, setMonth] = useState(isoToday().slice(0, 7));
  const [personKind, setPersonKind] = useState('student');
  const [className, setClassName] = useState<string | undefined>();
  const { data: classData } = useQuery(ClassesDocument);
  const holiday = useQuery(SettingsDocument).data?.settings.weeklyHoliday ?? DEFAULT_WEEKLY_HOLIDAY;
  const classes = useMemo(() => [...new Set((classData?.classes ?? []).map((c) => c.className))], [classData]);
  const ready = personKind === 'officiant' || Boolean(className);
  const { data, loading, error } = useQuery(AttendanceRegisterDocument, {
    variables: { month, personKind, className: personKind === 'student' ? className ?? null : null }, skip: !ready,
  });
  const rows = data?.attendanceRegister ?? [];
  const days = dayjs(`${month}-01`).daysInMonth();
  const monthLabel = intl.formatDate(new Date(`${month}-15T00:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' });

  const doPrint = () => print(
    <MarkedAttendanceRegister
      month={month}
      rows={rows}
      holiday={holiday}
      info={{
        title: t('attendance.register.title'), department: '', className: personKind === 'student' ? className ?? '' : t('attendance.deviceUser.Officiant'),
        groupName: '', yearLabel: month.slice(0, 4), order: '',
      }}
    />,
  );

  const columns = [
    { key: 'idNo', title: t('attendance.idNo'), width: 90, fixed: 'start' as const, render: (_: unknown, r: (typeof rows)[number]) => <bdi dir="ltr">{digits(r.idNo)}</bdi> },
    { key: 'name', title: t('attendance.name'), width: 180, fixed: 'start' as const, render: (_: unknown, r: (typeof rows)[number]) => <span dir="auto">{r.name}</span> },
    ...Array.from({ length: days }, (_, i) => ({
      key: `d${i + 1}`, title: digits(i + 1), width: 34, align: 'center' as const,
      // the weekly holiday's column is shaded, as on the printed register
      onCell: () => (dayjs(`${month}-01`).date(i + 1).day() === holiday ? { style: { background: 'var(--ant-color-fill-tertiary, #f5f5f5)' } } : {}),
      render: (_: unknown, r: (typeof rows)[number]) => (r.marks[i] ? <span style={{ color: MARK_TEXT[r.marks[i]] }} data-mark={r.marks[i]}>{t(`attendance.mark.${r.marks[i]}`)}</span> : null),
    })),
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>{t('attendance.register.title')}</Typography.Title>
      {error && <Alert type="error" showIcon title={errorText(intl, error)} />}
      <Card size="small">
        <Flex wrap gap={8} align="center">
          <DatePicker picker="month" allowClear={false} aria-label={t('attendance.register.month')} value={dayjs(`${month}-01`)}
            onChange={(d) => d && setMonth(d.format('YYYY-MM'))} />
          <Select aria-label={t('attendance.personKind')} style={{ width: 150 }} value={personKind} onChange={setPersonKind}
            options={PERSON_KINDS.map((k) => ({ value: k, label: t(`attendance.kind.${k}`) }))} />
          {personKind === 'student' && (
            <Select aria-label={t('attendance.register.class')} placeholder={t('attendance.register.class')} style={{ width: 200 }} value={className}
              onChange={setClassName} options={classes.map((c) => ({ value: c, label: c }))} showSearch />
          )}
          <Button type="primary" icon={<PrinterOutlined />} disabled={!rows.length} onClick={doPrint} data-testid="attendance-register-print">
            {t('attendance.register.print')}
          </Button>
          <Typography.Text type="secondary">{t('attendance.register.legend')}</Typography.Text>
          {Object.entries(MARK_COLOR).map(([k, c]) => <Tag key={k} color={c}>{t(`attendance.mark.${k}`)}</Tag>)}
        </Flex>
      </Card>
      <Card size="small" title={t('attendance.register.heading', { month: monthLabel })}>
        {!ready ? <Typography.Text type="secondary">{t('attendance.register.empty')}</Typography.Text> : (
          <Table size="small" rowKey="idNo" columns={columns} dataSource={rows} loading={loading} pagination={false} scroll={{ x: 'max-content' }} data-testid="attendance-register" />
        )}
      </Card>
    </Flex>
  );
}
