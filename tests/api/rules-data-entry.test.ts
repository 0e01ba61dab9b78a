import { rowErrors } from '../../api/src/domains/dataentry/validate';
import { cellValue, DATA_COLUMNS, duplicateErrors, mapHeader, missingColumns, rowValues } from '../../api/src/rules/data-entry';

const TODAY = '2026-11-24';

describe('rules/data-entry', () => {
  it('maps a header by field name, English label or Bengali alias, ignoring case, spaces and _; unknown and repeated columns are ignored', () => {
    expect(mapHeader('staff', ['নাম', 'Father Name', 'staff_id', 'Remarks', 'name'])).toEqual(['name', 'fatherName', 'staffId', null, null]);
    expect(missingColumns('books', mapHeader('books', ['Book No', 'খণ্ড']))).toEqual(['bookName']);
  });

  it('reads a cell as its column type: whole numbers, taka with a thousands comma, text kept as text', () => {
    expect(cellValue('int', ' 12 ')).toBe(12);
    expect(cellValue('int', '12.0')).toBe(12);
    expect(cellValue('int', '12.5')).toBe('12.5');
    expect(cellValue('int', '')).toBeNull();
    expect(cellValue('number', '1,200.50')).toBe(1200.5);
    expect(cellValue('text', ' 01711000000 ')).toBe('01711000000');
  });

  it('a row is checked by the kind\'s own form rules: one key per bad column, in column order', async () => {
    const mapped = mapHeader('students', DATA_COLUMNS.students.map((c) => c.field));
    const cells = DATA_COLUMNS.students.map((c) => String(c.example));
    const good = { row: 2, values: rowValues('students', mapped, cells) };
    expect(await rowErrors('students', good, TODAY)).toEqual([]);
    const bad = { row: 7, values: { ...good.values, name: ' ', birthDate: '2030-01-01', guardianMobile: '1'.repeat(31), category: 'rich', admitNo: 'x' } };
    expect(await rowErrors('students', bad, TODAY)).toEqual([
      { row: 7, column: 'admitNo', key: 'invalidValue' },
      { row: 7, column: 'name', key: 'requiredField' },
      { row: 7, column: 'birthDate', key: 'invalidValue' },
      { row: 7, column: 'guardianMobile', key: 'checkMobile' },
      // a column that takes one of a list names its choices (issue 25 item 19)
      { row: 7, column: 'category', key: 'invalidValue', allowed: ['general', 'needy', 'orphan'] },
    ]);
    expect(await rowErrors('books', { row: 2, values: { bookNo: 0, part: 1, bookName: 'x', price: 1.234 } }, TODAY)).toEqual([
      { row: 2, column: 'bookNo', key: 'requiredField' },
      { row: 2, column: 'price', key: 'invalidValue' },
    ]);
  });

  it('a unique key repeated in the file or already in the academy is duplicateNotPossible on the later row', () => {
    const rows = [
      { row: 2, values: { staffId: '7', nid: '111' } },
      { row: 3, values: { staffId: '', nid: '222' } },
      { row: 4, values: { staffId: '', nid: '111' } },
      { row: 5, values: { staffId: '9', nid: '333' } },
    ];
    expect(duplicateErrors('staff', rows, new Map([['staffId', new Set(['9'])]]))).toEqual([
      { row: 5, column: 'staffId', key: 'duplicateNotPossible' },
      { row: 4, column: 'nid', key: 'duplicateNotPossible' },
    ]);
    const classes = [
      { row: 2, values: { department: 'Hifz', className: 'One', groupName: '' } },
      { row: 3, values: { department: 'hifz ', className: 'one', groupName: '' } },
    ];
    expect(duplicateErrors('classes', classes, new Map())).toEqual([{ row: 3, column: 'className', key: 'duplicateNotPossible' }]);
  });
});
