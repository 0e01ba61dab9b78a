/** Worked examples the mutation report of dashboard.ts found missing (issue 28): the setup checklist, and a grade outside the table counted in two rows. */
import { SETUP_STEPS, gradeDistribution, setupChecklist } from '../../api/src/rules/dashboard';

describe('the setup checklist', () => {
  it('a step is done once it has at least one; the list is done when every step is', () => {
    const none = setupChecklist({});
    expect(none.steps.map((s) => [s.key, s.count, s.done])).toEqual(SETUP_STEPS.map((k) => [k, 0, false]));
    expect(none.done).toBe(false);
    const some = setupChecklist({ classes: 3, staff: 1 });
    expect(some.steps.filter((s) => s.done).map((s) => s.key)).toEqual(['classes', 'staff']);
    expect(some.done).toBe(false);
    const all = setupChecklist(Object.fromEntries(SETUP_STEPS.map((k) => [k, 1])));
    expect(all.done).toBe(true);
    expect(setupChecklist({ ...Object.fromEntries(SETUP_STEPS.map((k) => [k, 1])), smsBalance: 0 }).done).toBe(false);
  });
});

describe('grade distribution', () => {
  it('a grade the table no longer has, in two count rows, is one bar with both counts', () => {
    const result = gradeDistribution([{ grade: 'A+', status: 'pass' }], [
      { grade: 'X', status: 'pass', count: 2 }, { grade: 'X', status: 'pass', count: 3 },
    ]);
    expect(result.grades).toEqual([{ grade: 'A+', status: 'pass', count: 0 }, { grade: 'X', status: 'pass', count: 5 }]);
  });
});
