import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FurnitureFormDialog } from '@/features/administration/furniture/FurnitureFormDialog';
import { ProductFormDialog } from '@/features/store/ProductFormDialog';
import { renderSignedIn, type Call, type Result } from './support/app';

/**
 * The two stock forms share their parts (StockFormParts): the furniture form and the store's
 * new/update product form. Each is clicked through: the matched-name hint, a row lacking a field,
 * the saved call and the matchedFurniture notice, and an edit refused below what is out.
 */
jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const product = (id: number, productName: string, unit: string, totalHas: number, totalSold: number, buying: number, selling: number) => ({
  __typename: 'Product' as const, id, productName, unit, totalHas, totalSold, remain: totalHas - totalSold, perProductPrice: buying,
  perProductSellingPrice: selling, responsible: 'Hasan', createdAt: '2026-03-01',
});
const furniture = (id: number, furnitureName: string, totalHas: number, totalGiven: number) => ({
  __typename: 'Furniture' as const, id, furnitureName, totalHas, totalGiven, remain: totalHas - totalGiven, responsible: 'Hasan', createdAt: '2026-03-01',
});
const products = [product(1, 'Rice', 'kg', 50, 20, 60, 75), product(3, 'Tea', 'packet', 10, 0, 100, 120.5)];
const furnitures = [furniture(1, 'Chair', 10, 4)];

function mount(ui: ReactNode, answer: (operation: string) => Result | null): Call[] {
  return renderSignedIn(ui, { type: 'principal', menuGroups: ['buyAndSell', 'administration'] }, (operation) => answer(operation));
}

const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;
const submit = () => fireEvent.click(dialog().querySelector<HTMLButtonElement>('button[type=submit]')!);
const type = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const of = (calls: Call[], operation: string) => calls.filter((c) => c.operation === operation);

