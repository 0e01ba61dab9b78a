import { mergeFeeLines, rulesFor, studentFees, toPaisa, type FeeRuleLike } from '../../api/src/rules/fees';

/**
 * Worked examples of a student's fee titles (spec doc 1 §5): "Fee titles for a student come from fee
 * rules whose users include the approved class and whose group list is empty or includes the group.
 * Saved amounts are kept; missing rules are added with the numeric amount, else 0."
 */
const rules: FeeRuleLike[] = [
  { title: 'Tuition', amountPaisa: 50_000, classes: ['Six', 'Nine'], groups: [] },
  { title: 'Lab', amountPaisa: 20_050, classes: ['Nine'], groups: ['Science'] },
  { title: 'Arts club', amountPaisa: 10_000, classes: ['Nine'], groups: ['Humanities', 'Commerce'] },
  { title: 'Hifz', amountPaisa: 30_000, classes: ['Hifz 1'], groups: [] },
];
const titles = (list: { title: string }[]) => list.map((r) => r.title);

describe('the fee rules of a class and group', () => {
  it('a class without groups: the rules of its class with no group list', () => {
    expect(titles(rulesFor(rules, 'Six', ''))).toEqual(['Tuition']);
  });
  it('a group: the class\'s rules for every group and those naming the group', () => {
    expect(titles(rulesFor(rules, 'Nine', 'Science'))).toEqual(['Tuition', 'Lab']);
    expect(titles(rulesFor(rules, 'Nine', 'Commerce'))).toEqual(['Tuition', 'Arts club']);
  });
  it('a class no rule names has none', () => {
    expect(rulesFor(rules, 'Ten', '')).toEqual([]);
    expect(rulesFor([], 'Six', '')).toEqual([]);
  });
});

describe('a student\'s fee lines', () => {
  it('a new student: each rule\'s title with its amount in taka', () => {
    expect(studentFees(rules, 'Nine', 'Science')).toEqual([{ title: 'Tuition', amount: 500 }, { title: 'Lab', amount: 200.5 }]);
  });
  it('saved amounts are kept, missing rules added after them', () => {
    const saved = [{ title: 'Lab', amount: 100 }, { title: 'Transport', amount: 300 }];
    expect(studentFees(rules, 'Nine', 'Science', saved)).toEqual([
      { title: 'Lab', amount: 100 }, { title: 'Transport', amount: 300 }, { title: 'Tuition', amount: 500 },
    ]);
  });
  it('an amount that is not a number is 0', () => {
    const saved = [{ title: 'Lab', amount: 'free' as unknown as number }, { title: 'Books', amount: '250' as unknown as number }];
    expect(mergeFeeLines(saved, [{ title: 'Exam', amount: NaN }, { title: 'Lab', amount: 1 }])).toEqual([
      { title: 'Lab', amount: 0 }, { title: 'Books', amount: 250 }, { title: 'Exam', amount: 0 },
    ]);
  });
  it('a title offered twice is added once', () => {
    expect(mergeFeeLines([], [{ title: 'Exam', amount: 100 }, { title: 'Exam', amount: 200 }])).toEqual([{ title: 'Exam', amount: 100 }]);
  });
  it('the saved lines are copied, not changed', () => {
    const saved = [{ title: 'Lab', amount: 100 }];
    const merged = mergeFeeLines(saved, []);
    merged[0].amount = 5;
    expect(saved[0].amount).toBe(100);
  });
});

describe('taka to paisa', () => {
  it('exact to the paisa, floating point rounded away', () => {
    expect(toPaisa(200.5)).toBe(20_050);
    expect(toPaisa(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(toPaisa(1.005)).toBe(100); // 1.005 is 1.00499… in binary
    expect(toPaisa(0)).toBe(0);
  });
});
