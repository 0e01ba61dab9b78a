import { LEAVE_KINDS, LEAVE_REASONS, LEAVE_TYPES, leaveDays, leaveLength, rangesOverlap } from '../../api/src/rules/leaves';

describe('leave days (spec doc 1 §3: counted in days, start and end both counted)', () => {
  it.each([
    ['2026-03-01', '2026-03-01', 1],
    ['2026-03-01', '2026-03-02', 2],
    // 2026 is not a leap year: 27 Feb, 28 Feb, 1 Mar, 2 Mar.
    ['2026-02-27', '2026-03-02', 4],
    // 2024 is: 28 Feb, 29 Feb, 1 Mar.
    ['2024-02-28', '2024-03-01', 3],
    // Across a year end: 30 Dec, 31 Dec, 1 Jan, 2 Jan.
    ['2025-12-30', '2026-01-02', 4],
    ['2026-01-01', '2026-12-31', 365],
    ['2024-01-01', '2024-12-31', 366],
    // Bangladesh has no daylight saving, and the count is of calendar dates anyway.
    ['2026-03-28', '2026-04-03', 7],
  ])('%s to %s is %i days', (start, end, days) => {
    expect(leaveLength(start, end)).toEqual({ ok: true, days });
    expect(leaveDays(start, end)).toBe(days);
  });

  it('refuses an end before the start with invalidValue on leaveEnd', () => {
    expect(leaveLength('2026-03-02', '2026-03-01')).toEqual({ ok: false, problem: { code: 'invalidValue', field: 'leaveEnd' } });
    expect(leaveLength('2026-01-01', '2025-12-31')).toEqual({ ok: false, problem: { code: 'invalidValue', field: 'leaveEnd' } });
    expect(leaveDays('2026-03-02', '2026-03-01')).toBeNull();
  });

  it.each([
    ['', '2026-03-01', { code: 'requiredField', field: 'leaveStart' }],
    ['  ', '2026-03-01', { code: 'requiredField', field: 'leaveStart' }],
    ['2026-03-01', '', { code: 'requiredField', field: 'leaveEnd' }],
    ['2026-02-29', '2026-03-01', { code: 'invalidValue', field: 'leaveStart' }],
    ['2026-03-01', '2026-04-31', { code: 'invalidValue', field: 'leaveEnd' }],
    ['2026-3-1', '2026-03-02', { code: 'invalidValue', field: 'leaveStart' }],
    ['01/03/2026', '2026-03-02', { code: 'invalidValue', field: 'leaveStart' }],
  ])('refuses start %j, end %j', (start, end, problem) => {
    expect(leaveLength(start, end)).toEqual({ ok: false, problem });
  });
});

describe('overlap of two leaves (both ends included)', () => {
  const r = (start: string, end: string) => ({ start, end });
  it.each([
    [r('2026-03-01', '2026-03-05'), r('2026-03-05', '2026-03-07'), true],
    [r('2026-03-01', '2026-03-05'), r('2026-02-20', '2026-03-01'), true],
    [r('2026-03-01', '2026-03-05'), r('2026-03-02', '2026-03-03'), true],
    [r('2026-03-02', '2026-03-03'), r('2026-03-01', '2026-03-05'), true],
    [r('2026-03-01', '2026-03-01'), r('2026-03-01', '2026-03-01'), true],
    [r('2026-03-01', '2026-03-05'), r('2026-03-06', '2026-03-07'), false],
    [r('2026-03-06', '2026-03-07'), r('2026-03-01', '2026-03-05'), false],
    [r('2025-12-31', '2025-12-31'), r('2026-01-01', '2026-01-03'), false],
  ])('%j and %j: %s', (a, b, overlaps) => {
    expect(rangesOverlap(a, b)).toBe(overlaps);
    expect(rangesOverlap(b, a)).toBe(overlaps);
  });
});

describe('leave constants', () => {
  it('has the spec\'s 32 reasons, as distinct stable keys', () => {
    expect(LEAVE_REASONS).toHaveLength(32);
    expect(new Set(LEAVE_REASONS).size).toBe(32);
    for (const key of LEAVE_REASONS) expect(key).toMatch(/^[a-z][a-zA-Z]+$/);
    expect(LEAVE_REASONS).toEqual(expect.arrayContaining(['sickness', 'deathInFamily', 'religiousFestival', 'hajj', 'maternity', 'other']));
  });
  it('has the types verbal and written and the kinds staff and student', () => {
    expect(LEAVE_TYPES).toEqual(['verbal', 'written']);
    expect(LEAVE_KINDS).toEqual(['staff', 'student']);
  });
});
