import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SoldProductsScreen from '@/features/store/SoldProductsScreen';
import { renderSignedIn, type Call } from './support/app';

/**
 * /soldProductList (spec doc 2 §2, §4, §5): a line's edit takes at most what remains plus the
 * line and sends the new amount (unchanged is sent as it is: the server does nothing); accept
 * takes some back (at most the line); accept-all, once confirmed, takes the whole line back.
 */
jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const product = { __typename: 'Product' as const, id: 1, productName: 'Rice', unit: 'kg', totalHas: 50, totalSold: 20, remain: 30, perProductPrice: 60, perProductSellingPrice: 75, responsible: 'Hasan', createdAt: '2026-03-01' };
const line = {
  __typename: 'SoldProduct' as const, id: 9, saleId: 4, productId: 1, productName: 'Rice', unit: 'kg', perProductBuyingPrice: 60, perProductSellingPrice: 75,
  totalSold: 20, lineTotal: 1500, sellerName: 'Abdul Karim', mobile: '01711000000', responsible: 'Hasan', createdAt: '2026-03-10',
};

function mount(): Call[] {
  return renderSignedIn(<SoldProductsScreen />, { type: 'education', menuGroups: ['buyAndSell'] }, (operation) => {
    switch (operation) {
      case 'Products': return { data: { products: { __typename: 'ProductPage', total: 1, items: [product] } } };
      case 'SoldProducts': return { data: { soldProducts: { __typename: 'SoldProductPage', total: 1, items: [line] } } };
      case 'UpdateSoldProduct': return { data: { updateSoldProduct: { __typename: 'SoldProductChange', returned: 20, sold: null, product: { ...product, totalSold: 0, remain: 50 } } } };
      default: return null;
    }
  });
}

const edits = (calls: Call[]) => calls.filter((c) => c.operation === 'UpdateSoldProduct').map((c) => c.variables.input);
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;
const rowButton = (label: string) => screen.getByText('Abdul Karim').closest('tr')!.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;

describe('/soldProductList', () => {
  it('edit: at most what remains plus the line; the new amount is sent', async () => {
    const calls = mount();
    await screen.findByText('Abdul Karim');
    await waitFor(() => expect(calls.some((c) => c.operation === 'Products')).toBe(true));
    fireEvent.click(rowButton('Edit'));
    await waitFor(() => expect(within(dialog()).getByLabelText('New sold amount')).toHaveValue('20'));
    // At most the 30 remaining plus the line's 20: the box takes no more.
    expect(within(dialog()).getByLabelText('New sold amount')).toHaveAttribute('aria-valuemax', '50');
    expect(within(dialog()).getByText('Unchanged: nothing to do')).toBeInTheDocument();
    fireEvent.click(dialog().querySelector<HTMLButtonElement>('button[type=submit]')!);
    await waitFor(() => expect(edits(calls)).toEqual([{ id: 9, newSoldAmount: 20 }]));
    fireEvent.click(rowButton('Edit'));
    await waitFor(() => expect(within(dialog()).getByLabelText('New sold amount')).toHaveValue('20'));
    fireEvent.change(within(dialog()).getByLabelText('New sold amount'), { target: { value: '25' } });
    fireEvent.click(dialog().querySelector<HTMLButtonElement>('button[type=submit]')!);
    await waitFor(() => expect(edits(calls)).toEqual([{ id: 9, newSoldAmount: 20 }, { id: 9, newSoldAmount: 25 }]));
  });

  it('accept some back: at most the line; the amount coming back is sent', async () => {
    const calls = mount();
    await screen.findByText('Abdul Karim');
    fireEvent.click(rowButton('Accept some back'));
    await waitFor(() => expect(within(dialog()).getByLabelText('Amount coming back')).toBeInTheDocument());
    fireEvent.change(within(dialog()).getByLabelText('Amount coming back'), { target: { value: '5' } });
    fireEvent.click(dialog().querySelector<HTMLButtonElement>('button[type=submit]')!);
    await waitFor(() => expect(edits(calls)).toEqual([{ id: 9, acceptingAmount: 5 }]));
  });

  it('accept all back, once confirmed, takes the whole line back', async () => {
    const calls = mount();
    await screen.findByText('Abdul Karim');
    fireEvent.click(rowButton('Accept all back'));
    expect(await screen.findByText('Accept all 20 Rice sold to Abdul Karim back into the store?')).toBeInTheDocument();
    const yes = [...document.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')].find((b) => b.textContent === 'Yes')!;
    fireEvent.click(yes);
    await waitFor(() => expect(edits(calls)).toEqual([{ id: 9, acceptingAll: true }]));
    expect(await screen.findByText('20 Rice back in the store')).toBeInTheDocument();
  });
});
