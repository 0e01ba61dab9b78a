import {
  MOBILE_MAX_LENGTH, PERSON_MOBILE_MAX_LENGTH, isValidMobileField, isValidPersonMobile, primaryMobile, splitMobiles,
} from '../../api/src/rules/mobile';

/** Worked examples of mobile fields (spec doc 000 §5 "A mobile longer than 30 gives checkMobile", §9: at most two, the first is used). */
describe('mobile numbers', () => {
  it('split at commas or semicolons, trimmed, blanks dropped', () => {
    expect(splitMobiles(' 01711000000 ,01811000000; 01911000000 ,, ')).toEqual(['01711000000', '01811000000', '01911000000']);
    expect(splitMobiles('')).toEqual([]);
    expect(primaryMobile(' ; 01811000000, 01711000000')).toBe('01811000000');
    expect(primaryMobile('')).toBe('');
  });

  it('the guardian field: under 30 characters, one or two numbers of at least five Latin digits', () => {
    expect(MOBILE_MAX_LENGTH).toBe(30);
    expect(isValidMobileField('01711-000 000')).toBe(true);
    expect(isValidMobileField('12345')).toBe(true);
    expect(isValidMobileField('1234')).toBe(false);
    expect(isValidMobileField('+8801711000000;01811000000')).toBe(true);
    expect(isValidMobileField('-1711000000')).toBe(false);
    expect(isValidMobileField('01711000000x')).toBe(false);
    expect(isValidMobileField('০১৭১১০০০০০০')).toBe(false);
    expect(isValidMobileField('1'.repeat(29))).toBe(true);
    expect(isValidMobileField('1'.repeat(30))).toBe(false);
    expect(isValidMobileField(' , ')).toBe(false);
  });

  it('a person\'s field: at most 30 characters, one or two numbers, digits of any script', () => {
    expect(PERSON_MOBILE_MAX_LENGTH).toBe(30);
    expect(isValidPersonMobile('1'.repeat(30))).toBe(true);
    expect(isValidPersonMobile('1'.repeat(31))).toBe(false);
    expect(isValidPersonMobile('০১৭১১-০০০০০০')).toBe(true);
    expect(isValidPersonMobile('٠١٧١١٠٠٠٠٠٠')).toBe(true);
    expect(isValidPersonMobile('+8801711000000, 01811 000000')).toBe(true);
    expect(isValidPersonMobile('017, 018, 019')).toBe(false);
    expect(isValidPersonMobile('01711, 018')).toBe(false);
    expect(isValidPersonMobile('1234')).toBe(false);
    expect(isValidPersonMobile('12345')).toBe(true);
    expect(isValidPersonMobile(' 1711000000')).toBe(true);
    expect(isValidPersonMobile('a1711000000')).toBe(false);
    expect(isValidPersonMobile('1711000000a')).toBe(false);
    expect(isValidPersonMobile('')).toBe(false);
  });
});
