import {
  incrementPaisa, isMonth, isTakaAmount, percentToBp, SALARY_MONEY_KEYS, salaryRegarding, salaryRowTotals, salarySheetTotals, takaToPaisa,
  voucherTotal, type SalaryAmounts,
} from '../../api/src/rules/salary';

/** A row of paisa amounts: every column 0 unless given. */
const row = (over: Partial<SalaryAmounts> = {}): SalaryAmounts => ({
  ...(Object.fromEntries(SALARY_MONEY_KEYS.map((k) => [k, 0])) as Record<(typeof SALARY_MONEY_KEYS)[number], number>),
  incrementBp: 0,
  ...over,
});

describe('salary rule: increment percent on the basic, rounded to the paisa half-up', () => {
  it.each([
    // basic (paisa), percent, increment (paisa)
    [1_200_000, 5.5, 66_000], // 12,000.00 × 5.5 % = 660.00
    [100_010, 5, 5_001], // 1,000.10 × 5 % = 50.005 → 50.01 (half-up)
    [100, 0.5, 1], // 1.00 × 0.5 % = 0.005 → 0.01 (half-up)
    [100, 0.49, 0], // 1.00 × 0.49 % = 0.0049 → 0.00
    [1_234_567, 5.5, 67_901], // 12,345.67 × 5.5 % = 679.01185 → 679.01
    [999_999, 12.25, 122_500], // 9,999.99 × 12.25 % = 1,224.9998775 → 1,225.00
    [1_000_000, 0, 0],
    [0, 10, 0],
  ])('basic %i paisa at %f %% → %i paisa', (basic, percent, increment) => {
    expect(incrementPaisa(basic, percentToBp(percent))).toBe(increment);
  });

  it('percents and taka with two decimals convert exactly (no float drift)', () => {
    expect(percentToBp(5.55)).toBe(555);
    expect(percentToBp(0.07)).toBe(7);
    expect(takaToPaisa(0.1 + 0.2)).toBe(30);
    expect(takaToPaisa(250.5)).toBe(25_050);
    expect(takaToPaisa(1_234_567.89)).toBe(123_456_789);
  });
});

describe('salary rule: a row\'s totals', () => {
  it('the worked example of rules/salary.ts: total 16,710.50, deductions 2,299.99, net 14,410.51', () => {
    const r = row({
      basic: 1_200_000, daily: 50_000, houseRent: 300_000, medical: 25_050, incrementBp: 550, overtime: 30_000,
      loan: 100_000, food: 120_000, mobile: 9_999,
    });
    expect(salaryRowTotals(r)).toEqual({ increment: 66_000, total: 1_671_050, deductions: 229_999, net: 1_441_051 });
  });

  it('every allowance column adds to the total and every deduction column to the deductions', () => {
    const all = row(Object.fromEntries(SALARY_MONEY_KEYS.map((k, i) => [k, (i + 1) * 101])));
    // allowances 1..9, overtime 10 and bonus 11 → 101 × 66; deductions 12..20 → 101 × 144
    expect(salaryRowTotals(all)).toEqual({ increment: 0, total: 101 * 66, deductions: 101 * 144, net: 101 * (66 - 144) });
  });

  it('a sheet sums every column exactly: ten rows of 0.10 taka are 1.00, not 0.9999999', () => {
    const rows = Array.from({ length: 10 }, () => row({ basic: takaToPaisa(0.1), snacks: takaToPaisa(0.2), gas: takaToPaisa(0.05), incrementBp: 5000 }));
    const t = salarySheetTotals(rows);
    expect(t.basic).toBe(100);
    expect(t.snacks).toBe(200);
    expect(t.gas).toBe(50);
    expect(t.increment).toBe(50); // 0.10 × 50 % = 0.05 on each row
    expect(t.total).toBe(350);
    expect(t.deductions).toBe(50);
    expect(t.net).toBe(300);
  });

  it('a sheet of two staff: the worked example plus a plain row', () => {
    const first = row({ basic: 1_200_000, daily: 50_000, houseRent: 300_000, medical: 25_050, incrementBp: 550, overtime: 30_000, loan: 100_000, food: 120_000, mobile: 9_999 });
    const second = row({ basic: 850_000, travel: 20_000, bonus: 100_000, governmentTax: 8_500 });
    const t = salarySheetTotals([first, second]);
    expect([t.basic, t.increment, t.total, t.deductions, t.net]).toEqual([2_050_000, 66_000, 1_671_050 + 970_000, 229_999 + 8_500, 1_441_051 + 961_500]);
  });
});

describe('voucher rule: total of ten lines', () => {
  it('sums the amounts, blank lines counting 0', () => {
    expect(voucherTotal([125_050, 30_000, null, undefined, 99, 0, 1, 0, 0, 0])).toBe(155_150);
    expect(voucherTotal([])).toBe(0);
    // 0.1 + 0.2 taka as paisa: exact.
    expect(voucherTotal([takaToPaisa(0.1), takaToPaisa(0.2)])).toBe(30);
  });

  it('taka amounts: at most two decimals, not negative, within the cap', () => {
    expect(isTakaAmount(12.5)).toBe(true);
    expect(isTakaAmount(12.345)).toBe(false);
    expect(isTakaAmount(-1)).toBe(false);
    expect(isTakaAmount(Number.NaN)).toBe(false);
    expect(isTakaAmount('12')).toBe(false);
    expect(isTakaAmount(10_000_000.01)).toBe(false);
  });
});

describe('salary months and the salary voucher line', () => {
  it('months are YYYY-MM', () => {
    expect(isMonth('2026-03')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-3')).toBe(false);
    expect(isMonth('')).toBe(false);
  });

  it('the line is "salary <month>" in the academy language', () => {
    expect(salaryRegarding('2026-03', 'en')).toBe('Salary 2026-03');
    expect(salaryRegarding('2026-03', 'bn')).toBe('বেতন 2026-03');
    expect(salaryRegarding('2026-03', 'ar')).toBe('رواتب 2026-03');
  });
});
