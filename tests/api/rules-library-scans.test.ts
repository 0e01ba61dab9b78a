/** Library worked examples the mutation report found missing (issue 28): book 1 and part 10, receivers, late fees, total books order. */
import { bookTotals, daysLate, defaultReceivingDate, isReceiverKind, lateFee, parseScan } from '../../api/src/rules/library';

describe('barcode scans of the first book and of a tenth part (spec doc 2 §9)', () => {
  it.each([
    ['1-1', { kind: 'book', bookNo: 1, part: 1 }],
    ['12-10', { kind: 'book', bookNo: 12, part: 10 }],
    ['10-12', { kind: 'book', bookNo: 10, part: 12 }],
    ['999999999-1', { kind: 'book', bookNo: 999999999, part: 1 }],
    ['0.0-1', { kind: 'student', admitNo: '1' }],
    ['0.0-10', { kind: 'student', admitNo: '10' }],
    ['1000000000-1', null],
    ['0.0-1000000000', null],
  ])('%s', (text, scan) => expect(parseScan(text)).toEqual(scan));
});

describe('who a provide is for', () => {
  it('a student or a staff member, nothing else', () => {
    expect(['student', 'staff', 'teacher', 'Student', '', null].map(isReceiverKind)).toEqual([true, true, false, false, false, false]);
  });
});

describe('late fee: only a whole positive paisa rate charges', () => {
  it('a rate of 1.5 paisa or below zero charges nothing; 1 paisa a day for 10 days is 10 paisa', () => {
    expect(lateFee(1.5, '2026-03-10', '2026-03-20')).toBe(0);
    expect(lateFee(-200, '2026-03-10', '2026-03-20')).toBe(0);
    expect(lateFee(1, '2026-03-10', '2026-03-20')).toBe(10);
  });
  it('a return date that is not a date is not late', () => {
    expect(daysLate('2026-03-10', '2026-13-01')).toBe(0);
    expect(lateFee(200, '2026-03-10', 'soon')).toBe(0);
  });
});

describe('total books sorted by name, then writer, then part', () => {
  it('two writers of one name and parts 10 and 2 of one book', () => {
    const totals = bookTotals([
      { bookName: 'Sahih', writer: 'Muslim', part: 10, condition: 'in' },
      { bookName: 'Sahih', writer: 'Bukhari', part: 1, condition: 'out' },
      { bookName: 'Sahih', writer: 'Muslim', part: 2, condition: 'out' },
      { bookName: 'Sahih', writer: 'Muslim', part: 2, condition: 'out' },
      { bookName: '  Sahih ', writer: ' muslim', part: 10, condition: 'in' },
    ]);
    expect(totals).toEqual([
      { bookName: 'Sahih', writer: 'Bukhari', part: 1, total: 1, in: 0, out: 1 },
      { bookName: 'Sahih', writer: 'Muslim', part: 2, total: 2, in: 0, out: 2 },
      { bookName: 'Sahih', writer: 'Muslim', part: 10, total: 2, in: 2, out: 0 },
    ]);
  });
});

describe('the receiving date one year on', () => {
  it('1 January and 28 February of a leap year stay; a text that is not a date is refused', () => {
    expect(defaultReceivingDate('2026-01-01')).toBe('2027-01-01');
    expect(defaultReceivingDate('2028-02-28')).toBe('2029-02-28');
    expect(defaultReceivingDate('2027-02-28')).toBe('2028-02-28');
    expect(() => defaultReceivingDate('tomorrow')).toThrow('not a date: tomorrow');
  });
});

describe('scans that only end like a card or a book', () => {
  it('"10.0-5" is neither a student card (0.0-…) nor a book', () => {
    expect(parseScan('10.0-5')).toBeNull();
    expect(parseScan('x0.0-5')).toBeNull();
  });
});

describe('total books: names as the first copy was written, trimmed; spaces collapse, not vanish', () => {
  it('the first copy typed with spaces around is shown trimmed', () => {
    expect(bookTotals([{ bookName: '  Mishkat Sharif ', writer: ' Khatib Tabrizi  ', part: 1, condition: 'in' }])).toEqual([
      { bookName: 'Mishkat Sharif', writer: 'Khatib Tabrizi', part: 1, total: 1, in: 1, out: 0 },
    ]);
  });
  it('"Mishkat  Sharif" is the same book, "MishkatSharif" (a typo) another', () => {
    const totals = bookTotals([
      { bookName: 'Mishkat Sharif', writer: 'Tabrizi', part: 1, condition: 'in' },
      { bookName: 'Mishkat  Sharif', writer: 'Tabrizi', part: 1, condition: 'out' },
      { bookName: 'MishkatSharif', writer: 'Tabrizi', part: 1, condition: 'in' },
    ]);
    expect(totals.map((t) => [t.bookName, t.total])).toEqual([['Mishkat Sharif', 2], ['MishkatSharif', 1]]);
  });
});
