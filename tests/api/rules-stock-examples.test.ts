/** Worked examples the mutation report of stock.ts found missing (issue 28): an accepted amount that is not a number, and the name key itself. */
import { acceptOutcome, nameKey } from '../../api/src/rules/stock';

describe('a given row\'s accept with an amount that is not a number', () => {
  it('a text "2" is refused on acceptAmount, never read as 2', () => {
    expect(acceptOutcome(10, 'Chair', { acceptAmount: '2' as unknown as number })).toEqual({ code: 'invalidValue', params: { field: 'acceptAmount' } });
    expect(acceptOutcome(10, 'Chair', { amount: 8, acceptAmount: '2' as unknown as number })).toEqual({ code: 'invalidValue', params: { field: 'acceptAmount' } });
  });
});

describe('the key two item names are the same by', () => {
  it('is the name trimmed, its inner spaces one space, in lower case', () => {
    expect(nameKey('  Steel   Chair\t')).toBe('steel chair');
    expect(nameKey('DESK')).toBe('desk');
  });
});
