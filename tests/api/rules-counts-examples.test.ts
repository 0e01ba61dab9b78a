/** Counts worked examples the mutation report showed missing (issue 28): periods at their bounds, ties in the order of rows and heads. */
import { countableFrom, expenseCount, headsOfGroups, incomeCount, isPeriod, periodRange, typeOf, typeParts, type IncomeSource } from '../../api/src/rules/counts';

describe('periods at their bounds', () => {
  it.each([
    ['monthly', '2026-01', true],
    ['monthly', '2026-09', true],
    ['monthly', '2026-10', true],
    ['monthly', '2026-12', true],
    ['monthly', '2026-1', false],
    ['monthly', '2026-19', false],
    ['monthly', 'x2026-03', false],
    ['monthly', '2026-03x', false],
    ['monthly', '202-03', false],
    ['yearly', '2026', true],
    ['yearly', '20266', false],
    ['yearly', '026', false],
    ['yearly', 'y2026', false],
    ['yearly', '2026y', false],
  ] as const)('%s %s: %s', (period, date, ok) => expect(isPeriod(period, date)).toBe(ok));

  it('December of a count is countable from 1 January; a year from 1 January of the next', () => {
    expect(countableFrom('monthly', '2025-12')).toBe('2026-01-01');
    expect(countableFrom('monthly', '2026-09')).toBe('2026-10-01');
    expect(countableFrom('yearly', '2025')).toBe('2026-01-01');
    expect(periodRange('monthly', '2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('count types read each letter', () => {
  it.each([
    ['mci', 'monthly', 'charityFund', 'income'],
    ['mgi', 'monthly', 'generalFund', 'income'],
    ['mce', 'monthly', 'charityFund', 'expense'],
    ['mge', 'monthly', 'generalFund', 'expense'],
    ['yci', 'yearly', 'charityFund', 'income'],
    ['ygi', 'yearly', 'generalFund', 'income'],
    ['yce', 'yearly', 'charityFund', 'expense'],
    ['yge', 'yearly', 'generalFund', 'expense'],
    ['mcr', 'monthly', 'charityFund', 'report'],
    ['mgr', 'monthly', 'generalFund', 'report'],
    ['ycr', 'yearly', 'charityFund', 'report'],
    ['ygr', 'yearly', 'generalFund', 'report'],
  ] as const)('%s is %s %s %s', (type, period, fund, kind) => {
    expect(typeParts(type)).toEqual({ period, fund, kind });
    expect(typeOf({ period, fund, kind })).toBe(type);
  });
});

describe('rows of one day', () => {
  const receipt = (bookNo: number, receiptNoFrom: number, regarding: string, amountPaisa: number): IncomeSource => ({
    bookNo, receiptNoFrom, receiptNoTill: receiptNoFrom, name: 'Donor', regarding, amountPaisa, date: '2026-03-10',
  });
  it('receipts of one day: by book, then by page', () => {
    const c = incomeCount([receipt(12, 7, 'Zakat', 100), receipt(3, 40, 'Lillah', 200), receipt(12, 2, 'Zakat', 300), receipt(3, 5, 'Fees', 400)]);
    expect(c.rows.map((r) => `${r.bookNo}/${r.receiptNoFrom}`)).toEqual(['3/5', '3/40', '12/2', '12/7']);
    expect(c.heads).toEqual([{ regarding: 'Fees', paisa: 400 }, { regarding: 'Lillah', paisa: 200 }, { regarding: 'Zakat', paisa: 400 }]);
  });
  it('vouchers of one day: by number', () => {
    const v = (voucherNo: number) => ({ voucherNo, name: 'Shop', date: '2026-03-10', totalPaisa: voucherNo, lines: [{ regarding: `V${voucherNo}`, paisa: voucherNo }] });
    expect(expenseCount([v(30), v(4), v(12)]).rows.map((r) => r.voucherNo)).toEqual([4, 12, 30]);
  });
  it('groups whose first rows are given in any order come out by their first row; equal keys keep their order', () => {
    const groups = [
      { regarding: 'Fees', paisa: 1, first: '2026-03-10|0000000012|0000000002' },
      { regarding: 'Zakat', paisa: 2, first: '2026-03-10|0000000003|0000000040' },
      { regarding: 'Lillah', paisa: 3, first: '2026-03-10|0000000003|0000000005' },
      { regarding: 'Sadaqah', paisa: 4, first: '2026-03-10|0000000003|0000000005' },
    ];
    expect(headsOfGroups(groups).map((h) => h.regarding)).toEqual(['Lillah', 'Sadaqah', 'Zakat', 'Fees']);
    expect(headsOfGroups([...groups].reverse()).map((h) => h.regarding)).toEqual(['Sadaqah', 'Lillah', 'Zakat', 'Fees']);
  });
});

describe('a year of a large madrasa: 300 heads', () => {
  it('heads of grouped sums come out in the order of their first rows, however many there are', () => {
    const firsts = Array.from({ length: 300 }, (_, i) => `2026-${String((i % 12) + 1).padStart(2, '0')}-01|${String(i).padStart(10, '0')}|0000000001`);
    // the database hands the groups over in no particular order
    const shuffled = firsts.map((first, i) => ({ regarding: `Head ${i}`, paisa: i + 1, first })).sort((a, b) => ((a.paisa * 7919) % 301) - ((b.paisa * 7919) % 301));
    const expected = [...firsts].sort().map((first) => `Head ${firsts.indexOf(first)}`);
    expect(headsOfGroups(shuffled).map((h) => h.regarding)).toEqual(expected);
  });
});
