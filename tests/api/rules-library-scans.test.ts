/** Worked examples the mutation report found missing (issue 28): the smallest and two-digit book numbers and parts. */
import { parseScan } from '../../api/src/rules/library';

describe('barcode scans of the first book and of a tenth part (spec doc 2 §9)', () => {
  it.each([
    ['1-1', { kind: 'book', bookNo: 1, part: 1 }],
    ['12-10', { kind: 'book', bookNo: 12, part: 10 }],
    ['10-12', { kind: 'book', bookNo: 10, part: 12 }],
    ['999999999-1', { kind: 'book', bookNo: 999999999, part: 1 }],
    ['0.0-1', { kind: 'student', admitNo: '1' }],
    ['0.0-10', { kind: 'student', admitNo: '10' }],
    ['1000000000-1', null],
    ['0.0-1000000000', null],
  ])('%s', (text, scan) => expect(parseScan(text)).toEqual(scan));
});
