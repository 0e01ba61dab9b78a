import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import { countTicks } from '@/features/dashboard/Bars';
import DashboardCharts from '@/features/dashboard/DashboardCharts';
import { DashboardStats } from '@/features/dashboard/DashboardStats';
import type { DashboardQuery } from '@/gql/graphql';

type Dashboard = DashboardQuery['dashboard'];

const day = (date: string, present = 0, late = 0, absent = 0) => ({ date, present, late, absent, taken: present + late > 0 });

function figures(over: Partial<Dashboard> = {}): Dashboard {
  return {
    today: '2026-03-10', students: { active: 6, left: 2 }, pendingApplications: 4,
    attendanceToday: day('2026-03-10', 3, 1, 2), attendanceMonth: [day('2026-03-09'), day('2026-03-10', 3, 1, 2)],
    sms: { balance: 123.45, messages: 308, balanceExpiry: '2026-06-30', valid: true }, latestResult: null,
    ...over,
  };
}

function inLanguage(locale: 'en' | 'ar', ui: ReactNode) {
  return render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : ar}>
      <App>{ui}</App>
    </IntlProvider>,
  );
}

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('<DashboardStats>', () => {
  it('shows students in and out, today\'s attendance, pending applications and the SMS balance', () => {
    inLanguage('en', <DashboardStats data={figures()} loading={false} />);
    expect(within(card('Students')).getByText('6')).toBeInTheDocument();
    expect(within(card('Students')).getByText('Left or transferred: 2')).toBeInTheDocument();
    const today = card("Today's attendance");
    for (const [label, n] of [['Present', '3'], ['Late', '1'], ['Absent', '2']]) {
      expect(within(within(today).getByText(label).closest('.talim-stat') as HTMLElement).getByText(n)).toBeInTheDocument();
    }
    expect(within(today).queryByText('No arrival recorded yet today')).toBeNull();
    expect(within(card('Pending applications')).getByText('4')).toBeInTheDocument();
    const sms = card('SMS balance');
    expect(within(sms).getByText('123.45 taka')).toBeInTheDocument();
    expect(within(sms).getByText('About 308 messages')).toBeInTheDocument();
    expect(within(sms).getByText('Valid until June 30, 2026')).toBeInTheDocument();
  });

  it('no SMS card outside the message service group; an expired balance says so; nothing taken today says so', () => {
    const { unmount } = inLanguage('en', <DashboardStats data={figures({ sms: null, attendanceToday: day('2026-03-10') })} loading={false} />);
    expect(screen.queryByText('SMS balance')).toBeNull();
    expect(screen.getByText('No arrival recorded yet today')).toBeInTheDocument();
    unmount();
    inLanguage('en', <DashboardStats data={figures({ sms: { balance: 5, messages: 12, balanceExpiry: '2026-03-01', valid: false } })} loading={false} />);
    expect(screen.getByText('Expired on March 1, 2026')).toBeInTheDocument();
  });

  it("writes Arabic, with the language's digits", () => {
    const n = new Intl.NumberFormat('ar');
    inLanguage('ar', <DashboardStats data={figures()} loading={false} />);
    expect(within(card('الطلاب')).getByText(n.format(6))).toBeInTheDocument();
    expect(screen.getByText(`غادروا أو انتقلوا: ${n.format(2)}`)).toBeInTheDocument();
    expect(screen.getByText('حضور اليوم')).toBeInTheDocument();
  });
});

describe('<DashboardCharts>', () => {
  it('says when nothing is recorded this month and no result is published', () => {
    inLanguage('en', <DashboardCharts data={figures({ attendanceMonth: [day('2026-03-09'), day('2026-03-10')] })} />);
    expect(screen.getByText('No attendance recorded this month yet')).toBeInTheDocument();
    expect(screen.getByText('No result published yet')).toBeInTheDocument();
  });

  it('draws the month\'s attendance without a chart library: a column a day, the marks stacked, the counts up the side', () => {
    inLanguage('en', <DashboardCharts data={figures({ attendanceMonth: [day('2026-03-09', 4, 1, 1), day('2026-03-10', 3, 1, 2), day('2026-03-11')] })} />);
    const chart = within(screen.getByTestId('attendance-chart')).getByRole('img', { name: /students present, late and absent on each day of March 2026/ });
    const bars = within(chart).getAllByTestId('bar');
    expect(bars).toHaveLength(3);
    expect(bars[0].children).toHaveLength(3); // present, late, absent
    expect(bars[2].children).toHaveLength(0); // a holiday
    expect(within(chart).getByText('Present')).toBeInTheDocument(); // the legend
    expect(countTicks(6)).toEqual([0, 2, 4, 6]);
    expect(countTicks(23)).toEqual([0, 10, 20, 30]);
    expect(countTicks(0)).toEqual([0, 1]);
  });

  it('names the latest result and its pass and fail totals', () => {
    inLanguage('en', <DashboardCharts data={figures({
      latestResult: {
        id: 1, examName: 'FirstTermExam', className: 'Class 6', groupName: '', year: 2026, studentCount: 6, passed: 5, failed: 1,
        grades: [{ grade: 'A+', status: 'pass', count: 5 }, { grade: 'F', status: 'fail', count: 1 }],
      },
    })} />);
    const grades = screen.getByTestId('grades-chart');
    expect(within(grades).getByText('First term exam · Class 6 · 2026')).toBeInTheDocument();
    expect(within(grades).getByText('Passed: 5')).toBeInTheDocument();
    expect(within(grades).getByText('Failed: 1')).toBeInTheDocument();
    expect(within(grades).getByRole('img', { name: 'Bar chart: how many students got each grade' })).toBeInTheDocument();
  });
});
