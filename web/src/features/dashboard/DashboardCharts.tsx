import { Col, Empty, Row, Tag, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Panel } from '@/components/Panel';
import { examLabel } from '@/features/education/result/examLabels';
import type { DashboardQuery } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { Bars } from './Bars';

type Dashboard = DashboardQuery['dashboard'];

/** The register's marks, bottom to top, in the order the legend and the tooltip list them. */
const MARKS = ['present', 'late', 'absent'] as const;

/**
 * The dashboard's charts (a lazy chunk, drawn once in view: WhenVisible): this month's attendance
 * by day (present, late, absent stacked) and the grades of the latest published result, drawn by
 * Bars without a chart library, as they sit on the first screen. Right to left in Arabic: the first
 * day and the first grade on the right, the counts on the right edge.
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
  const { number, date } = useFormat();
  const monthTitle = useMemo(
    () => new Intl.DateTimeFormat(intl.locale, { month: 'long', year: 'numeric' }).format(new Date(`${today.slice(0, 7)}-15T00:00:00`)),
    [intl.locale, today],
  );
  const names = { present: t('dashboard.attendance.present'), late: t('dashboard.attendance.late'), absent: t('dashboard.attendance.absent') };
  const colors = { present: token.colorSuccess, late: token.colorWarning, absent: token.colorError };
  const any = days.some((d) => d.taken);
  // about ten day numbers under the axis, the first and the last always
  const every = Math.ceil(days.length / 10);
  const columns = days.map((d, i) => ({
    key: d.date,
    label: number(Number(d.date.slice(8, 10))),
    showLabel: i % every === 0 || i === days.length - 1,
    parts: MARKS.map((m) => ({ value: d[m], color: colors[m] })),
    tip: (
      <>
        <div>{date(d.date)}</div>
        {MARKS.map((m) => <div key={m}>{names[m]}: {number(d[m])}</div>)}
      </>
    ),
  }));
  return (
    <Panel size="small" title={t('dashboard.attendance.month', { month: monthTitle })} style={{ height: '100%' }} data-testid="attendance-chart">
      {!any ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.attendance.none')} />
      ) : (
        <>
          <div role="img" aria-label={t('dashboard.attendance.chartLabel', { month: monthTitle })}>
            <Bars columns={columns} height={260} number={number} legend={MARKS.map((m) => ({ name: names[m], color: colors[m] }))} />
          </div>
          <Typography.Text type="secondary">{t('dashboard.attendance.holidayNote')}</Typography.Text>
        </>
      )}
    </Panel>
  );
}

function GradesChart({ result }: { result: Dashboard['latestResult'] | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const { number, digits } = useFormat();
  if (!result) {
    return (
      <Panel size="small" title={t('dashboard.grades.title')} style={{ height: '100%' }} data-testid="grades-chart">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.grades.none')} />
      </Panel>
    );
  }
  const about = [examLabel(intl, result.examName), [result.className, result.groupName].filter((v) => v.trim()).join(' / '), digits(result.year)].join(' · ');
  const students = t('dashboard.students.title');
  return (
    <Panel size="small" title={t('dashboard.grades.title')} style={{ height: '100%' }} data-testid="grades-chart">
      <Typography.Paragraph style={{ marginBottom: 8 }}>{about}</Typography.Paragraph>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        <Tag color="success">{t('dashboard.grades.passed', { count: number(result.passed) })}</Tag>
        <Tag color="error">{t('dashboard.grades.failed', { count: number(result.failed) })}</Tag>
      </div>
      {result.grades.length > 0 && (
        <div role="img" aria-label={t('dashboard.grades.chartLabel')}>
          <Bars
            height={220}
            number={number}
            columns={result.grades.map((g) => ({
              key: g.grade,
              label: g.grade,
              parts: [{ value: g.count, color: g.status === 'fail' ? token.colorError : token.colorPrimaryText }],
              tip: `${g.grade} · ${students}: ${number(g.count)}`,
            }))}
          />
        </div>
      )}
    </Panel>
  );
}
