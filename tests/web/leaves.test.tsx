import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { LEAVE_REASONS, leaveLength } from '@rules/leaves';
import en from '../../web/src/i18n/en.json';
import bn from '../../web/src/i18n/bn.json';
import ar from '../../web/src/i18n/ar.json';
import { SessionProvider } from '@/app/session';
import { LeavesScreen } from '@/features/administration/leaves/LeavesScreen';
import { canSave, lookupOf, missingLeaveFields, normalizeLeave, toLeaveInput } from '@/features/administration/leaves/leaveForm';
import type { LeaveFieldsFragment } from '@/gql/graphql';
import { isoToday } from '@/lib/format';
import { fakeLink, meFixture, type Result } from './support/app';
import { choose } from './support/select';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const leave = (id: number, over: Partial<LeaveFieldsFragment> = {}): LeaveFieldsFragment & { __typename: 'Leave' } => ({
  __typename: 'Leave', id, kind: 'student', idNo: '3', name: 'Abdullah', classOrDesignation: 'Class 6', startDate: '2026-03-01',
  endDate: '2026-03-04', days: 4, reason: 'sickness', leaveType: 'written', createdAt: '2026-03-01T04:00:00.000Z', ...over,
});

describe('leave form rules', () => {
  it('needs every field; saving waits for the person found for the id now in the field and dates that make a leave', () => {
    expect(missingLeaveFields(normalizeLeave({}))).toEqual(['idNo', 'leaveStart', 'leaveEnd', 'leaveReason', 'leaveType']);
    const values = normalizeLeave({ idNo: ' 3 ', leaveStart: '2026-03-01', leaveEnd: '2026-03-02', leaveReason: 'hajj', leaveType: 'verbal' });
    expect(missingLeaveFields(values)).toEqual([]);
    expect(toLeaveInput('student', values)).toEqual({ kind: 'student', idNo: '3', leaveStart: '2026-03-01', leaveEnd: '2026-03-02', leaveReason: 'hajj', leaveType: 'verbal' });
    expect(toLeaveInput('staff', values, 9)).toMatchObject({ id: 9, kind: 'staff' });
    const found = { state: 'found' as const, person: { idNo: '3', name: 'A', classOrDesignation: '' } };
    const ok = leaveLength('2026-03-01', '2026-03-02');
    expect(canSave(found, '3', ok)).toBe(true);
    expect(canSave(found, '4', ok)).toBe(false);
    expect(canSave({ state: 'notFound' }, '3', ok)).toBe(false);
    expect(canSave({ state: 'idle' }, '3', ok)).toBe(false);
    expect(canSave(found, '3', leaveLength('2026-03-02', '2026-03-01'))).toBe(false);
    // An edited leave opens with its person found.
    expect(lookupOf(leave(1))).toEqual({ state: 'found', person: { idNo: '3', name: 'Abdullah', classOrDesignation: 'Class 6' } });
  });

  it('has the 32 reasons, the types and the labels in en, bn and ar', () => {
    const keys = [...LEAVE_REASONS.map((r) => `leaves.reason.${r}`), 'leaves.type.verbal', 'leaves.type.written', 'leaves.dayCount'];
    for (const messages of [en, bn, ar] as Record<string, string>[]) for (const key of keys) expect([key, typeof messages[key]]).toEqual([key, 'string']);
  });
});

describe('<LeavesScreen kind="student">', () => {
  it('lists leaves; the dialog finds the person (or sorryNotFound), keeps save disabled until found, counts days and saves', async () => {
    const calls: { operation: string; variables: Record<string, unknown> }[] = [];
    const handle = (operation: string, variables: Record<string, unknown>): Result => {
      calls.push({ operation, variables });
      switch (operation) {
        case 'Me': return { data: { me: meFixture('active', 'education', { permissions: ['leave.write'] }) } };
        case 'Leaves': return { data: { leaves: { __typename: 'LeavePage', total: 1, items: [leave(1)] } } };
        case 'LeavePerson':
          return variables.idNo === '7'
            ? { data: { leavePerson: { __typename: 'LeavePerson', kind: 'student', idNo: '7', name: 'Fatima', classOrDesignation: 'Class 9 / Science' } } }
            : { errors: [{ message: 'nf', extensions: { code: 'sorryNotFound' } }] };
        case 'SaveLeave': return { data: { saveLeave: leave(2, { idNo: '7', name: 'Fatima' }) } };
        default: return { data: {} };
      }
    };
    const of = (op: string) => calls.filter((c) => c.operation === op);
    render(
      <ApolloProvider client={new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() })}>
        <IntlProvider locale="en" messages={en}>
          <App><SessionProvider><LeavesScreen kind="student" /></SessionProvider></App>
        </IntlProvider>
      </ApolloProvider>,
    );
    const row = await waitFor(() => {
      const r = document.querySelector<HTMLElement>('.talim-leaves tbody tr.ant-table-row');
      if (!r) throw new Error('no rows yet');
      return r;
    });
    expect(row).toHaveTextContent('Abdullah');
    expect(row).toHaveTextContent('Illness');
    expect(row).toHaveTextContent('Written');
    expect(of('Leaves')[0].variables).toEqual({ kind: 'student', search: null, offset: 0, limit: 100 });
    // one search box (issue 25 item 18): what is typed goes to the server; the grid has no filter of its own
    const boxes = screen.getAllByRole('searchbox');
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toHaveAccessibleName('Search by name or Admit number');
    expect(screen.queryByLabelText('Search…')).toBeNull();
    fireEvent.change(boxes[0], { target: { value: ' Abdullah ' } });
    await waitFor(() => expect(of('Leaves').at(-1)!.variables).toEqual({ kind: 'student', search: 'Abdullah', offset: 0, limit: 100 }));

    fireEvent.click(await screen.findByRole('button', { name: /Add leave/ }));
    const form = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(form).getByTestId('leave-days')).toHaveTextContent('1 day');
    expect(within(form).getByLabelText('Leave from')).toHaveValue(isoToday());

    const id = within(form).getByRole('searchbox', { name: 'Admit number' });
    fireEvent.change(id, { target: { value: '99' } });
    fireEvent.click(within(form).getByRole('button', { name: /Find/ }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Sorry, nothing was found'));
    expect(save).toBeDisabled();

    fireEvent.change(id, { target: { value: '7' } });
    fireEvent.click(within(form).getByRole('button', { name: /Find/ }));
    await waitFor(() => expect(within(form).getByTestId('leave-person-name')).toHaveTextContent('Fatima'));
    expect(form).toHaveTextContent('Class 9 / Science');
    await waitFor(() => expect(save).toBeEnabled());

    await choose('Reason', 'Wedding in the family', form);
    await choose('Type', 'Verbal', form);
    fireEvent.click(save);
    await waitFor(() => expect(of('SaveLeave')).toHaveLength(1));
    expect(of('SaveLeave')[0].variables).toEqual({
      input: { kind: 'student', idNo: '7', leaveStart: isoToday(), leaveEnd: isoToday(), leaveReason: 'familyWedding', leaveType: 'verbal' },
    });
    expect(of('LeavePerson').map((c) => c.variables)).toEqual([{ kind: 'student', idNo: '99' }, { kind: 'student', idNo: '7' }]);
  });
});
