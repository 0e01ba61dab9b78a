import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import ProductsScreen from '@/features/store/ProductsScreen';
import { emptyCreate, rowLack, salePaisa, soldCheck, toNewInput } from '@/features/store/storeForm';
import { fakeLink, meFixture, type Result } from './support/app';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const product = (id: number, productName: string, unit: string, totalHas: number, totalSold: number, buying: number, selling: number) => ({
  __typename: 'Product' as const, id, productName, unit, totalHas, totalSold, remain: totalHas - totalSold, perProductPrice: buying,
  perProductSellingPrice: selling, responsible: 'Hasan', createdAt: '2026-03-01',
});
const products = [product(1, 'Rice', 'kg', 50, 20, 60, 75), product(2, 'Cap', 'piece', 30, 30, 80, 120), product(3, 'Tea', 'packet', 10, 0, 100, 120.5)];

describe('store form rules', () => {
  it('a new row needs name, amount, unit and both prices; a known name only its amount and keeps its unit', () => {
    const v = emptyCreate('2026-03-10', 'Abdur Rahman');
    expect(v.rows).toHaveLength(10);
    expect(rowLack({ name: 'Salt', unit: 'kg', amount: 2, buyingPrice: 20, sellingPrice: null }, products)).toBe('sellingPrice');
    expect(rowLack({ name: 'rice', unit: 'piece', amount: 2, buyingPrice: null, sellingPrice: null }, products)).toBeNull();
    v.rows[0] = { name: ' rice ', unit: 'piece', amount: 5, buyingPrice: null, sellingPrice: null };
    v.rows[2] = { name: 'Salt', unit: 'kg', amount: 2, buyingPrice: 20, sellingPrice: 25.5 };
    expect(toNewInput(v, products).rows).toEqual([
      { name: 'rice', unit: 'kg', amount: 5, buyingPrice: null, sellingPrice: null },
      { name: 'Salt', unit: 'kg', amount: 2, buyingPrice: 20, sellingPrice: 25.5 },
    ]);
    expect(salePaisa([products[0], products[2]], { 1: 20, 3: 3 })).toBe(186150);
    expect(soldCheck({ totalSold: 20, productName: 'Rice' }, 30, 51)).toEqual({ code: 'maxNotPossible', params: { remain: 50, name: 'Rice' } });
    expect(soldCheck({ totalSold: 20, productName: 'Rice' }, 30, 25)).toEqual({ delta: 5 });
  });
});

describe('/buyAndSell', () => {
  it('locks sold-out rows, blocks deleting sold products, asks to select first, and sells with live totals after refusing too many', async () => {
    const calls: { operation: string; variables: Record<string, unknown> }[] = [];
    const handle = (operation: string, variables: Record<string, unknown>): Result => {
      calls.push({ operation, variables });
      switch (operation) {
        case 'Me': return { data: { me: meFixture('active', 'education', { menuGroups: ['buyAndSell'] }) } };
        case 'Products': return { data: { products: { __typename: 'ProductPage', total: 3, items: products } } };
        default: return { data: {} };
      }
    };
    const client = new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() });
    render(
      <ApolloProvider client={client}>
        <IntlProvider locale="en" messages={en}>
          <App>
            <MemoryRouter>
              <SessionProvider><ProductsScreen /></SessionProvider>
            </MemoryRouter>
          </App>
        </IntlProvider>
      </ApolloProvider>,
    );
    await screen.findByText('Tea');
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    const buttonWithText = (text: RegExp) => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => text.test(b.textContent ?? ''))!;
    expect(rowOf('Cap').className).toContain('talim-row-danger');
    expect(rowOf('Cap').querySelector<HTMLInputElement>('input[type=checkbox]')).toBeDisabled();
    expect(rowOf('Rice').querySelector<HTMLButtonElement>('button[aria-label="Delete"]')).toBeDisabled();
    expect(rowOf('Tea').querySelector<HTMLButtonElement>('button[aria-label="Delete"]')).toBeEnabled();
    expect(buttonWithText(/Sold products/)).toBeTruthy();

    fireEvent.click(buttonWithText(/^Sell$/));
    expect(await screen.findByText('Please select something first')).toBeInTheDocument();

    fireEvent.click(rowOf('Rice').querySelector('input[type=checkbox]')!);
    fireEvent.click(rowOf('Tea').querySelector('input[type=checkbox]')!);
    await waitFor(() => expect(buttonWithText(/^Sell \(2\)$/)).toBeTruthy());
    fireEvent.click(buttonWithText(/^Sell \(2\)$/));
    await waitFor(() => expect(document.querySelector('.ant-modal .talim-sell-table')).not.toBeNull());
    const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
    fireEvent.change(within(dialog).getByLabelText('Amount of Rice to sell'), { target: { value: '31' } });
    fireEvent.change(within(dialog).getByLabelText('Amount of Tea to sell'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Buyer'), { target: { value: 'Abdul Karim' } });
    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '01711000000' } });
    fireEvent.click(dialog.querySelector<HTMLButtonElement>('button[type=submit]')!);
    expect(await within(dialog).findByText('Only 30 of Rice remain')).toBeInTheDocument();
    expect(calls.filter((c) => c.operation === 'SellProducts')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Amount of Rice to sell'), { target: { value: '20' } });
    await waitFor(() => expect(within(dialog).getByTestId('sell-all-total').textContent).toBe('1,861.50'));
    expect(within(dialog).getByText(/One thousand eight hundred sixty-one taka and fifty paisa only/)).toBeInTheDocument();
    fireEvent.click(dialog.querySelector<HTMLButtonElement>('button[type=submit]')!);
    await waitFor(() => expect(calls.filter((c) => c.operation === 'SellProducts')).toHaveLength(1));
    expect(calls.find((c) => c.operation === 'SellProducts')!.variables.input).toEqual({
      data: [{ id: 1, amount: 20 }, { id: 3, amount: 3 }], seller: 'Abdul Karim', mobile: '01711000000', responsible: 'Abdur Rahman', allTotal: 1861.5,
    });
  });
});
