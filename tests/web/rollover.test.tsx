import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import RolloverScreen from '@/features/education/rollover/RolloverScreen';
import { GRADUATE, pickClass, rolloverInput, withDefaultResult, type ResultChoice } from '@/features/education/rollover/rolloverForm';
import { fakeLink, meFixture, type Result } from './support/app';
import { choose } from './support/select';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const classes = [
  { __typename: 'ClassRow', id: 1, department: 'Kitab', className: 'Class 6', groupName: '', books: [] },
  { __typename: 'ClassRow', id: 2, department: 'Kitab', className: 'Class 7', groupName: '', books: [] },
  { __typename: 'ClassRow', id: 3, department: 'Hifz', className: 'Nazera', groupName: '', books: [] },
];
const year = new Date().getFullYear();
const result = (id: number, examName: string, over: Partial<ResultChoice> = {}) => ({
  __typename: 'ResultSummary', id, className: 'Class 6', groupName: '', examName, numberPerSubject: 100, year, studentCount: 3, published: true, ...over,
});
const results = [result(10, 'FirstTermExam'), result(11, 'ThirdTermExam'), result(12, 'SecondTermExam', { published: false })];

describe('rollover choices', () => {
  it('a class picked suggests the next class and clears the result and the hand-promoted students', () => {
    const start = { classId: null, year, resultId: 5, targetClassId: null, promoteIds: [9] };
    expect(pickClass(start, classes, 1)).toEqual({ classId: 1, year, resultId: null, targetClassId: 2, promoteIds: [] });
    expect(pickClass(start, classes, 3).targetClassId).toBeNull(); // no number in the name: the office chooses
  });

  it('the final (third term) published result is the default; the input waits for every choice', () => {
    const c = withDefaultResult({ classId: 1, year, resultId: null, targetClassId: 2, promoteIds: [] }, classes, results);
    expect(c.resultId).toBe(11);
    expect(withDefaultResult({ ...c, resultId: 12 }, classes, results).resultId).toBe(11); // a draft is no choice
    expect(rolloverInput(c)).toEqual({ classId: 1, year, resultId: 11, targetClassId: 2, promoteIds: [] });
    expect(rolloverInput({ ...c, targetClassId: null })).toBeNull();
  });

  it('a final class graduates: the input says so instead of naming a target', () => {
    expect(rolloverInput({ classId: 1, year, resultId: 11, targetClassId: GRADUATE, promoteIds: [4] })).toEqual({ classId: 1, year, resultId: 11, graduate: true, promoteIds: [4] });
  });
});

describe('RolloverScreen', () => {
  it('previews, promotes a student without a result, rolls over after the confirm and lists the history', async () => {
    const calls: { operation: string; variables: Record<string, unknown> }[] = [];
    const row = (studentId: number, admitNo: number, outcome: string, promoted: boolean, newRoll: number) => ({
      __typename: 'RolloverPreviewRow', studentId, admitNo, name: `Student ${admitNo}`, outcome, promoted, rank: outcome === 'passed' ? 1 : null,
      total: 150, oldRoll: null, newDepartment: 'Kitab', newClassName: promoted ? 'Class 7' : 'Class 6', newGroupName: '', newRoll,
    });
    const archive = {
      __typename: 'YearRollover', id: 7, department: 'Kitab', className: 'Class 6', groupName: '', fromYear: year, toYear: year + 1, resultId: 11,
      examName: 'ThirdTermExam', targetDepartment: 'Kitab', targetClassName: 'Class 7', targetGroupName: '', promotedCount: 2, keptCount: 1,
      byName: 'Abdur Rahman', createdAt: '2026-11-24T04:00:00.000Z',
    };
    let done = false;
    const handle = (operation: string, variables: Record<string, unknown>): Result => {
      calls.push({ operation, variables });
      switch (operation) {
        case 'Me': return { data: { me: meFixture('active', 'education', { permissions: ['result.write'] }) } };
        case 'Classes': return { data: { classes } };
        case 'Results': return { data: { results } };
        case 'Rollovers': return { data: { rollovers: done ? [archive] : [] } };
        case 'RolloverPreview': {
          const promote = ((variables.input as { promoteIds: number[] }).promoteIds ?? []).includes(3);
          return {
            data: {
              rolloverPreview: {
                __typename: 'RolloverPreview', department: 'Kitab', className: 'Class 6', groupName: '', fromYear: year, toYear: year + 1, resultId: 11,
                examName: 'ThirdTermExam', targetDepartment: 'Kitab', targetClassName: 'Class 7', targetGroupName: '',
                promotedCount: promote ? 2 : 1, keptCount: promote ? 1 : 2, noResultCount: 1,
                rows: [row(1, 1, 'passed', true, 1), ...(promote ? [row(3, 3, 'noResult', true, 2), row(2, 2, 'failed', false, 1)] : [row(2, 2, 'failed', false, 1), row(3, 3, 'noResult', false, 2)])],
              },
            },
          };
        }
        case 'RolloverClass': done = true; return { data: { rolloverClass: archive } };
        default: return { data: {} };
      }
    };
    render(
      <ApolloProvider client={new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() })}>
        <IntlProvider locale="en" messages={en}>
          <App>
            <SessionProvider>
              <RolloverScreen />
            </SessionProvider>
          </App>
        </IntlProvider>
      </ApolloProvider>,
    );
    await choose('Class', 'Class 6');
    await screen.findByText('1 go up to Class 7 for ' + (year + 1) + ', 2 stay in Class 6 (1 without a result)');
    expect(calls.filter((c) => c.operation === 'RolloverPreview').at(-1)!.variables.input).toEqual({ classId: 1, year, resultId: 11, targetClassId: 2, promoteIds: [] });

    fireEvent.click(screen.getByText('Go up', { selector: '.ant-segmented-item-label' }));
    await screen.findByText('2 go up to Class 7 for ' + (year + 1) + ', 1 stay in Class 6 (1 without a result)');
    expect(calls.filter((c) => c.operation === 'RolloverPreview').at(-1)!.variables.input).toMatchObject({ promoteIds: [3] });

    expect(calls.some((c) => c.operation === 'RolloverClass')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Roll over' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.filter((c) => c.operation === 'RolloverClass')).toHaveLength(1));
    expect(calls.find((c) => c.operation === 'RolloverClass')!.variables.input).toEqual({ classId: 1, year, resultId: 11, targetClassId: 2, promoteIds: [3] });
    await screen.findByText('Rolled over: 2 went up, 1 stayed');
    await screen.findByText('Abdur Rahman');
  });
});
