import {
  MAX_AMOUNT, MAX_PRICE_PAISA, MAX_STOCK, PRODUCT_FORM_ROWS, acceptOutcome, allTotalPaisa, isPricePaisa, lineTotalPaisa, personName, soldEditOutcome, addProblem, canDeleteItem, canGiveFrom, cleanName, editProblem, giveProblem, mergeRows, nameKey, remainOf,
} from '../../api/src/rules/stock';

const chairs = (has: number, given: number) => ({ name: 'Chair', has, given });

describe('stock rules (spec doc 1 §5 Furniture, doc 2 §5 Given furniture edit)', () => {
  it('remain is total has minus total given', () => {
    expect(remainOf({ has: 10, given: 0 })).toBe(10);
    expect(remainOf({ has: 10, given: 4 })).toBe(6);
    expect(remainOf({ has: 10, given: 10 })).toBe(0);
  });

  it('the worked example: has 10, give 4 → remain 6; edit to 3 refused; accept 2 of 4 → remain 8; accept all → remain 10', () => {
    let item = chairs(10, 0);
    expect(giveProblem(item, 4)).toBeNull();
    item = { ...item, given: item.given + 4 };
    expect(remainOf(item)).toBe(6);
    expect(editProblem(item, 3)).toEqual({ code: 'minNotPossible', params: { name: 'Chair' } });
    expect(editProblem(item, 4)).toBeNull();
    const partial = acceptOutcome(4, 'Chair', { amount: 2 });
    expect(partial).toEqual({ amount: 2, returned: 2 });
    item = { ...item, given: item.given - 2 };
    expect(remainOf(item)).toBe(8);
    expect(acceptOutcome(2, 'Chair', { acceptAll: true })).toEqual({ amount: 0, returned: 2 });
    item = { ...item, given: 0 };
    expect(remainOf(item)).toBe(10);
    expect(canDeleteItem(item)).toBe(true);
  });

  it.each([
    [chairs(10, 4), 6, null],
    [chairs(10, 4), 7, { code: 'maxNotPossible', params: { remain: 6, name: 'Chair' } }],
    [chairs(10, 10), 1, { code: 'maxNotPossible', params: { remain: 0, name: 'Chair' } }],
    [chairs(10, 0), 0, { code: 'invalidValue', params: { field: 'amount' } }],
    [chairs(10, 0), -2, { code: 'invalidValue', params: { field: 'amount' } }],
    [chairs(10, 0), 1.5, { code: 'invalidValue', params: { field: 'amount' } }],
  ])('a give-out from %j of %p: %j', (item, amount, problem) => {
    expect(giveProblem(item, amount)).toEqual(problem);
  });

  it('an edit may not go below what is given, nor to nothing', () => {
    expect(editProblem(chairs(10, 4), 4)).toBeNull();
    expect(editProblem(chairs(10, 4), 20)).toBeNull();
    expect(editProblem(chairs(10, 0), 0)).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
    expect(editProblem(chairs(10, 0), MAX_AMOUNT + 1)).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
  });

  it('adding stays within the column', () => {
    expect(addProblem(chairs(10, 0), 5)).toBeNull();
    expect(addProblem(chairs(MAX_STOCK, 0), 1)).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
  });

  it('a given row\'s new amount must be positive and less than before; the difference returns', () => {
    expect(acceptOutcome(4, 'Chair', { amount: 3 })).toEqual({ amount: 3, returned: 1 });
    expect(acceptOutcome(4, 'Chair', { acceptAmount: 1 })).toEqual({ amount: 3, returned: 1 });
    expect(acceptOutcome(4, 'Chair', { amount: 3, acceptAmount: 1 })).toEqual({ amount: 3, returned: 1 });
    expect(acceptOutcome(4, 'Chair', { amount: 4 })).toEqual({ code: 'notWorked', params: { name: 'Chair' } });
    expect(acceptOutcome(4, 'Chair', { amount: 5 })).toEqual({ code: 'notWorked', params: { name: 'Chair' } });
    expect(acceptOutcome(4, 'Chair', { amount: 0 })).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
    expect(acceptOutcome(4, 'Chair', { amount: -1 })).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
    expect(acceptOutcome(4, 'Chair', { acceptAmount: 4 })).toEqual({ code: 'invalidValue', params: { field: 'acceptAmount' } });
    expect(acceptOutcome(4, 'Chair', { acceptAmount: 0 })).toEqual({ code: 'notWorked', params: { name: 'Chair' } });
    expect(acceptOutcome(4, 'Chair', { amount: 3, acceptAmount: 2 })).toEqual({ code: 'invalidValue', params: { field: 'acceptAmount' } });
    expect(acceptOutcome(4, 'Chair', {})).toEqual({ code: 'invalidValue', params: { field: 'amount' } });
    expect(acceptOutcome(1, 'Chair', { acceptAll: true, amount: 7 })).toEqual({ amount: 0, returned: 1 });
  });

  it('delete and give-out selection follow what remains', () => {
    expect(canDeleteItem({ has: 5, given: 0 })).toBe(true);
    expect(canDeleteItem({ has: 5, given: 1 })).toBe(false);
    expect(canGiveFrom({ has: 5, given: 4 })).toBe(true);
    expect(canGiveFrom({ has: 5, given: 5 })).toBe(false);
  });

  it('names match regardless of letter case and spacing; rows of one name collapse', () => {
    expect(nameKey('  Steel   Chair ')).toBe(nameKey('steel chair'));
    expect(nameKey('চেয়ার')).toBe('চেয়ার');
    expect(cleanName('  Steel   Chair ')).toBe('Steel Chair');
    expect(mergeRows([{ name: 'Chair', amount: 2 }, { name: 'Desk', amount: 1 }, { name: 'chair', amount: 3 }], (r) => nameKey(r.name)))
      .toEqual([{ name: 'Chair', amount: 5 }, { name: 'Desk', amount: 1 }]);
  });
});

