/**
 * Issue 24 item 11: a new hostel student report starts with the conduct rating and a new staff
 * report with the teacher evaluation, in the reader's language (madrasa wording for a madrasa), or
 * with the academy's own headings from settings; the settings screen edits them.
 */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { CONDUCT_ITEMS, EVALUATION_ITEMS, conductMessageId, evaluationMessageId, startingHeadings } from '@rules/report-headings';
import en from '../../web/src/i18n/en.json';
import bn from '../../web/src/i18n/bn.json';
import ar from '../../web/src/i18n/ar.json';
import { SessionProvider } from '@/app/session';
import { emptyStaffReport } from '@/features/administration/staffReports/staffReportForm';
import { emptyHostelReport, scoresForType } from '@/features/hostel/hostelReportForm';
import SettingsScreen from '@/features/settings/SettingsScreen';
import { messagesFor, provideCatalog } from '@/lib/messages';
import { fakeLink, meFixture, type Result } from './support/app';
import { settingsFixture } from './support/reportHeadings';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const catalogues = { en, bn, ar } as Record<'en' | 'bn' | 'ar', Record<string, string>>;
for (const [lang, c] of Object.entries(catalogues)) provideCatalog(lang as 'en', c);

describe('default report headings', () => {
  it.each([
    ['en', 'school', 'Prayer and sunnah', 'Respect for teachers', 'Comes to class on time', 'Follows the institution\'s rules and instructions'],
    ['en', 'madrasa', 'Prayer and sunnah', 'Respect for ustadhs', 'Comes to class on time', 'Follows the madrasa\'s rules and instructions'],
    ['bn', 'school', 'নামাজ ও সুন্নাহ', 'শিক্ষকদের প্রতি সম্মান', 'সময়মতো ক্লাসে আসেন', 'প্রতিষ্ঠানের নিয়ম ও নির্দেশনা মেনে চলেন'],
    ['bn', 'madrasa', 'নামাজ ও সুন্নাহ', 'উস্তাদদের প্রতি সম্মান', 'সময়মতো ক্লাসে আসেন', 'মাদরাসার নিয়ম ও নির্দেশনা মেনে চলেন'],
    ['ar', 'madrasa', 'الصلاة والسنة', 'احترام الأساتذة والمشايخ', 'يحضر إلى الفصل في الوقت', 'يلتزم بأنظمة المدرسة وتعليماتها'],
  ] as const)('%s %s: a new hostel report starts with the six conduct items, a staff report with the ten questions', (lang, type, prayer, respect, first, rules) => {
    const messages = messagesFor(lang, type) as Record<string, string>;
    const conduct = startingHeadings(null, CONDUCT_ITEMS, (i) => messages[conductMessageId(i)]);
    const hostel = emptyHostelReport('2026-03-01', conduct);
    expect(hostel.scores).toHaveLength(10);
    expect(hostel.scores.slice(0, 6).map((s) => s.heading)).toEqual(conduct);
    expect(hostel.scores[0]).toEqual({ heading: prayer, number: null });
    expect(hostel.scores[2].heading).toBe(respect);
    expect(hostel.scores[6]).toEqual({ heading: '', number: null });
    // leaving the third term brings the starting headings back, numbers kept
    const third = scoresForType('monthly', 'ThirdTermExam', hostel.scores.map((s, i) => ({ ...s, number: i === 0 ? 80 : null })));
    expect(scoresForType('ThirdTermExam', 'monthly', third, conduct)[0]).toEqual({ heading: prayer, number: 80 });

    const questions = startingHeadings([], EVALUATION_ITEMS, (i) => messages[evaluationMessageId(i)]);
    const staff = emptyStaffReport('2026-03-01', questions);
    expect(staff.rows.map((r) => r.subject)).toEqual(questions);
    expect(staff.rows[0]).toEqual({ subject: first, studentReport: '', officeReport: '' });
    expect(staff.rows[8].subject).toBe(rules);
  });

  it('the academy\'s own headings replace the defaults', () => {
    expect(emptyHostelReport('2026-03-01', startingHeadings(['Quran', 'Sports'], CONDUCT_ITEMS, () => 'x')).scores.slice(0, 3).map((s) => s.heading)).toEqual(['Quran', 'Sports', '']);
    expect(emptyStaffReport('2026-03-01').rows.every((r) => !r.subject)).toBe(true);
  });
});

