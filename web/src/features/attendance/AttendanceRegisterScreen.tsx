import { useQuery } from '@apollo/client/react';
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Flex, Select, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { PERSON_KINDS } from '@rules/attendance';
import { PrintHost, usePrint } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { AttendanceRegisterDocument, ClassesDocument } from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { isoToday, useFormat } from '@/lib/format';
import { MarkedAttendanceRegister } from '@/print/attendance/MarkedAttendanceRegister';

/** /attendanceRegister: a month of a class (students) or of the officiants, P/L/A by day from the records, printed on the register layout. */
export default function AttendanceRegisterScreen() {
  const heading = useAcademyHeading();
  return (
    <PrintHost heading={heading}>
      <Register />
    </PrintHost>
  );
}

const MARK_COLOR: Record<string, string> = { P: 'green', L: 'orange', A: 'red' };

function Register() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { digits } = useFormat();
  const print = usePrint();
  const [month, setMonth] = useState(isoToday().slice(0, 7));
  const [personKind, setPersonKind] = useState('student');
  const [className, setClassName] = useState<string | undefined>();
  const { data: classData } = useQuery(ClassesDocument);
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
      render: (_: unknown, r: (typeof rows)[number]) => <span style={{ color: MARK_COLOR[r.marks[i]] === 'red' ? '#cf1322' : MARK_COLOR[r.marks[i]] === 'orange' ? '#d46b08' : '#389e0d' }}>{r.marks[i]}</span>,
    })),
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>{t('attendance.register.title')}</Typography.Title>
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
          {Object.entries(MARK_COLOR).map(([k, c]) => <Tag key={k} color={c}>{k}</Tag>)}
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
