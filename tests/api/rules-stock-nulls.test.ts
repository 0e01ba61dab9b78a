/**
 * Worked examples the mutation report found missing (issue 28): GraphQL sends the fields a form left
 * out as null, and a row may be cut down to a single piece.
 */
import {
  acceptOutcome, addProblem, giveProblem, isAmount, isProblem, MAX_AMOUNT, MAX_STOCK, personName, soldEditOutcome,
} from '../../api/src/rules/stock';

describe('a given furniture row (doc 2 §5) with the other fields sent as null', () => {
  it('4 chairs given, the edit sends amount 2 and the rest null: 2 come back', () => {
    expect(acceptOutcome(4, 'Chair', { amount: 2, acceptAmount: null, acceptAll: null })).toEqual({ amount: 2, returned: 2 });
  });
  it('accepting 1 of 4 with amount null: 3 stay given', () => {
    expect(acceptOutcome(4, 'Chair', { amount: null, acceptAmount: 1, acceptAll: null })).toEqual({ amount: 3, returned: 1 });
  });
  it('everything null asks nothing: invalidValue on amount', () => {
    expect(acceptOutcome(4, 'Chair', { amount: null, acceptAmount: null, acceptAll: null })).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
  });
  it('accept all false with an amount is an ordinary edit', () => {
    expect(acceptOutcome(4, 'Chair', { amount: 3, acceptAll: false })).toEqual({ amount: 3, returned: 1 });
  });
  it('cut down to 1: by the new amount or by accepting 3 of 4', () => {
    expect(acceptOutcome(4, 'Chair', { amount: 1 })).toEqual({ amount: 1, returned: 3 });
    expect(acceptOutcome(4, 'Chair', { acceptAmount: 3 })).toEqual({ amount: 1, returned: 3 });
    expect(acceptOutcome(4, 'Chair', { amount: 1, acceptAmount: 3 })).toEqual({ amount: 1, returned: 3 });
    expect(acceptOutcome(4, 'Chair', { amount: 0 })).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
    expect(acceptOutcome(4, 'Chair', { acceptAmount: 4 })).toEqual({ code: 'invalidValue', params: { field: 'acceptAmount' } });
  });
});

describe('a sold product line (doc 2 §4–§5) with the other fields sent as null', () => {
  // rice: the line sold 20 kg, 30 kg remain in the store
  it('a new sold amount of 25 with the rest null takes 5 more', () => {
    expect(soldEditOutcome(20, 30, 'Rice', { newSoldAmount: 25, acceptingAmount: null, acceptingAll: null })).toEqual({ amount: 25, delta: 5 });
  });
  it('accepting 5 back with the new amount null', () => {
    expect(soldEditOutcome(20, 30, 'Rice', { newSoldAmount: null, acceptingAmount: 5, acceptingAll: null })).toEqual({ amount: 15, delta: -5 });
  });
  it('everything null: invalidValue on newSoldAmount', () => {
    expect(soldEditOutcome(20, 30, 'Rice', { newSoldAmount: null, acceptingAmount: null, acceptingAll: null })).toEqual({ code: 'invalidValue', params: { field: 'newSoldAmount' } });
  });
  it('cut down to 1 kg either way; accepting all 20 leaves nothing', () => {
    expect(soldEditOutcome(20, 30, 'Rice', { newSoldAmount: 1 })).toEqual({ amount: 1, delta: -19 });
    expect(soldEditOutcome(20, 30, 'Rice', { acceptingAmount: 19 })).toEqual({ amount: 1, delta: -19 });
    expect(soldEditOutcome(20, 30, 'Rice', { acceptingAmount: 20 })).toEqual({ amount: 0, delta: -20 });
    expect(soldEditOutcome(20, 30, 'Rice', { acceptingAmount: 21 })).toEqual({ code: 'maxNotPossible', params: { remain: 20, name: 'Rice' } });
  });
  it('up to everything the store and the line hold (30 + 20), not one more', () => {
    expect(soldEditOutcome(20, 30, 'Rice', { newSoldAmount: 50 })).toEqual({ amount: 50, delta: 30 });
    expect(soldEditOutcome(20, 30, 'Rice', { newSoldAmount: 51 })).toEqual({ code: 'maxNotPossible', params: { remain: 50, name: 'Rice' } });
    // a store already short (remain −2 after an edit of the product) counts as 0
    expect(soldEditOutcome(20, -2, 'Rice', { newSoldAmount: 21 })).toEqual({ code: 'maxNotPossible', params: { remain: 20, name: 'Rice' } });
  });
});

describe('furniture amounts at their bounds', () => {
  const chairs = (has: number, given: number) => ({ name: 'Chair', has, given });
  it('giving out: a whole number from 1 to what remains', () => {
    expect(giveProblem(chairs(10, 4), 6)).toBeNull();
    expect(giveProblem(chairs(10, 4), 7)).toEqual({ code: 'maxNotPossible', params: { remain: 6, name: 'Chair' } });
    expect(giveProblem(chairs(10, 4), 0)).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
    expect(giveProblem(chairs(10, 4), 1.5)).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
    expect(giveProblem(chairs(10, 4), '2' as unknown as number)).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
    // a store already short (3 given of 2 after an old edit) tells 0 remaining, not −1
    expect(giveProblem(chairs(2, 3), 1)).toEqual({ code: 'maxNotPossible', params: { remain: 0, name: 'Chair' } });
  });
  it('one row adds at most a million; an item holds at most a thousand million', () => {
    expect(isAmount(MAX_AMOUNT)).toBe(true);
    expect(isAmount(MAX_AMOUNT + 1)).toBe(false);
    expect(addProblem(chairs(MAX_STOCK - 5, 0), 5)).toBeNull();
    expect(addProblem(chairs(MAX_STOCK - 5, 0), 6)).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
    expect(addProblem(chairs(10, 0), 0)).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
  });
  it('accepting 1.5 chairs back is refused on acceptAmount', () => {
    expect(acceptOutcome(4, 'Chair', { acceptAmount: 1.5 })).toEqual({ code: 'invalidValue', params: { field: 'acceptAmount' } });
    expect(acceptOutcome(4, 'Chair', { amount: 2.5 })).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
  });
  it('an outcome is told from a refusal', () => {
    expect(isProblem(acceptOutcome(4, 'Chair', { amount: 2 }))).toBe(false);
    expect(isProblem(acceptOutcome(4, 'Chair', { amount: 9 }))).toBe(true);
  });
  it('a person\'s name is cut to 120 characters', () => {
    expect(personName({ firstName: 'ক'.repeat(100), lastName: 'খ'.repeat(30) })).toBe(`${'ক'.repeat(100)} ${'খ'.repeat(19)}`);
  });
});
