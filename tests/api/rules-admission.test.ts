import {
  APPROVAL_OPTIONS, INSPECTOR_COMMENTS, MISSING_CODE_KEY, SIGNATURE_BLOCKS, SIGNER_TYPE, admissionSmsText, ageOn, changedBlocks,
} from '../../api/src/rules/admission';

/** Worked examples of the admission rules (spec doc 1 §4, §5, §7). */
describe('age from the birth date (§5: whole years)', () => {
  it.each([
    ['2014-06-15', '2026-06-15', 12], // the birthday itself counts
    ['2014-06-15', '2026-06-14', 11], // the day before
    ['2014-06-15', '2026-05-30', 11], // an earlier month, a later day
    ['2014-06-15', '2026-07-01', 12], // a later month, an earlier day
    ['2014-06-15', '2026-12-31', 12],
    ['2014-01-01', '2026-01-01', 12],
    ['2025-03-10', '2025-09-01', 0],
    ['2027-01-01', '2026-01-01', 0], // a birth date after today is never a negative age
  ])('born %s, on %s: %i', (birth, today, age) => expect(ageOn(birth, today)).toBe(age));
});

describe('signature blocks (§5 signature rule)', () => {
  it('each block covers its fields', () => {
    expect(SIGNATURE_BLOCKS).toEqual({
      inspector: ['inspectorComment', 'examiner'],
      examiner: ['book1', 'number1', 'average', 'book2', 'number2'],
      eduSec: ['approvedClass'],
      principal: ['approval'],
    });
  });

  it('a changed block without a code shows its own message', () => {
    expect(MISSING_CODE_KEY).toEqual({ inspector: 'inspectorSignRequire', examiner: 'rquireExmnySgn', eduSec: 'eduSecCode', principal: 'principalCode' });
  });

  it('the education secretary signs with an education user\'s code, the principal with a principal\'s', () => {
    expect(SIGNER_TYPE.eduSec).toEqual(['education']);
    expect(SIGNER_TYPE.principal).toEqual(['principal']);
    expect(SIGNER_TYPE.inspector).toEqual(['education', 'principal', 'admitExaminer', 'superUser']);
    expect(SIGNER_TYPE.examiner).toEqual(['education', 'principal', 'admitExaminer', 'superUser']);
    for (const block of Object.keys(SIGNER_TYPE) as (keyof typeof SIGNER_TYPE)[]) {
      expect(SIGNER_TYPE[block]).not.toContain('guardian');
      expect(SIGNER_TYPE[block]).not.toContain('accountant');
    }
  });

  it('a new form with nothing in a block changes no block', () => {
    expect(changedBlocks({}, {})).toEqual([]);
    expect(changedBlocks({}, { inspectorComment: '', approval: null, number1: undefined })).toEqual([]);
  });

  it('each field marks its own block changed', () => {
    expect(changedBlocks({}, { examiner: 'Mr. Hasan' })).toEqual(['inspector']);
    expect(changedBlocks({}, { inspectorComment: 'good' })).toEqual(['inspector']);
    expect(changedBlocks({}, { number2: 45 })).toEqual(['examiner']);
    expect(changedBlocks({ book1: 'Bangla' }, { book1: 'English' })).toEqual(['examiner']);
    expect(changedBlocks({}, { approvedClass: 'Six' })).toEqual(['eduSec']);
    expect(changedBlocks({ approval: 'admitted' }, { approval: 'admissionNotPossible' })).toEqual(['principal']);
  });

  it('several blocks changed at once, in block order', () => {
    expect(changedBlocks({}, { approval: 'admitted', average: 70, examiner: 'X', approvedClass: 'Six' })).toEqual(['inspector', 'examiner', 'eduSec', 'principal']);
  });

  it('blank is blank, spaces do not count, and a number equals its text', () => {
    const stored = { inspectorComment: 'good', examiner: 'X', book1: 'Bangla', number1: 40, average: 70, approvedClass: 'Six', approval: 'admitted' };
    expect(changedBlocks(stored, { ...stored })).toEqual([]);
    expect(changedBlocks(stored, { ...stored, number1: '40', average: ' 70 ', approvedClass: 'Six  ' })).toEqual([]);
    expect(changedBlocks({ number2: null }, { number2: '' })).toEqual([]);
    expect(changedBlocks({ number2: 0 }, { number2: null })).toEqual(['examiner']);
    expect(changedBlocks({ approval: 'admitted' }, {})).toEqual(['principal']);
  });
});

describe('admission choices (§4)', () => {
  it('the principal admits or refuses; the inspector has seven comments', () => {
    expect(APPROVAL_OPTIONS).toEqual(['admitted', 'admissionNotPossible']);
    expect(INSPECTOR_COMMENTS).toHaveLength(7);
    expect(new Set(INSPECTOR_COMMENTS).size).toBe(7);
  });
});

describe('the admission SMS (§7)', () => {
  const v = { name: 'Amina Akter', className: 'Six', admitNo: 42 };
  it('fills the academy\'s template with name, class and admit number', () => {
    expect(admissionSmsText('{name} admitted to {class}, no. {admitNo}', v)).toBe('Amina Akter admitted to Six, no. 42');
    expect(admissionSmsText('  Welcome {name}  ', v)).toBe('Welcome Amina Akter');
  });
  it('a blank template uses the default text', () => {
    expect(admissionSmsText('', v)).toBe('Admission confirmed: Amina Akter, class Six, admit no. 42.');
    expect(admissionSmsText('   ', v)).toBe('Admission confirmed: Amina Akter, class Six, admit no. 42.');
  });
});
