import { HOMEWORK_PREVIEW_LENGTH, homeworkPreview } from '../../api/src/rules/homework';

/** Worked examples of the homework preview (spec §9: the first 100 characters). */
describe('homework preview', () => {
  it('a short text shows whole, its runs of white space as one space, trimmed', () => {
    expect(HOMEWORK_PREVIEW_LENGTH).toBe(100);
    expect(homeworkPreview('  Read chapter 3,\n\n  answer   questions 1–5.  ')).toBe('Read chapter 3, answer questions 1–5.');
    expect(homeworkPreview('')).toBe('');
  });

  it('exactly 100 characters show whole; 101 are cut to 100 with an ellipsis', () => {
    const hundred = 'a'.repeat(100);
    expect(homeworkPreview(hundred)).toBe(hundred);
    expect(homeworkPreview(`${hundred}b`)).toBe(`${hundred}…`);
    expect(homeworkPreview(`${'x'.repeat(99)}   y`)).toBe(`${'x'.repeat(99)} …`);
  });

  it('counts characters, not UTF-16 units: a Bengali text or emoji is never cut in half', () => {
    const bn = 'পড়া'.repeat(30); // 4 code points each: 120
    expect(homeworkPreview(bn)).toBe(`${Array.from(bn).slice(0, 100).join('')}…`);
    const emoji = '📘'.repeat(100);
    expect(homeworkPreview(emoji)).toBe(emoji);
    expect(homeworkPreview(`${emoji}📗`)).toBe(`${emoji}…`);
  });
});
