import { isPlainLatin, messagesForBalance, smsCostPaisa, smsParts } from '../../api/src/rules/sms';

describe('SMS parts and cost (spec doc 1 §9, doc 2 §9)', () => {
  it.each([
    ['', 0],
    ['a'.repeat(150), 1],
    ['a'.repeat(151), 2],
    ['ক'.repeat(60), 1],
    ['ক'.repeat(61), 2],
    ['ক'.repeat(121), 3],
    ['مرحبا'.repeat(12), 1],
    // Punctuation makes a Latin text Unicode: 60 a part.
    [`${'a'.repeat(60)}!`, 2],
  ])('%p is %i parts', (text, parts) => {
    expect(smsParts(text)).toBe(parts);
    expect(smsCostPaisa(text)).toBe(parts * 40);
  });

  it('tells plain Latin text from the rest', () => {
    expect(isPlainLatin('Exam on Sunday 10')).toBe(true);
    expect(isPlainLatin('Exam, Sunday')).toBe(false);
    expect(isPlainLatin('পরীক্ষা')).toBe(false);
  });

  it('a balance buys balance × 100 / 40 messages', () => {
    expect(messagesForBalance(10_000)).toBe(250);
    expect(messagesForBalance(79)).toBe(1);
    expect(messagesForBalance(0)).toBe(0);
  });
});
