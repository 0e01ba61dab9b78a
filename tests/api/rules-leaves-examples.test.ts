/** Leave worked examples the mutation report showed missing (issue 28): the form's values as GraphQL sends them, and the lists' checks. */
import { isLeaveKind, isLeaveReason, isLeaveType, leaveDays, leaveLength } from '../../api/src/rules/leaves';

describe('a leave form as GraphQL sends it', () => {
  it('a date left out arrives as null: requiredField on that date', () => {
    expect(leaveLength(null as unknown as string, '2026-03-01')).toEqual({ ok: false, problem: { code: 'requiredField', field: 'leaveStart' } });
    expect(leaveLength('2026-03-01', null as unknown as string)).toEqual({ ok: false, problem: { code: 'requiredField', field: 'leaveEnd' } });
    expect(leaveDays('2026-03-01', '   ')).toBeNull();
  });
  it('the start is checked before the end: both blank names the start', () => {
    expect(leaveLength('', '')).toEqual({ ok: false, problem: { code: 'requiredField', field: 'leaveStart' } });
    expect(leaveLength('2026-02-30', '2026-02-31')).toEqual({ ok: false, problem: { code: 'invalidValue', field: 'leaveStart' } });
  });
  it('a leave of a whole month: 1 to 31 March is 31 days', () => expect(leaveDays('2026-03-01', '2026-03-31')).toBe(31));
});

describe('the lists a leave is checked against', () => {
  it('kinds: staff and student', () => {
    expect(['staff', 'student', 'teacher', 'Staff', null].map(isLeaveKind)).toEqual([true, true, false, false, false]);
  });
  it('types: verbal and written', () => {
    expect(['verbal', 'written', 'oral', ''].map(isLeaveType)).toEqual([true, true, false, false]);
  });
  it('reasons: the stable keys only', () => {
    expect(['sickness', 'hajj', 'other', 'Sickness', 'holiday', undefined].map(isLeaveReason)).toEqual([true, true, true, false, false, false]);
  });
});
