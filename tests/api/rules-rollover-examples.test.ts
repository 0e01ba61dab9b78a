/** Worked examples the mutation report of rollover.ts found missing (issue 28): rolls of students without a result, next-class names, the best match among classes of that name, changes of department or group. */
import { changedSince, planRollover, suggestNextClass, type ClassChoice, type RolloverEntry } from '../../api/src/rules/rollover';

describe('students without a result', () => {
  it('stay in their old roll order (no roll last), then by admit number', () => {
    const students = [
      { id: 1, admitNo: 31, name: 'A', roll: 3 }, { id: 2, admitNo: 32, name: 'B', roll: null },
      { id: 3, admitNo: 33, name: 'C', roll: 1 }, { id: 4, admitNo: 30, name: 'D', roll: null },
    ];
    const plan = planRollover({ students, rows: [], promoteIds: [], targetHighestRoll: 0, sourceHighestRoll: 10 });
    expect('rows' in plan && plan.rows.map((r) => [r.admitNo, r.newRoll])).toEqual([[33, 11], [31, 12], [30, 13], [32, 14]]);
  });
});

describe('the next class by name', () => {
  const choice = (id: number, className: string, groupName = '', department = 'General'): ClassChoice => ({ id, department, className, groupName });

  it('the last number of the name goes up by one, all its digits', () => {
    const classes = [choice(1, 'Class 19'), choice(2, 'Class 20'), choice(3, 'Class 110')];
    expect(suggestNextClass(classes, classes[0])?.className).toBe('Class 20');
  });
  it('only the last number counts, with text after it', () => {
    const classes = [choice(1, 'Hifz 1 part 2'), choice(2, 'Hifz 1 part 3'), choice(3, 'Hifz 2 part 2')];
    expect(suggestNextClass(classes, classes[0])?.id).toBe(2);
    const boys = [choice(4, 'Class 9 (Boys)'), choice(5, 'Class 10 (Boys)')];
    expect(suggestNextClass(boys, boys[0])?.id).toBe(5);
  });
  it('among classes of that name: the same group first, then the same department; a tie keeps the first', () => {
    const from = choice(1, 'Class 9', 'Science', 'General');
    const sameGroupOtherDept = choice(2, 'Class 10', 'Science', 'Evening');
    const sameGroupSameDept = choice(3, 'Class 10', 'Science', 'General');
    const otherGroupSameDept = choice(4, 'Class 10', 'Arts', 'General');
    expect(suggestNextClass([from, sameGroupOtherDept, sameGroupSameDept, otherGroupSameDept], from)?.id).toBe(3);
    expect(suggestNextClass([from, otherGroupSameDept, sameGroupOtherDept], from)?.id).toBe(2);
    expect(suggestNextClass([from, choice(5, 'Class 10', 'Arts', 'Evening'), choice(6, 'Class 10', 'Commerce', 'Evening')], from)?.id).toBe(5);
    expect(suggestNextClass([from, choice(7, 'Class 10', 'Arts', 'Evening'), choice(8, 'Class 10', 'Arts', 'General')], from)?.id).toBe(8);
  });
});

describe('changes since a rollover', () => {
  const after = { department: 'Kitab', className: 'Class 7', groupName: 'Science', roll: 1 };
  const entry: RolloverEntry = { studentId: 1, admitNo: 10, name: 'x', outcome: 'passed', promoted: true, before: { ...after, className: 'Class 6', roll: null }, after };
  it('another department or another group is a change', () => {
    expect(changedSince([entry], () => ({ placement: { ...after, department: 'Hifz' }, condition: 'in', laterYears: false }))).toEqual([10]);
    expect(changedSince([entry], () => ({ placement: { ...after, groupName: 'Arts' }, condition: 'in', laterYears: false }))).toEqual([10]);
  });
});