describe('store rules (spec doc 2 §4–§5 Product, Selling, Sold product edit)', () => {
  const rice = (has: number, sold: number) => ({ name: 'Rice', has, given: sold });

  it('the worked example: rice 50 kg at 75.00, tea at 120.50; sell 20 + 3; edit 20 → 25; 60 refused; accept 5; accept all; delete', () => {
    let item = rice(50, 0);
    expect(giveProblem(item, 20)).toBeNull();
    expect(lineTotalPaisa(20, 7500)).toBe(150000);
    expect(lineTotalPaisa(3, 12050)).toBe(36150);
    expect(allTotalPaisa([{ amount: 20, pricePaisa: 7500 }, { amount: 3, pricePaisa: 12050 }])).toBe(186150);
    item = { ...item, given: 20 };
    const up = soldEditOutcome(20, remainOf(item), 'Rice', { newSoldAmount: 25 });
    expect(up).toEqual({ amount: 25, delta: 5 });
    item = { ...item, given: 25 };
    expect(remainOf(item)).toBe(25);
    expect(soldEditOutcome(25, remainOf(item), 'Rice', { newSoldAmount: 60 })).toEqual({ code: 'maxNotPossible', params: { remain: 50, name: 'Rice' } });
    expect(soldEditOutcome(25, remainOf(item), 'Rice', { newSoldAmount: 50 })).toEqual({ amount: 50, delta: 25 });
    expect(soldEditOutcome(25, remainOf(item), 'Rice', { acceptingAmount: 5 })).toEqual({ amount: 20, delta: -5 });
    item = { ...item, given: 20 };
    expect(remainOf(item)).toBe(30);
    expect(editProblem(item, 19)).toEqual({ code: 'minNotPossible', params: { name: 'Rice' } });
    expect(soldEditOutcome(20, remainOf(item), 'Rice', { acceptingAll: true })).toEqual({ amount: 0, delta: -20 });
    item = { ...item, given: 0 };
    expect(canDeleteItem(item)).toBe(true);
  });

  it('a sold line: unchanged is nothing to do; positive whole numbers only; accepting from 1 to the line (all of it: the line goes)', () => {
    expect(soldEditOutcome(4, 0, 'Tea', { newSoldAmount: 4 })).toEqual({ amount: 4, delta: 0 });
    expect(soldEditOutcome(4, 0, 'Tea', { newSoldAmount: 5 })).toEqual({ code: 'maxNotPossible', params: { remain: 4, name: 'Tea' } });
    expect(soldEditOutcome(4, 0, 'Tea', { newSoldAmount: 1 })).toEqual({ amount: 1, delta: -3 });
    expect(soldEditOutcome(4, 2, 'Tea', { newSoldAmount: 0 })).toEqual({ code: 'invalidValue', params: { field: 'newSoldAmount' } });
    expect(soldEditOutcome(4, 2, 'Tea', { newSoldAmount: 1.5 })).toEqual({ code: 'invalidValue', params: { field: 'newSoldAmount' } });
    expect(soldEditOutcome(4, 2, 'Tea', {})).toEqual({ code: 'invalidValue', params: { field: 'newSoldAmount' } });
    expect(soldEditOutcome(4, 2, 'Tea', { acceptingAmount: 4 })).toEqual({ amount: 0, delta: -4 });
    expect(soldEditOutcome(4, 2, 'Tea', { acceptingAmount: 5 })).toEqual({ code: 'maxNotPossible', params: { remain: 4, name: 'Tea' } });
    expect(soldEditOutcome(4, 2, 'Tea', { acceptingAmount: 0 })).toEqual({ code: 'invalidValue', params: { field: 'acceptingAmount' } });
    expect(soldEditOutcome(4, 2, 'Tea', { acceptingAmount: 1, newSoldAmount: 3 })).toEqual({ amount: 3, delta: -1 });
    expect(soldEditOutcome(4, 2, 'Tea', { acceptingAmount: 1, newSoldAmount: 2 })).toEqual({ code: 'invalidValue', params: { field: 'acceptingAmount' } });
    expect(soldEditOutcome(4, 2, 'Tea', { acceptingAll: true, newSoldAmount: 9 })).toEqual({ amount: 0, delta: -4 });
  });

  it('prices are whole paisa up to one crore taka; ten form rows; a person\'s name cleaned', () => {
    expect(PRODUCT_FORM_ROWS).toBe(10);
    expect(isPricePaisa(0)).toBe(true);
    expect(isPricePaisa(MAX_PRICE_PAISA)).toBe(true);
    expect(isPricePaisa(MAX_PRICE_PAISA + 1)).toBe(false);
    expect(isPricePaisa(12.5)).toBe(false);
    expect(isPricePaisa(-1)).toBe(false);
    expect(lineTotalPaisa(MAX_AMOUNT, MAX_PRICE_PAISA)).toBe(1e15);
    expect(personName({ firstName: '  Abdul ', lastName: ' Karim  ' })).toBe('Abdul Karim');
  });
});
