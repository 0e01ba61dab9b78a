import {
  amountToPay, duesFor, duesTotal, isMonth, itemPeriods, monthsOfYear, parseMonth, periodOf, splitByWeights, splitPaisa, type DueLine, type PaidPeriod,
} from '../../api/src/rules/fee-dues';
import { rulesFor, studentFees, toPaisa } from '../../api/src/rules/fees';

describe('months of a fee payment', () => {
  it.each([
    ['2026-03', '2026-03'],
    ['march', '2026-03'],
    ['March', '2026-03'],
    [' December ', '2026-12'],
    ['3', '2026-03'],
    ['03', '2026-03'],
    [12, '2026-12'],
    ['2026-13', null],
    ['2025-03', null], // another year's month is not a month of this payment
    ['13', null],
    [0, null],
    [1.5, null],
    ['marchh', null],
    ['', null],
    [null, null],
  ])('%j in 2026 is %j', (value, month) => {
    expect(parseMonth(value, 2026)).toBe(month);
  });

  it('knows a real month', () => {
    expect(isMonth('2026-02')).toBe(true);
    expect(isMonth('2026-00')).toBe(false);
    expect(isMonth('1999-12')).toBe(false);
    expect(monthsOfYear(2026)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);
  });

  it('keeps a yearly title (admission, development) against the year, a monthly one against the month', () => {
    expect(periodOf('monthly_fee', '2026-04')).toBe('2026-04');
    expect(periodOf('boarding_fee', '2026-04')).toBe('2026-04');
    expect(periodOf('admission_fee', '2026-04')).toBe('2026');
    expect(periodOf('development_fee', '2026-11')).toBe('2026');
  });
});

describe('splitting a payment over its months, exact to the paisa', () => {
  it.each([
    [150000, 3, [50000, 50000, 50000]],
    [100000, 3, [33334, 33333, 33333]],
    [100, 3, [34, 33, 33]],
    [2, 3, [1, 1, 0]],
    [99999, 1, [99999]],
    [5, 0, []],
  ])('%i paisa over %i months: %j', (total, n, shares) => {
    const split = splitPaisa(total, n);
    expect(split).toEqual(shares);
    expect(split.reduce((a, b) => a + b, 0)).toBe(n ? total : 0);
  });

  it('an item pays its months in order; a yearly title\'s months are one period', () => {
    expect(itemPeriods('monthly_fee', ['2026-03', '2026-01', '2026-02'], 100000)).toEqual([
      { subject: 'monthly_fee', period: '2026-01', amountPaisa: 33334 },
      { subject: 'monthly_fee', period: '2026-02', amountPaisa: 33333 },
      { subject: 'monthly_fee', period: '2026-03', amountPaisa: 33333 },
    ]);
    expect(itemPeriods('admission_fee', ['2026-01', '2026-02'], 500000)).toEqual([{ subject: 'admission_fee', period: '2026', amountPaisa: 500000 }]);
  });
});

