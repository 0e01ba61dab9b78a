import {
  COUNT_DEPARTMENTS, countableFrom, expenseCount, groupByRegarding, headsOfGroups, incomeCount, isCountDepartment, isPeriod, periodRange, previousBalance, reportFigures, typeOf, typeParts,
  type ExpenseSource, type IncomeSource, type SavedBalance,
} from '../../api/src/rules/counts';

const receipt = (date: string, regarding: string, amountPaisa: number, bookNo = 1, receiptNoFrom = 1): IncomeSource => ({
  bookNo, receiptNoFrom, receiptNoTill: receiptNoFrom, name: 'x', regarding, amountPaisa, date,
});
const voucher = (date: string, voucherNo: number, lines: [string, number][]): ExpenseSource => ({
  voucherNo, name: 'y', date, lines: lines.map(([regarding, paisa]) => ({ regarding, paisa })), totalPaisa: lines.reduce((a, [, p]) => a + p, 0),
});

describe('count types', () => {
  it('reads the twelve types (m/y, c/g, i/e/r) and nothing else', () => {
    expect(typeParts('mci')).toEqual({ period: 'monthly', fund: 'charityFund', kind: 'income' });
    expect(typeParts('yge')).toEqual({ period: 'yearly', fund: 'generalFund', kind: 'expense' });
    expect(typeParts('mgr')).toEqual({ period: 'monthly', fund: 'generalFund', kind: 'report' });
    expect(typeParts('ycr')).toEqual({ period: 'yearly', fund: 'charityFund', kind: 'report' });
    for (const bad of ['', 'mxi', 'MCI', 'mcx', 'mcii']) expect(typeParts(bad)).toBeNull();
    for (const t of ['mci', 'mgi', 'mce', 'mge', 'yci', 'ygi', 'yce', 'yge', 'mcr', 'mgr', 'ycr', 'ygr']) expect(typeOf(typeParts(t)!)).toBe(t);
  });

  it('periods: YYYY-MM for monthly, YYYY for yearly; ranges cover the whole period by string order', () => {
    expect(isPeriod('monthly', '2026-03')).toBe(true);
    for (const bad of ['2026', '2026-13', '2026-00', '2026-3', '2026-03-01']) expect(isPeriod('monthly', bad)).toBe(false);
    expect(isPeriod('yearly', '2026')).toBe(true);
    expect(isPeriod('yearly', '2026-03')).toBe(false);
    expect(periodRange('monthly', '2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-31' });
    expect(periodRange('yearly', '2026')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});

describe('income and expense counts', () => {
  it('groups receipts by regarding (first appearance, letter case and spaces aside), rows by date, book and page, totals exact', () => {
    const c = incomeCount([
      receipt('2026-03-10', 'Donation', 10_01, 7, 2),
      receipt('2026-03-02', 'Monthly fee', 500_00, 7, 1),
      receipt('2026-03-10', ' donation ', 20_02, 5, 9),
      receipt('2026-03-05', 'Zakat', 1),
    ]);
    expect(c.rows.map((r) => [r.date, r.bookNo, r.receiptNoFrom])).toEqual([['2026-03-02', 7, 1], ['2026-03-05', 1, 1], ['2026-03-10', 5, 9], ['2026-03-10', 7, 2]]);
    expect(c.heads).toEqual([{ regarding: 'Monthly fee', paisa: 500_00 }, { regarding: 'Zakat', paisa: 1 }, { regarding: 'donation', paisa: 30_03 }]);
    expect(c.totalPaisa).toBe(530_04);
  });

  it('groups every voucher line by regarding; the total is the sum of the voucher totals', () => {
    const c = expenseCount([
      voucher('2026-03-20', 2, [['Electricity', 1250_50], ['Gas', 300_00]]),
      voucher('2026-03-01', 1, [['Gas', 1], ['Salary', 15000_00]]),
    ]);
    expect(c.rows.map((r) => r.voucherNo)).toEqual([1, 2]);
    expect(c.heads).toEqual([{ regarding: 'Gas', paisa: 300_01 }, { regarding: 'Salary', paisa: 15000_00 }, { regarding: 'Electricity', paisa: 1250_50 }]);
    expect(c.totalPaisa).toBe(16550_51);
  });

  it('sums ten thousand 0.01 taka receipts to exactly 100 taka (no float drift)', () => {
    const c = incomeCount(Array.from({ length: 10_000 }, (_, i) => receipt('2026-01-01', 'Coins', 1, 1, i + 1)));
    expect(c.totalPaisa).toBe(100_00);
    expect(groupByRegarding([{ regarding: 'a', paisa: 10 }, { regarding: 'b', paisa: 20 }, { regarding: 'A', paisa: 1 }])).toEqual([{ regarding: 'a', paisa: 11 }, { regarding: 'b', paisa: 20 }]);
  });

  it('heads from grouped sums are the heads of the rows: ordered by each group\'s first row, merged letter case aside, named as the earliest', () => {
    const rows = [receipt('2026-05-10', 'zakat ', 5_00, 7, 2), receipt('2026-05-10', 'Lillah', 1_00, 7, 1), receipt('2026-05-10', 'Zakat', 2_00, 3, 9), receipt('2026-05-09', 'Sadaqah', 10_00, 4, 1)];
    const groups = [
      { regarding: 'zakat ', paisa: 5_00, first: '2026-05-10|0000000007|0000000002' },
      { regarding: 'Lillah', paisa: 1_00, first: '2026-05-10|0000000007|0000000001' },
      { regarding: 'Zakat', paisa: 2_00, first: '2026-05-10|0000000003|0000000009' },
      { regarding: 'Sadaqah', paisa: 10_00, first: '2026-05-09|0000000004|0000000001' },
    ];
    expect(headsOfGroups(groups)).toEqual([{ regarding: 'Sadaqah', paisa: 10_00 }, { regarding: 'Zakat', paisa: 7_00 }, { regarding: 'Lillah', paisa: 1_00 }]);
    expect(headsOfGroups(groups)).toEqual(incomeCount(rows).heads);
  });
});

describe('reports: the balance carried forward (worked example over three months)', () => {
  it('January, February, March of the general fund', () => {
    // January: nothing saved before, so the previous balance is 0.
    //   income 5,000.50 (fees 4,000.25 + donation 1,000.25), expense 1,200.75 → balance 3,799.75
    const saved: SavedBalance[] = [];
    const jan = reportFigures(previousBalance(saved, '2026-01'), incomeCount([receipt('2026-01-05', 'Fees', 4000_25), receipt('2026-01-09', 'Donation', 1000_25)]).totalPaisa,
      expenseCount([voucher('2026-01-20', 1, [['Electricity', 1200_75]])]).totalPaisa);
    expect(jan).toEqual({ preBalancePaisa: 0, incomePaisa: 5000_50, expensePaisa: 1200_75, balancePaisa: 3799_75 });
    saved.push({ date: '2026-01', balancePaisa: jan.balancePaisa });

    // February: carries 3,799.75; income 1,000.00, expense 6,000.00 → balance −1,200.25 (a deficit is kept as it is)
    const feb = reportFigures(previousBalance(saved, '2026-02'), 1000_00, 6000_00);
    expect(feb).toEqual({ preBalancePaisa: 3799_75, incomePaisa: 1000_00, expensePaisa: 6000_00, balancePaisa: -1200_25 });
    saved.push({ date: '2026-02', balancePaisa: feb.balancePaisa });

    // March: carries −1,200.25; income 2,500.30, expense 0.05 → balance 1,300.00
    const mar = reportFigures(previousBalance(saved, '2026-03'), 2500_30, 5);
    expect(mar).toEqual({ preBalancePaisa: -1200_25, incomePaisa: 2500_30, expensePaisa: 5, balancePaisa: 1300_00 });
  });

  it('takes the latest saved report before the period (not after it, not the period itself); none: 0', () => {
    const saved: SavedBalance[] = [{ date: '2026-03', balancePaisa: 300 }, { date: '2026-01', balancePaisa: 100 }, { date: '2026-05', balancePaisa: 500 }];
    expect(previousBalance(saved, '2026-01')).toBe(0);
    expect(previousBalance(saved, '2026-02')).toBe(100);
    expect(previousBalance(saved, '2026-03')).toBe(100);
    expect(previousBalance(saved, '2026-04')).toBe(300);
    expect(previousBalance(saved, '2026-12')).toBe(500);
    expect(previousBalance([{ date: '2025', balancePaisa: 7 }], '2026')).toBe(7);
  });
});

describe('count departments', () => {
  it('accounts and boarding keep counted books; donation, caravan and the rest do not', () => {
    expect(COUNT_DEPARTMENTS).toEqual(['accounts', 'boarding']);
    expect(['accounts', 'boarding', 'donation', 'caravan', 'accept-money', ''].map(isCountDepartment)).toEqual([true, true, false, false, false, false]);
  });
});

describe('countableFrom (issue 22: a period is counted only after it has ended)', () => {
  it('is the day after the period: the 1st of the next month, 1 January of the next year', () => {
    expect(countableFrom('monthly', '2026-11')).toBe('2026-12-01');
    expect(countableFrom('monthly', '2026-12')).toBe('2027-01-01');
    expect(countableFrom('monthly', '2026-01')).toBe('2026-02-01');
    expect(countableFrom('yearly', '2026')).toBe('2027-01-01');
  });
});
