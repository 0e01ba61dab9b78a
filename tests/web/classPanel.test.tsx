import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { SessionProvider } from '@/app/session';
import ClassPanelScreen from '@/features/education/classPanel/ClassPanelScreen';
import {
  bookColumnCount, gridReducer, gridRows, initialGrid, toClassInput, type GridState,
} from '@/features/education/classPanel/classGrid';
import { ClassesDocument, MeDocument, SaveClassDocument, type ClassRowFieldsFragment } from '@/gql/graphql';

// jsdom cannot compute pseudo-element styles; antd asks while measuring scrollbars.
jest.setTimeout(30000);

const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computed(elt);

const saved: ClassRowFieldsFragment[] = [
  {
    id: 1, department: 'Hifz', className: 'One', groupName: '',
    books: [{ slot: 1, name: 'Quran', isOptional: false }, { slot: 2, name: 'Tajweed', isOptional: true }],
  },
  { id: 2, department: 'Kitab', className: 'Two', groupName: 'A', books: [{ slot: 1, name: 'Nahw', isOptional: false }] },
];

function meMock(type: string) {
  return {
    request: { query: MeDocument },
    result: {
      data: {
        me: {
          __typename: 'Me', id: 7, code: 'A1', email: 'x@talim.app', type, firstName: 'Test', lastName: 'User', avatarUrl: '', signUrl: '',
          permissions: [], menuGroups: [],
          academy: {
            __typename: 'Academy', code: 'A1', slug: 'demo', name: 'Demo Madrasa', englishName: 'Demo Madrasa', address: 'Dhaka',
            englishAddress: 'Dhaka', country: 'BD', mobile: '01700000000', academyType: 'madrasa', numberOfStudents: 100,
            email: 'demo@talim.app', language: 'bn', logoUrl: '', calligraphyUrl: '', academyPhotoUrl: '', studentDefaultPhotoUrl: '',
            activation: true, expiryDate: '2030-01-01', status: 'active',
          },
        },
      },
    },
  };
}

const typed = (rows: ClassRowFieldsFragment[]) =>
  rows.map((r) => ({ ...r, __typename: 'ClassRow', books: r.books.map((b) => ({ ...b, __typename: 'BookSlot' })) }));
const classesMock = { request: { query: ClassesDocument }, result: { data: { classes: typed(saved) } } };

function setup(type: string, extra: unknown[] = []) {
  return render(
    <MockedProvider mocks={[meMock(type), classesMock, ...(extra as never[])]}>
      <IntlProvider locale="en" messages={en}>
        <App>
          <SessionProvider>
            <ClassPanelScreen />
          </SessionProvider>
        </App>
      </IntlProvider>
    </MockedProvider>,
  );
}

const dataRows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'));

describe('class grid reducer', () => {
  it('adds a new row in edit mode and cancel removes it', () => {
    let state: GridState = gridReducer(initialGrid, { type: 'add' });
    let rows = gridRows(saved, state);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ isNew: true, mode: 'edit', department: '' });
    state = gridReducer(state, { type: 'cancel', key: rows[0].key });
    rows = gridRows(saved, state);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.mode === 'view' && !r.isNew)).toBe(true);
  });

  it('edits an existing row and cancel restores it', () => {
    let state = gridReducer(initialGrid, { type: 'edit', row: saved[0] });
    const key = gridRows(saved, state)[0].key;
    state = gridReducer(state, { type: 'change', key, field: 'className', value: 'Changed' });
    state = gridReducer(state, { type: 'book', key, slot: 3, name: 'Fiqh' });
    expect(gridRows(saved, state)[0]).toMatchObject({ className: 'Changed', mode: 'edit' });
    state = gridReducer(state, { type: 'cancel', key });
    expect(gridRows(saved, state)[0]).toMatchObject({ className: 'One', mode: 'view', books: saved[0].books });
  });

  it('builds the input with the named books only, and counts book columns', () => {
    let state = gridReducer(initialGrid, { type: 'edit', row: saved[0] });
    const key = gridRows(saved, state)[0].key;
    state = gridReducer(state, { type: 'book', key, slot: 4, name: '  Fiqh ' });
    state = gridReducer(state, { type: 'book', key, slot: 4, isOptional: true });
    state = gridReducer(state, { type: 'book', key, slot: 2, name: '' });
    const row = gridRows(saved, state)[0];
    expect(toClassInput(row)).toEqual({
      id: 1, department: 'Hifz', className: 'One', groupName: '',
      books: [{ slot: 1, name: 'Quran', isOptional: false }, { slot: 4, name: 'Fiqh', isOptional: true }],
    });
    expect(bookColumnCount(gridRows(saved, state))).toBe(5);
    expect(bookColumnCount(gridRows(saved, initialGrid))).toBe(3);
  });
});

