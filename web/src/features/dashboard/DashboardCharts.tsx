import { Card, Col, Empty, Flex, Row, Tag, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { examLabel } from '@/features/education/result/examLabels';
import type { DashboardQuery } from '@/gql/graphql';
import { useFormat } from '@/lib/format';

type Dashboard = DashboardQuery['dashboard'];

// Axis labels are laid out left to right even in Arabic: the page's rtl would anchor the right-hand
// axis's numbers over the axis line and show a grade A+ as +A. The axes themselves are mirrored instead.
const TICK = { fontSize: 12, direction: 'ltr' };
const TICK_SMALL = { ...TICK, fontSize: 11 };
/** The register's marks, in the order the legend and the tooltip list them. */
const MARKS = ['present', 'late', 'absent'] as const;

/**
 * The dashboard's charts (a lazy chunk with recharts, as AccountsCharts): this month's attendance
 * by day (present, late, absent stacked) and the grades of the latest published result. Right to
 * left in Arabic: the first day and the first grade on the right, the counts on the right edge.
 */
export default function DashboardCharts({ data }: { data: Dashboard }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15}>
        <AttendanceChart days={data.attendanceMonth} today={data.today} />
      </Col>
      <Col xs={24} xl={9}>
        <GradesChart result={data.latestResult ?? null} />
      </Col>
    </Row>
  );
}

function AttendanceChart({ days, today }: { days: Dashboard['attendanceMonth']; today: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const { dir, number, date } = useFormat();
  const rtl = dir === 'rtl';
  const monthTitle = useMemo(
    () => new Intl.DateTimeFormat(intl.locale, { month: 'long', year: 'numeric' }).format(new Date(`${today.slice(0, 7)}-15T00:00:00`)),
    [intl.locale, today],
  );
  const rows = days.map((d) => ({ ...d, label: number(Number(d.date.slice(8, 10))) }));
  const names = { present: t('dashboard.attendance.present'), late: t('dashboard.attendance.late'), absent: t('dashboard.attendance.absent') };
  const any = days.some((d) => d.taken);
  return (
    <Card size="small" title={t('dashboard.attendance.month', { month: monthTitle })} style={{ height: '100%' }} data-testid="attendance-chart">
      {!any ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.attendance.none')} />
      ) : (
        <>
          <div role="img" aria-label={t('dashboard.attendance.chartLabel', { month: monthTitle })} style={{ width: '100%', height: 260 }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" reversed={rtl} tick={TICK_SMALL} interval="preserveStartEnd" />
                <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} tickFormatter={(v: number) => number(v)} tick={TICK} width={40} />
                <Tooltip
                  labelFormatter={(_, payload) => (payload?.[0] ? date(String((payload[0].payload as { date: string }).date)) : '')}
                  formatter={(v) => number(Number(v))}
                  itemSorter={(item) => MARKS.indexOf(String(item.dataKey) as (typeof MARKS)[number])}
                />
                <Legend itemSorter={null} />
                <Bar dataKey="present" stackId="a" name={names.present} fill={token.colorSuccess} />
                <Bar dataKey="late" stackId="a" name={names.late} fill={token.colorWarning} />
                <Bar dataKey="absent" stackId="a" name={names.absent} fill={token.colorError} radius={[3, 3, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <Typography.Text type="secondary">{t('dashboard.attendance.holidayNote')}</Typography.Text>
        </>
      )}
    </Card>
  );
}

function GradesChart({ result }: { result: Dashboard['latestResult'] | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const { dir, number, digits } = useFormat();
  const rtl = dir === 'rtl';
  if (!result) {
    return (
      <Card size="small" title={t('dashboard.grades.title')} style={{ height: '100%' }} data-testid="grades-chart">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.grades.none')} />
      </Card>
    );
  }
  const about = [examLabel(intl, result.examName), [result.className, result.groupName].filter((v) => v.trim()).join(' / '), digits(result.year)].join(' · ');
  const students = t('dashboard.students.title');
  return (
    <Card size="small" title={t('dashboard.grades.title')} style={{ height: '100%' }} data-testid="grades-chart">
      <Typography.Paragraph style={{ marginBottom: 8 }}>{about}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        <Tag color="success">{t('dashboard.grades.passed', { count: number(result.passed) })}</Tag>
        <Tag color="error">{t('dashboard.grades.failed', { count: number(result.failed) })}</Tag>
      </Flex>
      {result.grades.length > 0 && (
        <div role="img" aria-label={t('dashboard.grades.chartLabel')} style={{ width: '100%', height: 220 }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={result.grades} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="grade" reversed={rtl} tick={TICK} interval={0} />
              <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} tickFormatter={(v: number) => number(v)} tick={TICK} width={36} />
              <Tooltip formatter={(v) => number(Number(v))} />
              <Bar dataKey="count" name={students} radius={[3, 3, 0, 0]}>
                {result.grades.map((g) => (
                  <Cell key={g.grade} fill={g.status === 'fail' ? token.colorError : token.colorPrimary} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
