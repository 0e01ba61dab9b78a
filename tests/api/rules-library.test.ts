import { bookCode, bookTotals, daysLate, defaultReceivingDate, lateFee, parseScan, PROVIDE_FORM_ROWS, SCAN_WAIT_MS } from '../../api/src/rules/library';

describe('library rules (spec doc 2 §4, §9)', () => {
  it('constants: the provide form has 20 rows, a scan is read 1 s after typing stops', () => {
    expect(PROVIDE_FORM_ROWS).toBe(20);
    expect(SCAN_WAIT_MS).toBe(1000);
  });

  it('barcode parsing: 0.0-<admit number> is a student, bookNo-part is a book, anything else nothing', () => {
    expect(parseScan('0.0-1023')).toEqual({ kind: 'student', admitNo: '1023' });
    expect(parseScan(' 0.0-7 ')).toEqual({ kind: 'student', admitNo: '7' });
    expect(parseScan('0.0-007')).toEqual({ kind: 'student', admitNo: '7' });
    expect(parseScan('12-1')).toEqual({ kind: 'book', bookNo: 12, part: 1 });
    expect(parseScan('305-3')).toEqual({ kind: 'book', bookNo: 305, part: 3 });
    expect(bookCode(305, 3)).toBe('305-3');
    expect(parseScan(bookCode(42, 2))).toEqual({ kind: 'book', bookNo: 42, part: 2 });
    for (const text of ['', '12', '12-', '-1', '12-0', '0-1', 'abc', '12-1-1', '0.0-', '0.0-0', '0.0-12a', '1.0-12', '12 - 1']) expect([text, parseScan(text)]).toEqual([text, null]);
  });

  it('the receiving date defaults to one year after the giving date; 29 February gives 28 February', () => {
    expect(defaultReceivingDate('2026-03-10')).toBe('2027-03-10');
    expect(defaultReceivingDate('2026-12-31')).toBe('2027-12-31');
    expect(defaultReceivingDate('2028-02-29')).toBe('2029-02-28');
    expect(() => defaultReceivingDate('2026-02-30')).toThrow();
  });

  it('days late count calendar days past the receiving date (Asia/Dhaka dates)', () => {
    expect(daysLate('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysLate('2026-03-10', '2026-03-01')).toBe(0);
    expect(daysLate('2026-03-10', '2026-03-11')).toBe(1);
    expect(daysLate('2026-02-25', '2026-03-02')).toBe(5); // over the end of February (28 days in 2026)
    expect(daysLate('2025-12-31', '2026-01-31')).toBe(31);
    expect(daysLate('bad', '2026-01-31')).toBe(0);
  });

  it('late fee worked examples: rate per day (paisa) × days late', () => {
    // 2 taka a day, due 10 March, back 15 March: 5 days, 10 taka.
    expect(lateFee(200, '2026-03-10', '2026-03-15')).toBe(1000);
    // 1.50 taka a day, due 25 February 2026, back 2 March: 5 days, 7.50 taka.
    expect(lateFee(150, '2026-02-25', '2026-03-02')).toBe(750);
    // On time or early: nothing.
    expect(lateFee(200, '2026-03-10', '2026-03-10')).toBe(0);
    expect(lateFee(200, '2026-03-10', '2026-01-01')).toBe(0);
    // The default rate is 0: no fee however late.
    expect(lateFee(0, '2025-03-10', '2026-03-10')).toBe(0);
    // A year late at 5 taka: 365 days, 1825 taka.
    expect(lateFee(500, '2025-03-10', '2026-03-10')).toBe(182500);
  });

  it('total books: grouped by name, writer and part (case and spacing aside), with copies in and out', () => {
    const totals = bookTotals([
      { bookName: 'Tafsir', writer: 'Ibn Kathir', part: 1, condition: 'in' },
      { bookName: 'tafsir ', writer: 'Ibn  Kathir', part: 1, condition: 'out' },
      { bookName: 'Tafsir', writer: 'Ibn Kathir', part: 2, condition: 'in' },
      { bookName: 'Bangla', writer: 'NCTB', part: 1, condition: 'in' },
    ]);
    expect(totals).toEqual([
      { bookName: 'Bangla', writer: 'NCTB', part: 1, total: 1, in: 1, out: 0 },
      { bookName: 'Tafsir', writer: 'Ibn Kathir', part: 1, total: 2, in: 1, out: 1 },
      { bookName: 'Tafsir', writer: 'Ibn Kathir', part: 2, total: 1, in: 1, out: 0 },
    ]);
  });
});
