import { isPlainLatin, messagesForBalance, normalMobile, smsBatchCostPaisa, smsCostPaisa, smsParts, uniqueMobiles } from '../../api/src/rules/sms';

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

  it('a whole send: a 61-character Bengali text is 2 parts; 100 receivers × 2 parts × 0.40 = 80.00 taka', () => {
    const text = 'ক'.repeat(61);
    expect(smsParts(text)).toBe(2);
    expect(smsBatchCostPaisa(text, 100)).toBe(8000);
    expect(smsBatchCostPaisa('Exam on Sunday', 3)).toBe(120);
    expect(smsBatchCostPaisa(text, 0)).toBe(0);
  });

  it('receivers: the first number of each field, spaces and dashes dropped, each once', () => {
    expect(normalMobile('01711-000 000')).toBe('01711000000');
    expect(uniqueMobiles(['01711000000, 01811000000', '01711-000000', '', 'abc', '+8801911000000', '01911 000000']))
      .toEqual(['01711000000', '+8801911000000', '01911000000']);
  });
});
