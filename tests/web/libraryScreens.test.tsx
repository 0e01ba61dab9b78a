import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defaultReceivingDate } from '@rules/library';
import { AcceptDialog } from '@/features/library/AcceptDialog';
import BooksScreen from '@/features/library/BooksScreen';
import { ProvideDialog } from '@/features/library/ProvideDialog';
import { isoToday } from '@/lib/format';
import { renderSignedIn, type Call, type Result } from './support/app';

/**
 * The library's screens (spec doc 2 §2, §4, §5, §9): a book that is out has no edit and no
 * delete; the provide dialog keeps save off until the receiver check finds a receiver without an
 * open record, refuses a scanned book that is out, picks a student from a 0.0-<admit> scan and
 * sends the defaults (today, a year later, fee 0); accept mode sends the scanned books, accept-all
 * every book, and the late fee is told.
 */
jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const book = (id: number, bookNo: number, part: number, bookName: string, condition: 'in' | 'out') => ({
  __typename: 'Book' as const, id, bookNo, part, bookName, writer: 'Writer', subject: '', publisher: '', price: 120, storageLocation: 'Shelf A', condition, createdAt: '2026-03-01',
});
const books = [book(1, 1, 1, 'Tafsir', 'in'), book(2, 1, 2, 'Tafsir', 'in'), book(3, 5, 1, 'Hadith', 'out')];
const item = (bookNo: number, part: number, bookName: string) => ({ __typename: 'ProvidedBookItem' as const, bookId: bookNo * 10 + part, bookNo, part, bookName });
const record = {
  __typename: 'ProvidedBook' as const, id: 7, kind: 'student', idNo: '1', name: 'Abdullah', classOrLevel: 'Class 6', givingDate: '2026-01-10',
  receivingDate: '2026-02-10', lateFee: 0, returnedDate: null, provider: 'Librarian', books: [item(5, 1, 'Hadith'), item(2, 1, 'Bangla')], returnedBooks: [],
};

function mount(ui: ReactNode, type: string, answer: (operation: string, variables: Record<string, unknown>) => Result | null): Call[] {
  return renderSignedIn(ui, { type, menuGroups: ['library'] }, answer);
}

const of = (calls: Call[], operation: string) => calls.filter((c) => c.operation === operation);
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;
const scan = (text: string) => {
  const box = within(dialog()).getByTestId('library-scan');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const buttonIn = (root: HTMLElement, text: RegExp) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => text.test(b.textContent ?? ''))!;