describe('new product form (shared stock form parts)', () => {
  it('a known name shows the match and keeps its unit; a new row lacking its selling price is refused; the save sends the typed rows and says matchedFurniture', async () => {
    const calls = mount(<ProductFormDialog open editing={null} items={products} onClose={() => {}} />, (op) => (op === 'SaveProducts'
      ? { data: { saveProducts: { __typename: 'ProductsSaved', message: 'matchedFurniture', matched: ['rice'], products: [products[0]] } } }
      : null));
    await waitFor(() => expect(within(dialog()).getByLabelText('Responsible')).toHaveValue('Abdur Rahman'));
    expect(within(dialog()).getAllByLabelText(/^Product, row /)).toHaveLength(10);

    type('Product, row 1', ' rice ');
    expect(await within(dialog()).findByText('Already in the store: added to Rice (has 50 kg)')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Unit, row 1')).toBeDisabled();
    type('Amount, row 1', '5');
    type('Product, row 2', 'Salt');
    type('Amount, row 2', '2');
    type('Buying price, row 2', '20');
    submit();
    expect(await within(dialog()).findByText('This field is required')).toBeInTheDocument();
    expect(of(calls, 'SaveProducts')).toHaveLength(0);

    type('Selling price, row 2', '25.5');
    submit();
    await waitFor(() => expect(of(calls, 'SaveProducts')).toHaveLength(1));
    const input = of(calls, 'SaveProducts')[0].variables.input as { rows: unknown[]; responsible: string };
    expect(input.rows).toEqual([
      { name: 'rice', unit: 'kg', amount: 5, buyingPrice: null, sellingPrice: null },
      { name: 'Salt', unit: 'piece', amount: 2, buyingPrice: 20, sellingPrice: 25.5 },
    ]);
    expect(input.responsible).toBe('Abdur Rahman');
    expect(await screen.findByText('Matched an existing item and added the amount: rice')).toBeInTheDocument();
  });

  it('an empty form asks for one row at least and sends nothing', async () => {
    const calls = mount(<ProductFormDialog open editing={null} items={products} onClose={() => {}} />, () => null);
    await waitFor(() => expect(within(dialog()).getByLabelText('Responsible')).toHaveValue('Abdur Rahman'));
    submit();
    expect(await within(dialog()).findByText('Fill in at least one row')).toBeInTheDocument();
    expect(of(calls, 'SaveProducts')).toHaveLength(0);
  });

  it('update: a total below what is sold is refused before asking (minNotPossible); a higher one is sent with the prices', async () => {
    const calls = mount(<ProductFormDialog open editing={products[0]} items={products} onClose={() => {}} />, (op) => (op === 'UpdateProduct'
      ? { data: { updateProduct: { ...products[0], totalHas: 60, remain: 40 } } }
      : null));
    await waitFor(() => expect(within(dialog()).getByLabelText('Total')).toHaveValue('50'));
    expect(within(dialog()).getByText('20 are sold: not less than that')).toBeInTheDocument();
    type('Total', '19');
    submit();
    expect(await within(dialog()).findByText('Not less than the 20 already sold')).toBeInTheDocument();
    expect(of(calls, 'UpdateProduct')).toHaveLength(0);
    type('Total', '60');
    submit();
    await waitFor(() => expect(of(calls, 'UpdateProduct')).toHaveLength(1));
    expect(of(calls, 'UpdateProduct')[0].variables.input).toEqual({ id: 1, name: 'Rice', unit: 'kg', amount: 60, buyingPrice: 60, sellingPrice: 75, responsible: 'Hasan' });
  });
});

describe('furniture form (shared stock form parts)', () => {
  it('a known name shows the match; a row lacking its amount is refused; the save sends the typed rows and says matchedFurniture', async () => {
    const calls = mount(<FurnitureFormDialog open editing={null} items={furnitures} onClose={() => {}} />, (op) => (op === 'SaveFurniture'
      ? { data: { saveFurniture: { __typename: 'FurnitureSaved', message: 'matchedFurniture', matched: ['chair'], furnitures: [furnitures[0]] } } }
      : null));
    await waitFor(() => expect(within(dialog()).getByLabelText('Responsible')).toHaveValue('Abdur Rahman'));
    expect(within(dialog()).getAllByLabelText(/^Name, row /)).toHaveLength(10);
    type('Name, row 1', 'chair');
    expect(await within(dialog()).findByText('Already in the store: added to Chair (has 10)')).toBeInTheDocument();
    type('Amount, row 1', '3');
    type('Name, row 2', 'Desk');
    submit();
    expect(await within(dialog()).findByText('This field is required')).toBeInTheDocument();
    expect(of(calls, 'SaveFurniture')).toHaveLength(0);
    type('Amount, row 2', '4');
    submit();
    await waitFor(() => expect(of(calls, 'SaveFurniture')).toHaveLength(1));
    expect((of(calls, 'SaveFurniture')[0].variables.input as { rows: unknown[] }).rows).toEqual([{ name: 'chair', amount: 3 }, { name: 'Desk', amount: 4 }]);
    expect(await screen.findByText('Matched an existing item and added the amount: chair')).toBeInTheDocument();
  });

  it('edit: a total below what is given out is refused before asking (minNotPossible)', async () => {
    const calls = mount(<FurnitureFormDialog open editing={furnitures[0]} items={furnitures} onClose={() => {}} />, (op) => (op === 'UpdateFurniture'
      ? { data: { updateFurniture: { ...furnitures[0], totalHas: 12, remain: 8 } } }
      : null));
    await waitFor(() => expect(within(dialog()).getByLabelText('Total')).toHaveValue('10'));
    expect(within(dialog()).getByText('4 are given out: not less than that')).toBeInTheDocument();
    type('Total', '3');
    submit();
    expect(await within(dialog()).findByText('Less than the amount already given for Chair is not possible')).toBeInTheDocument();
    type('Total', '12');
    submit();
    await waitFor(() => expect(of(calls, 'UpdateFurniture')).toHaveLength(1));
    expect(of(calls, 'UpdateFurniture')[0].variables.input).toEqual({ id: 1, name: 'Chair', amount: 12, responsible: 'Hasan' });
  });
});
