/** Salary worked examples the mutation report found missing (issue 28): month bounds, columns left empty while typing, the caps. */
import {
  incrementPaisa, isMonth, isTakaAmount, SALARY_MONEY_KEYS, salaryRegarding, salaryRowTotals, salarySheetTotals, voucherTotal, type SalaryAmounts,
} from '../../api/src/rules/salary';

describe('salary sheet months', () => {
  it.each([
    ['2026-01', true],
    ['2026-12', true],
    ['1900-01', true],
    ['9999-12', true],
    ['1899-12', false],
    ['2026-00', false],
    ['2026-13', false],
    [202601, false],
    ['12026-03', false],
    ['2026-031', false],
    [' 2026-03', false],
    [null, false],
  ])('%j → %s', (value, ok) => expect(isMonth(value)).toBe(ok));
});

const row = (over: Partial<SalaryAmounts> = {}): SalaryAmounts => ({
  ...(Object.fromEntries(SALARY_MONEY_KEYS.map((k) => [k, 0])) as Record<(typeof SALARY_MONEY_KEYS)[number], number>),
  incrementBp: 0,
  ...over,
});

describe('a row while the office is still typing (the web recomputes on every key)', () => {
  it('a column emptied to null or NaN counts 0, the others still add up', () => {
    const r = row({ basic: 1_500_000, houseRent: Number.NaN, medical: null as unknown as number, incrementBp: 1000, loan: Number.POSITIVE_INFINITY, food: 50_000 });
    // basic 15,000.00 + 10 % increment 1,500.00 = 16,500.00; deductions: food 500.00
    expect(salaryRowTotals(r)).toEqual({ increment: 150_000, total: 1_650_000, deductions: 50_000, net: 1_600_000 });
    expect(salarySheetTotals([r]).houseRent).toBe(0);
    expect(salarySheetTotals([r]).loan).toBe(0);
  });
  it('an increment percent not yet typed (NaN) or below 0 adds nothing', () => {
    expect(salaryRowTotals(row({ basic: 1_000_000, incrementBp: Number.NaN })).increment).toBe(0);
    expect(incrementPaisa(1_000_000, -100)).toBe(0);
    expect(incrementPaisa(-1_000_000, 100)).toBe(0);
  });
  it('an empty sheet sums to 0 in every column', () => {
    const t = salarySheetTotals([]);
    expect([t.basic, t.bonus, t.others, t.increment, t.total, t.deductions, t.net]).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
  it('a voucher line that is not a number (NaN) counts 0', () => expect(voucherTotal([1000, Number.NaN, 50])).toBe(1050));
});

describe('taka amounts at the cap', () => {
  it('one crore taka (the column cap) and 0 are allowed; a voucher cap may be given', () => {
    expect(isTakaAmount(10_000_000)).toBe(true);
    expect(isTakaAmount(0)).toBe(true);
    expect(isTakaAmount(0.01)).toBe(true);
    expect(isTakaAmount(20_000_000, 20_000_000)).toBe(true);
    expect(isTakaAmount(20_000_000.01, 20_000_000)).toBe(false);
    expect(isTakaAmount(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('the salary voucher line in an academy language without its own word', () => {
  it('falls back to English', () => expect(salaryRegarding('2026-12', 'ur')).toBe('Salary 2026-12'));
});
