import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { NotificationBell } from '@/features/admission/bell/NotificationBell';
import { BELL_POLL_MS, sourceOf, stillPending } from '@/features/admission/bell/bell';
import type { StudentFieldsFragment } from '@/gql/graphql';
import { fakeLink, type Result } from './support/app';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

// The admission form belongs to another screen; the bell only has to open it in edit mode.
jest.mock('@/features/admission/form/AdmissionFormDialog', () => ({
  AdmissionFormDialog: (p: { open: boolean; studentId?: number; onSaved: () => void }) =>
    p.open ? (
      <div data-testid="admission-dialog">
        {p.studentId ?? 'new'}
        <button type="button" onClick={p.onSaved}>
          save-stub
        </button>
      </div>
    ) : null,
}));

function application(id: number, over: Partial<StudentFieldsFragment> = {}) {
  return {
    __typename: 'Student', id, formNo: 40 + id, admitNo: null, pending: true, newOld: 'new', department: 'Kitab',
    residence: 'residential', category: 'general', name: `Applicant ${id}`, fatherName: 'Father', motherName: '', fatherJob: '',
    village: '', postOffice: '', subDistrict: '', district: '', birthDate: '2015-02-02', age: 11, guardianMobile: '01711000000',
    guardianRelation: 'father', guardian2: '', preAcademy: '', preClass: '', choosingClass: 'Class 6', admittedClass: '', groupName: '',
    inspectorComment: '', examiner: '', book1: '', number1: null, average: null, book2: '', number2: null, approval: '',
    inspectorSign: '', examinerSign: '', eduSecSign: '', principalSign: '', photoUrl: '', condition: 'in', reportStage: 'general',
    date: '2026-11-20', source: 'office', fees: [], ...over,
  };
}

function setup(list: ReturnType<typeof application>[]) {
  let calls = 0;
  let current = list;
  const handle = (operation: string): Result => {
    if (operation !== 'PendingApplications') return { data: {} };
    calls += 1;
    return { data: { pendingApplications: current } };
  };
  const client = new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <App>
          <NotificationBell />
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  return {
    calls: () => calls,
    answerWith: (next: ReturnType<typeof application>[]) => {
      current = next;
    },
  };
}

describe('bell rules', () => {
  it('counts only applications still without an admit number, in; polls every minute', () => {
    const list = [application(1), application(2, { pending: false, admitNo: 7 }), application(3, { condition: 'out' })];
    expect(stillPending(list).map((s) => s.id)).toEqual([1]);
    expect(sourceOf({ source: 'online' })).toBe('online');
    expect(sourceOf({ source: 'office' })).toBe('office');
    expect(sourceOf({ source: '' })).toBe('office');
    expect(BELL_POLL_MS).toBe(60_000);
  });
});

describe('<NotificationBell>', () => {
  it('shows the count and lists the applications; one opens the form in edit mode; a save asks again', async () => {
    const bell = setup([
      application(1, { name: 'Rahim Uddin', source: 'online' }),
      application(2, { name: 'Karim Mia', choosingClass: 'Hifz 1' }),
      application(3, { name: 'Salma Akter' }),
    ]);
    const button = await screen.findByRole('button', { name: '3 pending applications' });
    expect(within(button).getByText('3')).toBeInTheDocument();
    expect(button.querySelector('.talim-bell-count')).toHaveTextContent('3');

    fireEvent.click(button);
    const list = await screen.findByRole('list', { name: 'Admission applications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Rahim Uddin');
    expect(items[0]).toHaveTextContent('Online');
    expect(items[0]).toHaveTextContent('Form 41');
    expect(items[0]).toHaveTextContent('for Class 6');
    expect(items[0]).toHaveTextContent('November 20, 2026');
    expect(items[1]).toHaveTextContent('Karim Mia');
    expect(items[1]).toHaveTextContent('Office');
    expect(items[1]).toHaveTextContent('for Hifz 1');

    fireEvent.click(within(list).getByRole('button', { name: 'Open the application of Karim Mia' }));
    expect(await screen.findByTestId('admission-dialog')).toHaveTextContent('2');

    // The admit number was given: after the save the bell asks again and counts two.
    const before = bell.calls();
    bell.answerWith([application(1, { name: 'Rahim Uddin', source: 'online' }), application(3, { name: 'Salma Akter' })]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'save-stub' })));
    await waitFor(() => expect(bell.calls()).toBeGreaterThan(before));
    expect(await screen.findByRole('button', { name: '2 pending applications' })).toBeInTheDocument();
    expect(screen.queryByTestId('admission-dialog')).toBeNull();
  });

  it('shows no count and an empty list when nothing is pending', async () => {
    setup([]);
    const button = await screen.findByRole('button', { name: 'No pending applications' });
    expect(button.querySelector('.talim-bell-count')).toBeNull();
    fireEvent.click(button);
    const list = await screen.findByRole('list', { name: 'Admission applications' });
    expect(list).toHaveTextContent('No pending applications');
  });
});
