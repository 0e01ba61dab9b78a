import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import FeeRulesScreen from '@/features/accounts/feeRules/FeeRulesScreen';
import {
  classTotals, editorReducer, fromServer, initialEditor, isComplete, isTaka, toInputs,
} from '@/features/accounts/feeRules/feeRulesGrid';
import { FeeRuleClassesDocument, FeeRulesDocument, MeDocument, SaveFeeRulesDocument, type FeeRuleFieldsFragment } from '@/gql/graphql';
import { meFixture } from './support/app';

jest.setTimeout(30000);
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computed(elt);

const panel = [
  { id: 1, className: 'Class 6', groupName: '' },
  { id: 2, className: 'Class 9', groupName: 'Science' },
  { id: 3, className: 'Class 9', groupName: 'Arts' },
];
const saved: FeeRuleFieldsFragment[] = [
  { id: 11, fund: 'generalFund', title: 'monthly_fee', amount: 1500.5, classes: ['Class 6', 'Class 9'], groups: [] },
  { id: 12, fund: 'charityFund', title: 'Library', amount: 0.25, classes: ['Class 9'], groups: ['Science'] },
];

const typedRules = (rules: FeeRuleFieldsFragment[]) => rules.map((r) => ({ ...r, __typename: 'FeeRule' }));
const mocks = (type: string) => [
  { request: { query: MeDocument }, result: { data: { me: meFixture('active', type) } } },
  { request: { query: FeeRulesDocument }, result: { data: { feeRules: typedRules(saved) } } },
  { request: { query: FeeRuleClassesDocument }, result: { data: { classes: panel.map((c) => ({ ...c, __typename: 'ClassRow' })) } } },
];

function setup(type: string, extra: unknown[] = []) {
  return render(
    <MockedProvider mocks={[...mocks(type), ...extra] as never[]}>
      <IntlProvider locale="en" messages={en}>
        <App>
          <SessionProvider>
            <FeeRulesScreen />
          </SessionProvider>
        </App>
      </IntlProvider>
    </MockedProvider>,
  );
}

const dataRows = () => Array.from(document.querySelectorAll<HTMLElement>('.talim-data-table tbody tr.ant-table-row'));

describe('fee rules editor state', () => {
  const base = saved.map(fromServer);

  it('adds, changes and removes rows starting from the saved ones', () => {
    let state = editorReducer(initialEditor, { type: 'add', base });
    expect(state.rows).toHaveLength(3);
    expect(state.rows![2]).toMatchObject({ fund: 'generalFund', title: '', amount: null, classes: [], groups: [] });
    state = editorReducer(state, { type: 'change', base, key: state.rows![2].key, change: { title: ' boarding_fee ', amount: 2000, classes: ['Class 6'] } });
    state = editorReducer(state, { type: 'remove', base, key: 'rule-11' });
    expect(toInputs(state.rows!)).toEqual([
      { fund: 'charityFund', title: 'Library', amount: 0.25, classes: ['Class 9'], groups: ['Science'] },
      { fund: 'generalFund', title: 'boarding_fee', amount: 2000, classes: ['Class 6'], groups: [] },
    ]);
    expect(editorReducer(state, { type: 'reset' }).rows).toBeNull();
  });

  it('knows a complete row and a taka amount', () => {
    expect(isComplete({ key: 'k', fund: 'generalFund', title: 'x', amount: 0, classes: ['A'], groups: [] })).toBe(true);
    expect(isComplete({ key: 'k', fund: 'generalFund', title: ' ', amount: 5, classes: ['A'], groups: [] })).toBe(false);
    expect(isComplete({ key: 'k', fund: 'generalFund', title: 'x', amount: null, classes: ['A'], groups: [] })).toBe(false);
    expect(isTaka(1500.5)).toBe(true);
    expect(isTaka(0.29)).toBe(true);
    expect(isTaka(10.005)).toBe(false);
    expect(isTaka(-1)).toBe(false);
  });

  it('totals each class and group by fund, exact to the paisa', () => {
    expect(classTotals(panel, base)).toEqual([
      { key: 'Class 6\u0001', className: 'Class 6', groupName: '', generalFund: 1500.5, charityFund: 0, total: 1500.5 },
      { key: 'Class 9\u0001Science', className: 'Class 9', groupName: 'Science', generalFund: 1500.5, charityFund: 0.25, total: 1500.75 },
      { key: 'Class 9\u0001Arts', className: 'Class 9', groupName: 'Arts', generalFund: 1500.5, charityFund: 0, total: 1500.5 },
    ]);
  });
});

describe('<FeeRulesScreen>', () => {
  it('adds and removes rows', async () => {
    setup('accountant');
    await waitFor(() => expect(document.querySelector('input[value="Library"]')).not.toBeNull());
    expect(dataRows()).toHaveLength(2);
    fireEvent.click(screen.getByText('Add row'));
    expect(dataRows()).toHaveLength(3);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(within(dataRows()[2]).getByLabelText('Remove row'));
    fireEvent.click(within(dataRows()[0]).getByLabelText('Remove row'));
    expect(dataRows()).toHaveLength(1);
    expect(within(dataRows()[0]).getByLabelText('Fee title')).toHaveValue('Library');
    fireEvent.click(screen.getByText('Discard changes'));
    expect(dataRows()).toHaveLength(2);
  });

  it('saves the whole table with the right payload', async () => {
    const result = jest.fn(() => ({
      data: { saveFeeRules: typedRules([{ ...saved[0], id: 21, amount: 1600.25 }]) },
    }));
    const save = {
      request: {
        query: SaveFeeRulesDocument,
        variables: {
          rules: [
            { fund: 'generalFund', title: 'monthly_fee', amount: 1600.25, classes: ['Class 6', 'Class 9'], groups: [] },
            { fund: 'generalFund', title: 'Exam fee', amount: null, classes: [], groups: [] },
          ],
        },
      },
      result,
    };
    setup('superUser', [save]);
    await waitFor(() => expect(document.querySelector('input[value="Library"]')).not.toBeNull());
    expect(within(dataRows()[0]).getByLabelText('Fee title')).toHaveValue('Monthly fee');
    fireEvent.change(within(dataRows()[0]).getByLabelText('Amount (taka)'), { target: { value: '1600.25' } });
    fireEvent.click(within(dataRows()[1]).getByLabelText('Remove row'));
    fireEvent.click(screen.getByText('Add row'));
    fireEvent.change(within(dataRows()[1]).getByLabelText('Fee title'), { target: { value: '  Exam fee' } });
    await act(async () => fireEvent.click(screen.getByText('Save all')));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    await screen.findByText(/1 incomplete row was left out/);
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('is read-only without feeRule.write, and still prints', async () => {
    setup('generalTeacher');
    await screen.findByText('Library');
    expect(screen.getByText('Monthly fee')).toBeInTheDocument();
    expect(screen.getAllByText('Charity fund').length).toBeGreaterThan(0);
    expect(screen.queryByText('Add row')).toBeNull();
    expect(screen.queryByText('Save all')).toBeNull();
    expect(screen.queryByLabelText('Remove row')).toBeNull();
    expect(document.querySelector('input[aria-label="Fee title"]')).toBeNull();
    expect(screen.getByText('Print')).toBeInTheDocument();
    expect(screen.getByLabelText('Totals per class')).toHaveTextContent('1,500.75');
  });
});
