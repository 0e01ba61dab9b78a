import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import AccountsCharts from '@/features/dashboard/AccountsCharts';
import { fakeLink, meFixture, type Result } from './support/app';

const year = new Date().getFullYear();
const progress = (period: string, due: number, collected: number) => ({ __typename: 'FeesProgress', period, due, collected, owed: due - collected });
const month = (m: number, income = 0, expense = 0) => ({
  __typename: 'AccountsMonth', month: `${year}-${String(m).padStart(2, '0')}`, generalIncome: income, charityIncome: 0, generalExpense: expense, charityExpense: 0, income, expense,
});

/** The summary of a department: accounts 1,300.75 in, 350.10 out; boarding 999.99 in, 400.00 out. */
function summary(department: string) {
  const boarding = department === 'boarding';
  const [income, expense] = boarding ? [999.99, 400] : [1300.75, 350.1];
  return {
    __typename: 'AccountsSummary', department, year, income, expense, students: boarding ? 2 : 3,
    months: Array.from({ length: 12 }, (_, i) => (i === 2 ? month(3, income, expense) : month(i + 1))),
    feesMonth: progress(`${year}-03`, boarding ? 4000 : 1500, boarding ? 1500 : 750),
    feesYear: progress(String(year), boarding ? 12000 : 6500, boarding ? 5500 : 3250),
  };
}

/** A figure's text by its title (antd's Statistic splits a number into its parts). */
async function statistic(title: string): Promise<string> {
  const label = await screen.findByText(title, { selector: '.ant-statistic-title' });
  return label.closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent ?? '';
}

function renderCharts(menuGroups: string[], type = 'accountant') {
  const asked: string[] = [];
  const handle = (operation: string, variables: Record<string, unknown>): Result => {
    if (operation === 'Me') return { data: { me: meFixture('active', type, { menuGroups }) } };
    if (operation === 'AccountsSummary') {
      asked.push(String(variables.department));
      return { data: { accountsSummary: summary(String(variables.department)) } };
    }
    return { data: {} };
  };
  const client = new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <App>
          <SessionProvider>
            <AccountsCharts />
          </SessionProvider>
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  return asked;
}

describe('the dashboard\'s accounts panel', () => {
  it('shows the accounts figures to the paisa, and switches to boarding\'s own for a user of both menu groups', async () => {
    const asked = renderCharts(['accounts', 'boarding']);
    await screen.findByText(`Accounts of ${year}`);
    await waitFor(async () => expect(await statistic('Income')).toBe('1,300.75'));
    expect(await statistic('Expense')).toBe('350.10');
    expect(await statistic('Income − expense')).toBe('950.65');
    expect(screen.getByText('3 admitted students')).toBeTruthy();
    expect(asked).toEqual(['accounts']);

    fireEvent.click(screen.getByText('Boarding'));
    await screen.findByText(`Boarding accounts of ${year}`);
    await waitFor(async () => expect(await statistic('Income')).toBe('999.99'));
    expect(await statistic('Income − expense')).toBe('599.99');
    expect(screen.getByText('Boarding fees collected')).toBeTruthy();
    expect(screen.getByText('2 residential students')).toBeTruthy();
    expect(screen.getByText('1,500.00 collected of 4,000.00 due')).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(['accounts', 'boarding']));
  });

  it('a boarding-only user sees boarding, without the switch', async () => {
    const asked = renderCharts(['boarding'], 'boardingSuper');
    await screen.findByText(`Boarding accounts of ${year}`);
    await waitFor(async () => expect(await statistic('Income')).toBe('999.99'));
    expect(screen.queryByText('Accounts')).toBeNull();
    expect(asked).toEqual(['boarding']);
  });
});