describe('/bookList', () => {
  it('a book that is out can be neither edited nor deleted; the totals group by name, writer and part', async () => {
    mount(<BooksScreen />, 'managerAcademicLibrary', (op) => (op === 'Books' ? { data: { books } } : null));
    await screen.findByText('Hadith');
    const rowOf = (name: string) => screen.getAllByText(name)[0].closest('tr') as HTMLElement;
    expect(rowOf('Hadith').querySelector('button[aria-label="Edit"]')).toBeNull();
    expect(rowOf('Hadith').querySelector<HTMLButtonElement>('button[aria-label="Delete"]')).toBeDisabled();
    expect(rowOf('Tafsir').querySelector('button[aria-label="Edit"]')).not.toBeNull();
    expect(rowOf('Tafsir').querySelector<HTMLButtonElement>('button[aria-label="Delete"]')).toBeEnabled();

    fireEvent.click(screen.getByRole('tab', { name: 'Total books' }));
    const panel = await waitFor(() => {
      const active = document.querySelector<HTMLElement>('[role="tabpanel"][id$="panel-totals"]');
      expect(active).not.toBeNull();
      expect(within(active!).getByText('Hadith')).toBeInTheDocument();
      return active!;
    });
    const cells = (name: string) => [...within(panel).getByText(name).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
    // Tafsir parts 1 and 2 are two groups of one copy each; Hadith is one copy, out.
    expect(within(panel).getAllByText('Tafsir')).toHaveLength(2);
    expect(cells('Hadith').slice(-3)).toEqual(['1', '0', '1']);
  });

  it('the edit dialog locks the book number and part (they name the book)', async () => {
    mount(<BooksScreen />, 'managerAcademicLibrary', (op) => (op === 'Books' ? { data: { books } } : null));
    await screen.findByText('Hadith');
    const tafsir = screen.getAllByText('Tafsir')[0].closest('tr') as HTMLElement;
    fireEvent.click(tafsir.querySelector<HTMLButtonElement>('button[aria-label="Edit"]')!);
    await waitFor(() => expect(dialog().querySelector('#bookNo')).not.toBeNull());
    expect(dialog().querySelector<HTMLInputElement>('#bookNo')).toBeDisabled();
    expect(dialog().querySelector<HTMLInputElement>('#part')).toBeDisabled();
    expect(dialog().querySelector<HTMLInputElement>('#bookName')).toBeEnabled();
  });

  it('a teacher sees the books but may not add, edit or delete them', async () => {
    mount(<BooksScreen />, 'generalTeacher', (op) => (op === 'Books' ? { data: { books } } : null));
    await screen.findByText('Hadith');
    expect(document.querySelector('button[aria-label="Edit"]')).toBeNull();
    expect(document.querySelector('button[aria-label="Delete"]')).toBeNull();
  });
});

describe('provide dialog', () => {
  const receiver = (openId: number | null) => (op: string, v: Record<string, unknown>): Result | null => {
    if (op === 'LibraryReceiver') return { data: { libraryReceiver: { __typename: 'LibraryReceiver', kind: v.kind, idNo: v.idNo, name: 'Hasan', classOrLevel: 'Class 6', openId } } };
    if (op === 'ProvideBooks') return { data: { provideBooks: { ...record, id: 8, idNo: '2', name: 'Hasan', books: [item(1, 1, 'Tafsir')] } } };
    return null;
  };

  it('save stays off until the receiver check; an out book is refused; a 0.0-<admit> scan picks the student; the defaults are today, a year later and fee 0', async () => {
    const calls = mount(<ProvideDialog editing={null} books={books} onClose={() => {}} />, 'generalTeacher', receiver(null));
    await waitFor(() => expect(within(dialog()).getByTestId('library-scan')).toBeInTheDocument());
    const save = () => buttonIn(dialog(), /^Provide books$/);
    expect(save()).toBeDisabled();
    expect(within(dialog()).getByText('Check the receiver first: saving stays off until the receiver is found')).toBeInTheDocument();

    scan('5-1');
    expect(await screen.findByText('Book 5-1 is out: it cannot be provided')).toBeInTheDocument();
    scan('1-1');
    expect(await within(dialog()).findByText('Tafsir')).toBeInTheDocument();
    scan('0.0-2');
    await waitFor(() => expect(of(calls, 'LibraryReceiver').at(-1)?.variables).toEqual({ kind: 'student', idNo: '2' }));
    expect(await within(dialog()).findByText('Hasan')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());

    // Manual mode: 20 rows of book number and part.
    fireEvent.click(within(dialog()).getByText('Manual (20 rows)'));
    await waitFor(() => expect(within(dialog()).getByTestId('library-manual-rows').children).toHaveLength(20));
    fireEvent.click(within(dialog()).getByText('Auto (barcode)'));

    fireEvent.click(save());
    await waitFor(() => expect(of(calls, 'ProvideBooks')).toHaveLength(1));
    const today = isoToday();
    expect(of(calls, 'ProvideBooks')[0].variables.input).toEqual({
      kind: 'student', idNo: '2', givingDate: today, receivingDate: defaultReceivingDate(today), lateFee: 0, books: [{ bookNo: 1, part: 1 }],
    });
  });

  it('a receiver who already has books out is told to edit that record, and save stays off', async () => {
    const calls = mount(<ProvideDialog editing={null} books={books} onClose={() => {}} />, 'generalTeacher', receiver(7));
    await waitFor(() => expect(within(dialog()).getByTestId('library-scan')).toBeInTheDocument());
    scan('1-1');
    scan('0.0-1');
    expect(await within(dialog()).findByText(/the same id cannot be used twice/)).toBeInTheDocument();
    expect(buttonIn(dialog(), /^Provide books$/)).toBeDisabled();
    expect(of(calls, 'ProvideBooks')).toHaveLength(0);
  });
});

describe('accept mode', () => {
  const accepted = (returned: number, lateFee: number) => (op: string): Result | null => (op === 'AcceptBooks'
    ? { data: { acceptBooks: { __typename: 'BookAccepted', returned, lateFee, provided: record } } }
    : null);

  it('the scanned books are accepted back and the late fee is told', async () => {
    const calls = mount(<AcceptDialog record={record} onClose={() => {}} />, 'generalTeacher', accepted(1, 20));
    await waitFor(() => expect(within(dialog()).getByTestId('library-scan')).toBeInTheDocument());
    expect(buttonIn(dialog(), /^Accept 0 scanned$/)).toBeDisabled();
    scan('9-9');
    expect(await screen.findByText(/9-9/)).toBeInTheDocument();
    scan('5-1');
    await waitFor(() => expect(buttonIn(dialog(), /^Accept 1 scanned$/)).toBeEnabled());
    fireEvent.click(buttonIn(dialog(), /^Accept 1 scanned$/));
    await waitFor(() => expect(of(calls, 'AcceptBooks')).toHaveLength(1));
    expect(of(calls, 'AcceptBooks')[0].variables.input).toEqual({ id: 7, all: false, books: [{ bookNo: 5, part: 1 }] });
    expect(await screen.findByText('1 accepted back; late fee 20 taka')).toBeInTheDocument();
  });

  it('accept-all, once confirmed, returns every book of the record', async () => {
    const calls = mount(<AcceptDialog record={record} onClose={() => {}} />, 'generalTeacher', accepted(2, 0));
    await waitFor(() => expect(within(dialog()).getByTestId('library-scan')).toBeInTheDocument());
    fireEvent.click(buttonIn(dialog(), /^Accept all$/));
    fireEvent.click(buttonIn(await screen.findByText('Accept every book of this record back?').then(() => document.querySelector<HTMLElement>('.ant-popconfirm')!), /^Yes$/));
    await waitFor(() => expect(of(calls, 'AcceptBooks')).toHaveLength(1));
    expect(of(calls, 'AcceptBooks')[0].variables.input).toEqual({ id: 7, all: true, books: [] });
    expect(await screen.findByText('2 books accepted back')).toBeInTheDocument();
  });
});