describe('<SettingsScreen> report headings', () => {
  const renderSettings = (lang: 'en' | 'bn' | 'ar', saved: { conductHeadings: string[]; evaluationQuestions: string[] }, updates: Record<string, unknown>[]) => {
    const handle = (operation: string, variables: Record<string, unknown>): Result => {
      switch (operation) {
        case 'Me': return { data: { me: meFixture('active', 'hostelManager') } };
        case 'Settings': return { data: { settings: { __typename: 'Settings', ...settingsFixture, ...saved } } };
        case 'UpdateSettings':
          updates.push(variables);
          return { data: { updateSettings: { __typename: 'Settings', ...settingsFixture, ...saved, ...(variables.input as object) } } };
        case 'AttendanceShifts': return { data: { attendanceShifts: [] } };
        default: return { data: {} };
      }
    };
    render(
      <ApolloProvider client={new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() })}>
        <IntlProvider locale={lang} messages={catalogues[lang]}>
          {/* Settings has tabs in the address (?tab=shifts): it needs a router. */}
          <MemoryRouter><App><SessionProvider><SettingsScreen /></SessionProvider></App></MemoryRouter>
        </IntlProvider>
      </ApolloProvider>,
    );
  };

  it('shows the defaults as placeholders; filling them in, editing one and saving sends the academy\'s own list', async () => {
    const updates: Record<string, unknown>[] = [];
    renderSettings('en', { conductHeadings: [], evaluationQuestions: [] }, updates);
    const conduct = await screen.findByRole('group', { name: 'Hostel report: conduct rating' });
    expect(within(conduct).getByText('Using the defaults')).toBeInTheDocument();
    expect(within(conduct).getByLabelText('Heading 1')).toHaveAttribute('placeholder', 'Prayer and sunnah');
    expect(within(conduct).getByLabelText('Heading 6')).toHaveAttribute('placeholder', 'Character');
    expect(within(conduct).getByLabelText('Heading 1')).toHaveValue('');
    const evaluation = screen.getByRole('group', { name: 'Staff report: teacher evaluation' });
    expect(within(evaluation).getByLabelText('Question 10')).toHaveAttribute('placeholder', 'Sets a good example in conduct');

    fireEvent.click(within(conduct).getByRole('button', { name: 'Fill in the defaults to edit' }));
    expect(within(conduct).getByLabelText('Heading 1')).toHaveValue('Prayer and sunnah');
    fireEvent.change(within(conduct).getByLabelText('Heading 7'), { target: { value: ' Quran recitation ' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(updates).toHaveLength(1));
    const input = updates[0].input as Record<string, unknown>;
    expect(input.conductHeadings).toEqual(['Prayer and sunnah', 'Following the rules', 'Respect for teachers', 'Attention to study', 'Attendance', 'Character', 'Quran recitation']);
    expect(input.evaluationQuestions).toEqual([]);
  });

  it('shows the academy\'s own headings (bn) and "use the defaults" clears them', async () => {
    const updates: Record<string, unknown>[] = [];
    renderSettings('bn', { conductHeadings: ['নামাজ', 'খেলাধুলা'], evaluationQuestions: [] }, updates);
    const conduct = await screen.findByRole('group', { name: bn['settings.conductHeadings'] });
    expect(within(conduct).getByLabelText('শিরোনাম ১')).toHaveValue('নামাজ');
    expect(within(conduct).queryByText(bn['settings.usingDefaults'])).toBeNull();
    fireEvent.click(within(conduct).getByRole('button', { name: bn['settings.useDefaults'] }));
    expect(within(conduct).getByLabelText('শিরোনাম ১')).toHaveValue('');
    expect(within(conduct).getByLabelText('শিরোনাম ১')).toHaveAttribute('placeholder', 'নামাজ ও সুন্নাহ');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(bn['app.save']) }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect((updates[0].input as Record<string, unknown>).conductHeadings).toEqual([]);
  });
});