describe('<ClassPanelScreen>', () => {
  it('adds a new row in edit mode; cancel removes it', async () => {
    setup('education');
    await screen.findByText('Quran');
    expect(dataRows()).toHaveLength(2);
    fireEvent.click(await screen.findByRole('button', { name: /Add class/ }));
    expect(dataRows()).toHaveLength(3);
    const fresh = dataRows()[0];
    expect(within(fresh).getByLabelText('Class')).toHaveValue('');
    fireEvent.click(within(fresh).getByRole('button', { name: 'Cancel' }));
    expect(dataRows()).toHaveLength(2);
  });

  it('names the missing field of a new row (requiredField), never the password message', async () => {
    setup('education');
    await screen.findByText('Quran');
    fireEvent.click(await screen.findByRole('button', { name: /Add class/ }));
    const fresh = dataRows()[0];
    await act(async () => fireEvent.click(within(fresh).getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Please fill in Department')).toBeInTheDocument();
    fireEvent.change(within(dataRows()[0]).getByLabelText('Department'), { target: { value: 'Hifz' } });
    await act(async () => fireEvent.click(within(dataRows()[0]).getByRole('button', { name: 'Save' })));
    expect(await screen.findByText(en['error.requiredField'].replace('{field}', en['result.className']))).toBeInTheDocument();
    expect(screen.queryByText(en['error.requireText'])).toBeNull();
  });

  it('edits an existing row; cancel restores it', async () => {
    setup('superUser');
    await screen.findByText('Quran');
    const row = () => dataRows().find((r) => r.textContent?.includes('Hifz') || r.querySelector('input[value="Hifz"]'))!;
    fireEvent.click(await within(row()).findByRole('button', { name: 'Edit' }));
    const input = within(row()).getByLabelText('Class');
    fireEvent.change(input, { target: { value: 'Changed' } });
    expect(within(row()).getByLabelText('Class')).toHaveValue('Changed');
    fireEvent.click(within(row()).getByRole('button', { name: 'Cancel' }));
    expect(row()).toHaveTextContent('One');
    expect(within(row()).queryByLabelText('Class')).toBeNull();
  });

  it('saves with the right books', async () => {
    const result = jest.fn(() => ({
      data: { saveClass: typed([{ ...saved[1], books: [...saved[1].books, { slot: 2, name: 'Sarf', isOptional: true }] }])[0] },
    }));
    const save = {
      request: {
        query: SaveClassDocument,
        variables: {
          input: {
            id: 2, department: 'Kitab', className: 'Two', groupName: 'A',
            books: [{ slot: 1, name: 'Nahw', isOptional: false }, { slot: 2, name: 'Sarf', isOptional: true }],
          },
        },
      },
      result,
    };
    setup('education', [save]);
    await screen.findByText('Nahw');
    const row = () => dataRows().find((r) => r.textContent?.includes('Kitab') || r.querySelector('input[value="Kitab"]'))!;
    fireEvent.click(await within(row()).findByRole('button', { name: 'Edit' }));
    fireEvent.change(within(row()).getByLabelText('Book 2'), { target: { value: 'Sarf' } });
    fireEvent.click(within(row()).getByRole('switch', { name: 'Book 2 is optional' }));
    await act(async () => fireEvent.click(within(row()).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(row()).toHaveTextContent('Sarf'));
    expect(within(row()).queryByLabelText('Class')).toBeNull();
  });

  it('is read-only without class.write', async () => {
    setup('generalTeacher');
    await screen.findByText('Quran');
    expect(screen.queryByRole('button', { name: /Add class/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: /Print/ })).toBeInTheDocument();
  });
});