describe('what a student owes (worked examples)', () => {
  // Class 9 Science: monthly fee 1,500.50 for every group, electricity 200 for Science only,
  // admission 5,000 once a year; Arts pays no electricity.
  const rules = [
    { title: 'monthly_fee', amountPaisa: 150050, classes: ['Class 9', 'Class 6'], groups: [] },
    { title: 'electricity_bill', amountPaisa: 20000, classes: ['Class 9'], groups: ['Science'] },
    { title: 'admission_fee', amountPaisa: 500000, classes: ['Class 9'], groups: [] },
    { title: 'monthly_fee', amountPaisa: 90000, classes: ['Class 1'], groups: [] },
  ];
  const science: DueLine[] = studentFees(rules, 'Class 9', 'Science').map((l) => ({ title: l.title, amountPaisa: toPaisa(l.amount) }));

  it('the titles of the class and group come from the fee rules (rules/fees.ts)', () => {
    expect(science).toEqual([
      { title: 'monthly_fee', amountPaisa: 150050 },
      { title: 'electricity_bill', amountPaisa: 20000 },
      { title: 'admission_fee', amountPaisa: 500000 },
    ]);
    expect(rulesFor(rules, 'Class 9', 'Arts').map((r) => r.title)).toEqual(['monthly_fee', 'admission_fee']);
    // A discounted amount saved on the student is kept.
    expect(studentFees(rules, 'Class 9', 'Arts', [{ title: 'monthly_fee', amount: 1000 }])).toEqual([
      { title: 'monthly_fee', amount: 1000 },
      { title: 'admission_fee', amount: 5000 },
    ]);
  });

  it('January to April in April, January and February paid, March paid in part, admission paid', () => {
    const paid: PaidPeriod[] = [
      ...itemPeriods('monthly_fee', ['2026-01', '2026-02'], 300100), // 1,500.50 × 2
      { subject: 'monthly_fee', period: '2026-03', amountPaisa: 100000 }, // 1,000 of 1,500.50
      { subject: 'admission_fee', period: '2026', amountPaisa: 500000 },
      { subject: 'electricity_bill', period: '2026-01', amountPaisa: 20000 },
      { subject: 'monthly_fee', period: '2025-12', amountPaisa: 150050 }, // another year: not counted
    ];
    const dues = duesFor(science, paid, ['2026-01', '2026-02', '2026-03', '2026-04'], { now: '2026-04' });
    const monthly = dues[0];
    expect(monthly.periods.map((p) => [p.period, p.status, p.owedPaisa])).toEqual([
      ['2026-01', 'paid', 0],
      ['2026-02', 'paid', 0],
      ['2026-03', 'partial', 50050],
      ['2026-04', 'due', 150050],
    ]);
    // Owed: 500.50 (rest of March) + 1,500.50 (April) = 2,001.00.
    expect([monthly.duePaisa, monthly.paidPaisa, monthly.owedPaisa]).toEqual([600200, 400100, 200100]);
    // Electricity: January paid, February to April owed: 3 × 200 = 600.
    expect(dues[1].owedPaisa).toBe(60000);
    // Admission: one period for the year, paid.
    expect(dues[2].periods).toEqual([{ period: '2026', duePaisa: 500000, paidPaisa: 500000, owedPaisa: 0, status: 'paid' }]);
    // In all: 2,001.00 + 600.00 = 2,601.00 owed.
    expect(duesTotal(dues)).toEqual({ duePaisa: 600200 + 80000 + 500000, paidPaisa: 400100 + 20000 + 500000, owedPaisa: 260100 });
  });

  it('later months are upcoming and not owed yet; months before admission ask nothing', () => {
    const [monthly, , admission] = duesFor(science, [], ['2026-02', '2026-03', '2026-06', '2026-07'], { from: '2026-03', now: '2026-06' });
    expect(monthly.periods.map((p) => [p.period, p.status, p.duePaisa, p.owedPaisa])).toEqual([
      ['2026-02', 'none', 0, 0], // before admission in March
      ['2026-03', 'due', 150050, 150050],
      ['2026-06', 'due', 150050, 150050], // this month
      ['2026-07', 'upcoming', 150050, 0],
    ]);
    expect(monthly.owedPaisa).toBe(300100);
    // Admitted in March 2026: the year's admission fee is owed.
    expect(admission.periods).toEqual([{ period: '2026', duePaisa: 500000, paidPaisa: 0, owedPaisa: 500000, status: 'due' }]);
    // A student admitted in 2027 owes nothing of 2026.
    const [, , before] = duesFor(science, [], ['2026-05'], { from: '2027-01', now: '2027-02' });
    expect(before.periods[0]).toMatchObject({ period: '2026', duePaisa: 0, status: 'none' });
  });

  it('a title of 0 asks nothing; a payment of a title that is not owed still counts as paid', () => {
    const [free] = duesFor([{ title: 'development_fee', amountPaisa: 0 }], [], ['2026-01'], { now: '2026-05' });
    expect(free.periods[0]).toEqual({ period: '2026', duePaisa: 0, paidPaisa: 0, owedPaisa: 0, status: 'none' });
    const [gift] = duesFor([{ title: 'development_fee', amountPaisa: 0 }], [{ subject: 'development_fee', period: '2026', amountPaisa: 1000 }], ['2026-01'], { now: '2026-05' });
    expect(gift.periods[0].status).toBe('paid');
  });

  it('the amount a payment of chosen months asks: what remains of each, upcoming months too', () => {
    const paid: PaidPeriod[] = [{ subject: 'monthly_fee', period: '2026-03', amountPaisa: 100000 }];
    // March (500.50 left) + April + May (ahead) = 500.50 + 2 × 1,500.50 = 3,501.50.
    expect(amountToPay(science[0], paid, ['2026-03', '2026-04', '2026-05'])).toBe(350150);
    // Admission for two months of one year is asked once.
    expect(amountToPay(science[2], [], ['2026-01', '2026-02'])).toBe(500000);
    // Before admission: nothing.
    expect(amountToPay(science[0], [], ['2026-01'], '2026-02')).toBe(0);
  });
});

describe('a payment split by what each period still owes', () => {
  it('gives a part-paid month only its remainder (worked examples, exact to the paisa)', () => {
    // 2,001.00 over February (500.50 still owed) and March (1,500.50).
    expect(splitByWeights(200100, [50050, 150050])).toEqual([50050, 150050]);
    // 1,000.00 over 200 and 100 owed: two thirds and one third, the odd paisa to the larger remainder.
    expect(splitByWeights(100000, [20000, 10000])).toEqual([66667, 33333]);
    // Equal weights are the equal split, the leftover paisa to the first periods.
    expect(splitByWeights(100000, [1, 1, 1])).toEqual(splitPaisa(100000, 3));
    // Nothing owed anywhere (paying ahead of any rule): equal shares.
    expect(splitByWeights(1001, [0, 0])).toEqual([501, 500]);
    // A period that owes nothing gets nothing while another owes.
    expect(splitByWeights(5000, [0, 5000])).toEqual([0, 5000]);
    for (const [total, weights] of [[999, [3, 7, 11]], [12345, [150050, 50050, 1]], [1, [1, 1, 1]]] as const) {
      expect(splitByWeights(total, [...weights]).reduce((n, x) => n + x, 0)).toBe(total);
    }
    expect(itemPeriods('monthly_fee', ['2026-03', '2026-02'], 200100, (p) => (p === '2026-02' ? 50050 : 150050))).toEqual([
      { subject: 'monthly_fee', period: '2026-02', amountPaisa: 50050 },
      { subject: 'monthly_fee', period: '2026-03', amountPaisa: 150050 },
    ]);
  });
});
