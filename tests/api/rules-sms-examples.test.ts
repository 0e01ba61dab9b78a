/** SMS worked examples the mutation report showed missing (issue 28): templates, receivers' numbers and part bounds. */
import { fillSmsText, isPlainLatin, messagesForBalance, smsParts, uniqueMobiles } from '../../api/src/rules/sms';

describe('an SMS template filled for one student', () => {
  const values = { name: 'Abdullah', class: 'Hifz', admitNo: 1023, amount: '1,500.00' };
  it('every known placeholder is replaced, each time it appears', () => {
    expect(fillSmsText('{name} ({class}, admit {admitNo}) owes {amount} taka. {name}, please pay.', values))
      .toBe('Abdullah (Hifz, admit 1023) owes 1,500.00 taka. Abdullah, please pay.');
  });
  it('an unknown placeholder and a lone brace stay as written', () => {
    expect(fillSmsText('Dear {guardian}, {name} was absent {', values)).toBe('Dear {guardian}, Abdullah was absent {');
    expect(fillSmsText('{}', values)).toBe('{}');
    expect(fillSmsText('প্রিয় অভিভাবক, {name} আজ অনুপস্থিত', values)).toBe('প্রিয় অভিভাবক, Abdullah আজ অনুপস্থিত');
  });
  it('a value of 0 is written, not dropped', () => expect(fillSmsText('Due: {amount}', { amount: 0 })).toBe('Due: 0'));
});

describe('receivers of a send', () => {
  it('a field may separate two numbers with a semicolon; the first is used', () => {
    expect(uniqueMobiles(['01711000000; 01811000000', '01811000000;01711000000'])).toEqual(['01711000000', '01811000000']);
  });
  it('a number needs at least five digits (a short code of five is the least)', () => {
    expect(uniqueMobiles(['1234', '12345', '+1234', '+12345'])).toEqual(['12345', '+12345']);
  });
  it('a number with a tab or several dashes is the same number', () => {
    expect(uniqueMobiles(['017-11-000000', '01711\t000000', ' 01711000000 '])).toEqual(['01711000000']);
  });
  it('letters or a plus inside the number are not a number', () => {
    expect(uniqueMobiles(['01711O00000', '0171+1000000', 'tel:01711000000'])).toEqual([]);
  });
});

describe('part bounds', () => {
  it('a Latin text of 300 is 2 parts, 301 is 3; a Unicode one of 600 (the most) is 10', () => {
    expect(smsParts('a'.repeat(300))).toBe(2);
    expect(smsParts('a'.repeat(301))).toBe(3);
    expect(smsParts('ক'.repeat(600))).toBe(10);
    expect(smsParts('A')).toBe(1);
  });
  it('plain Latin is letters of either case, digits and spaces only; a line break or a dot is not', () => {
    expect(isPlainLatin('')).toBe(true);
    expect(isPlainLatin('ROLL 7 absent today')).toBe(true);
    expect(isPlainLatin('Roll 7\nabsent')).toBe(false);
    expect(isPlainLatin('Absent.')).toBe(false);
    expect(isPlainLatin('আজ absent')).toBe(false);
    expect(isPlainLatin('absent আজ')).toBe(false);
  });
  it('40 paisa is one message, 39 none', () => {
    expect(messagesForBalance(40)).toBe(1);
    expect(messagesForBalance(39)).toBe(0);
    expect(messagesForBalance(81)).toBe(2);
  });
});
