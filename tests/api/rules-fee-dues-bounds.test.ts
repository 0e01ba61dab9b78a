/**
 * Worked examples the mutation report found missing (issue 28): the first and last month of a year,
 * a month paid in two instalments, and a split where the larger remainder is not the first.
 */
import { amountToPay, duesFor, isMonth, itemPeriods, parseMonth, splitByWeights } from '../../api/src/rules/fee-dues';

describe('January and December are months of the payment', () => {
  it.each([
    ['January', '2026-01'],
    [1, '2026-01'],
    ['1', '2026-01'],
    ['01', '2026-01'],
    ['2026-01', '2026-01'],
    ['december', '2026-12'],
    ['2026-12', '2026-12'],
    [13, null],
    ['00', null],
  ])('%j in 2026 is %j', (value, month) => expect(parseMonth(value, 2026)).toBe(month));

  it('the years 2000 to 2100 can be recorded, their first and last months included', () => {
    expect(isMonth('2026-12')).toBe(true);
    expect(isMonth('2026-01')).toBe(true);
    expect(isMonth('2000-01')).toBe(true);
    expect(isMonth('2100-12')).toBe(true);
    expect(isMonth('2101-01')).toBe(false);
    expect(isMonth('1999-12')).toBe(false);
    expect(isMonth('2026-3')).toBe(false);
    expect(parseMonth('2101-01', 2101)).toBeNull();
  });
});

describe('one month of one title paid in two instalments', () => {
  const line = { title: 'monthly_fee', amountPaisa: 50000 }; // 500 taka a month
  const first = { subject: 'monthly_fee', period: '2026-03', amountPaisa: 30000 }; // 300 paid on 5 March
  const second = { subject: 'monthly_fee', period: '2026-03', amountPaisa: 20000 }; // 200 paid on 20 March

  it('after the first instalment March is partial and 200 is owed', () => {
    const [dues] = duesFor([line], [first], ['2026-03'], { now: '2026-03' });
    expect(dues.periods).toEqual([{ period: '2026-03', duePaisa: 50000, paidPaisa: 30000, owedPaisa: 20000, status: 'partial' }]);
    expect(amountToPay(line, [first], ['2026-03'])).toBe(20000);
  });

  it('300 + 200 of a 500 month: paid, nothing owed, nothing more to pay', () => {
    const [dues] = duesFor([line], [first, second], ['2026-03'], { now: '2026-04' });
    expect(dues.periods).toEqual([{ period: '2026-03', duePaisa: 50000, paidPaisa: 50000, owedPaisa: 0, status: 'paid' }]);
    expect(dues).toMatchObject({ duePaisa: 50000, paidPaisa: 50000, owedPaisa: 0 });
    expect(amountToPay(line, [first, second], ['2026-03'])).toBe(0);
  });

  it('an instalment of another title or month is not counted for March', () => {
    const other = [{ subject: 'boarding_fee', period: '2026-03', amountPaisa: 50000 }, { subject: 'monthly_fee', period: '2026-02', amountPaisa: 50000 }];
    const [dues] = duesFor([line], [first, ...other], ['2026-03'], { now: '2026-03' });
    expect(dues.periods[0]).toMatchObject({ paidPaisa: 30000, owedPaisa: 20000, status: 'partial' });
  });
});

describe('splitting by what each month still owes when the later one owes more', () => {
  it('10 taka over 1 and 2 taka owed: 3.33 and 6.67 (the larger remainder takes the paisa)', () => {
    expect(splitByWeights(1000, [100, 200])).toEqual([333, 667]);
  });
  it('a payment of 1000 paisa over January (100 left) and February (200 left)', () => {
    const owed = new Map([['2026-01', 100], ['2026-02', 200]]);
    expect(itemPeriods('monthly_fee', ['2026-02', '2026-01'], 1000, (p) => owed.get(p) ?? 0)).toEqual([
      { subject: 'monthly_fee', period: '2026-01', amountPaisa: 333 },
      { subject: 'monthly_fee', period: '2026-02', amountPaisa: 667 },
    ]);
  });
  it('equal remainders: the earlier month takes the paisa (1 taka over three equal months)', () => {
    expect(splitByWeights(100, [5, 5, 5])).toEqual([34, 33, 33]);
    expect(splitByWeights(101, [1, 1, 1, 1])).toEqual([26, 25, 25, 25]);
  });
});

describe('months as they arrive from a spreadsheet or a form', () => {
  it('a month is exactly YYYY-MM: nothing before or after it', () => {
    expect(isMonth('12026-03')).toBe(false);
    expect(isMonth('2026-031')).toBe(false);
    expect(isMonth('2026-03 ')).toBe(false);
  });
  it('a month number with a sign or a decimal (a spreadsheet\'s "3.0") is not a month', () => {
    expect(parseMonth('+3', 2026)).toBeNull();
    expect(parseMonth('3.0', 2026)).toBeNull();
    expect(parseMonth('3rd', 2026)).toBeNull();
  });
});

describe('dues of months picked out of order and of next year', () => {
  it('the periods come out in calendar order whatever order the months were picked in', () => {
    const [dues] = duesFor([{ title: 'monthly_fee', amountPaisa: 50000 }], [], ['2026-03', '2026-01', '2026-02', '2026-01'], { now: '2026-03' });
    expect(dues.periods.map((p) => p.period)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(dues.owedPaisa).toBe(150000);
  });
  it('next year\'s admission fee picked in November is upcoming and not owed yet; this year\'s is due', () => {
    const line = { title: 'admission_fee', amountPaisa: 300000 };
    const [next] = duesFor([line], [], ['2027-01'], { now: '2026-11' });
    expect(next.periods).toEqual([{ period: '2027', duePaisa: 300000, paidPaisa: 0, owedPaisa: 0, status: 'upcoming' }]);
    const [current] = duesFor([line], [], ['2026-12'], { now: '2026-11' });
    expect(current.periods).toEqual([{ period: '2026', duePaisa: 300000, paidPaisa: 0, owedPaisa: 300000, status: 'due' }]);
  });
});
