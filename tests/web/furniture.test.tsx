import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import GivenFurnitureScreen from '@/features/administration/furniture/GivenFurnitureScreen';
import StoreScreen from '@/features/administration/furniture/StoreScreen';
import {
  anyRow, emptyCreate, emptyGive, giveCheck, givenEditCheck, matchOf, rowLack, shownParams, toGiveInput, toNewInput,
} from '@/features/administration/furniture/furnitureForm';
import { fakeLink, meFixture, type Result } from './support/app';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const item = (id: number, furnitureName: string, totalHas: number, totalGiven: number) => ({
  __typename: 'Furniture' as const, id, furnitureName, totalHas, totalGiven, remain: totalHas - totalGiven, responsible: 'Hasan', createdAt: '2026-03-01',
});
const items = [item(1, 'Chair', 10, 4), item(2, 'Shelf', 2, 2), item(3, 'Table', 3, 0)];
const given = [{
  __typename: 'GivenFurniture' as const, id: 7, furnitureId: 1, furnitureName: 'Chair', totalGiven: 4, receiverDepartment: 'Hifz',
  receiverResponsible: 'Karim', givenAt: '2026-03-02T04:00:00.000Z', provider: 'Hasan',
}];

describe('furniture form rules', () => {
  it('create: ten blank rows; a half-filled row lacks its other half; only typed rows are sent', () => {
    const v = emptyCreate('2026-03-10', 'Abdur Rahman');
    expect(v.rows).toHaveLength(10);
    expect(anyRow(v.rows)).toBe(false);
    expect(rowLack({ name: 'Desk', amount: null })).toBe('amount');
    expect(rowLack({ name: ' ', amount: 3 })).toBe('name');
    expect(rowLack({ name: '', amount: null })).toBeNull();
    v.rows[0] = { name: '  Steel   chair ', amount: 5 };
    v.rows[3] = { name: 'Desk', amount: 2 };
    expect(toNewInput(v)).toEqual({ rows: [{ name: 'Steel chair', amount: 5 }, { name: 'Desk', amount: 2 }], date: '2026-03-10', responsible: 'Abdur Rahman' });
    expect(matchOf('  chair', items)?.id).toBe(1);
    expect(matchOf('Bench', items)).toBeNull();
  });

  it('give-out and given edit are checked before asking', () => {
    expect(giveCheck(items[0], 6)).toBeNull();
    expect(giveCheck(items[0], 7)).toEqual({ code: 'maxNotPossible', params: { remain: 6, name: 'Chair' } });
    const g = emptyGive([items[0], item(4, 'Fan', 1, 0)], 'Hasan');
    expect(g.amounts).toEqual({ 1: null, 4: 1 });
    expect(toGiveInput([items[0]], { ...g, amounts: { 1: 3 }, receiverDepartment: ' Hifz ', receiverResponsible: 'Karim' }))
      .toEqual({ data: [{ id: 1, amount: 3 }], receiverDepartment: 'Hifz', receiverResponsible: 'Karim', responsible: 'Hasan' });
    expect(givenEditCheck(4, 'Chair', 1)).toEqual({ returned: 3 });
    expect(givenEditCheck(4, 'Chair', 4)).toEqual({ code: 'notWorked', params: { name: 'Chair' } });
    expect(givenEditCheck(4, 'Chair', 0)).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
    expect(shownParams({ remain: 6, name: 'Chair' }, (n) => `#${n}`)).toEqual({ remain: '#6', name: 'Chair' });
  });
});

function setup(screenNode: ReactNode) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const handle = (operation: string, variables: Record<string, unknown>): Result => {
    calls.push({ operation, variables });
    switch (operation) {
      case 'Me': return { data: { me: meFixture('active', 'principal', { menuGroups: ['administration'] }) } };
      case 'Furnitures': return { data: { furnitures: items } };
      case 'GivenFurnitures': return { data: { givenFurnitures: { __typename: 'GivenFurniturePage', total: 1, items: given } } };
      case 'GiveFurniture': return { data: { giveFurniture: { __typename: 'FurnitureGiven', givenFurnitures: [], furnitures: [] } } };
      default: return { data: {} };
    }
  };
  const client = new ApolloClient({ link: fakeLink(handle), cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <App>
          <MemoryRouter>
            <SessionProvider>{screenNode}</SessionProvider>
          </MemoryRouter>
        </App>
      </IntlProvider>
    </ApolloProvider>,
  );
  return { of: (operation: string) => calls.filter((c) => c.operation === operation) };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
// Plain selectors: role queries over antd's large tree are slow in jsdom.
const checkbox = (row: HTMLElement) => row.querySelector<HTMLInputElement>('input[type=checkbox]')!;
const button = (root: ParentNode, label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const buttonWithText = (text: RegExp) => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => text.test(b.textContent ?? ''))!;

describe('/store', () => {
  it('highlights and locks empty rows, blocks deleting given items, asks to select first, and checks the give-out before sending', async () => {
    const { of } = setup(<StoreScreen />);
    await screen.findByText('Shelf');
    expect(rowOf('Shelf').className).toContain('talim-row-danger');
    expect(checkbox(rowOf('Shelf'))).toBeDisabled();
    expect(button(rowOf('Chair'), 'Delete')).toBeDisabled();
    expect(button(rowOf('Table'), 'Delete')).toBeEnabled();

    fireEvent.click(buttonWithText(/^Give out$/));
    expect(await screen.findByText('Please select something first')).toBeInTheDocument();

    fireEvent.click(checkbox(rowOf('Chair')));
    await waitFor(() => expect(buttonWithText(/^Give out \(1\)$/)).toBeTruthy());
    fireEvent.click(buttonWithText(/^Give out \(1\)$/));
    await waitFor(() => expect(document.querySelector('.ant-modal .talim-give-table')).not.toBeNull());
    const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
    const submit = dialog.querySelector<HTMLButtonElement>('button[type=submit]')!;
    fireEvent.change(within(dialog).getByLabelText('Amount of Chair to give'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Receiving department'), { target: { value: 'Hifz' } });
    fireEvent.change(within(dialog).getByLabelText('Receiver'), { target: { value: 'Karim' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Only 6 of Chair remain')).toBeInTheDocument();
    expect(of('GiveFurniture')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Amount of Chair to give'), { target: { value: '4' } });
    fireEvent.click(submit);
    await waitFor(() => expect(of('GiveFurniture')).toHaveLength(1));
    expect(of('GiveFurniture')[0].variables.input).toEqual({ data: [{ id: 1, amount: 4 }], receiverDepartment: 'Hifz', receiverResponsible: 'Karim', responsible: 'Abdur Rahman' });
  });
});

describe('/givenFurnitureWindow', () => {
  it('lists give-outs with the furniture id and giving time hidden by default, and a way back to the store', async () => {
    setup(<GivenFurnitureScreen />);
    await screen.findByText('Hifz');
    const headers = [...document.querySelectorAll('thead th')].map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Furniture', 'Amount given', 'Receiving department', 'Receiver', 'Given by']));
    expect(headers).not.toContain('Furniture ID');
    expect(headers).not.toContain('Giving time');
    expect(buttonWithText(/Back to the store/)).toBeTruthy();
    expect(button(rowOf('Hifz'), 'Accept all back')).toBeTruthy();
  });
});
