import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lateFee } from '@rules/library';
import ReceivingBookScreen from '@/features/library/ReceivingBookScreen';
import { isoToday } from '@/lib/format';
import { renderSignedIn, type Call, type Result } from './support/app';

/**
 * /receivingBook (issue 25 item 8): accept-all's confirm says the late fee a return today takes,
 * the toast after it too, and a returned record still lists its books.
 */
jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const item = (bookNo: number, part: number, bookName: string) => ({ __typename: 'ProvidedBookItem' as const, bookId: bookNo * 10 + part, bookNo, part, bookName });
const base = {
  __typename: 'ProvidedBook' as const, kind: 'student', classOrLevel: 'Class 6', givingDate: '2026-01-10', provider: 'Librarian', lateFee: 0,
};
const open = { ...base, id: 7, idNo: '1', name: 'Abdullah', receivingDate: '2026-02-10', returnedDate: null, books: [item(5, 1, 'Hadith'), item(2, 1, 'Bangla')], returnedBooks: [] };
const returned = { ...base, id: 9, idNo: '3', name: 'Bilal', receivingDate: '2026-02-10', returnedDate: '2026-02-09', books: [], returnedBooks: [item(8, 1, 'Fiqh'), item(8, 2, 'Fiqh')] };
const RATE = 5;

function mount(): Call[] {
  return renderSignedIn(<ReceivingBookScreen />, { type: 'generalTeacher', menuGroups: ['library'] }, (op, vars): Result | null => {
    if (op === 'ProvidedBooks') return { data: { providedBooks: { __typename: 'ProvidedBookPage', total: 2, items: vars.all ? [open, returned] : [open] } } };
    if (op === 'LibrarySettings') return { data: { librarySettings: { __typename: 'LibrarySettings', lateFeePerDay: RATE } } };
    if (op === 'AcceptBooks') return { data: { acceptBooks: { __typename: 'BookAccepted', returned: 2, lateFee: due, provided: { ...open, books: [], returnedBooks: open.books, returnedDate: isoToday() } } } };
    return null;
  });
}
const due = lateFee(RATE * 100, '2026-02-10', isoToday()) / 100;

describe('/receivingBook (issue 25)', () => {
  it('accept-all says the late fee due before and after', async () => {
    expect(due).toBeGreaterThan(0);
    const calls = mount();
    const row = (await screen.findByText('Abdullah')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Accept all' }));
    const fee = new Intl.NumberFormat('en').format(due);
    expect(await screen.findByText(`Late fee due on return: ${fee} taka.`)).toBeInTheDocument();
    fireEvent.click(within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.filter((c) => c.operation === 'AcceptBooks')).toHaveLength(1));
    expect(await screen.findByText(`2 accepted back; late fee ${fee} taka`)).toBeInTheDocument();
  });

  it('a returned record lists the books it had', async () => {
    mount();
    await screen.findByText('Abdullah');
    fireEvent.click(screen.getByRole('switch', { name: 'Show returned records too' }));
    const row = (await screen.findByText('Bilal')).closest('tr')!;
    expect(row).toHaveTextContent('8-1, 8-2');
  });
});
