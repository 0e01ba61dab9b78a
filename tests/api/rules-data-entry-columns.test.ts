import {
  DATA_COLUMNS, DATA_ENTRY_KINDS, MAX_ALLOWED_LISTED, UNIQUE_COLUMNS, cellValue, duplicateErrors, isDataEntryKind, mapHeader, missingColumns,
  rowValues, uniqueValue,
} from '../../api/src/rules/data-entry';

/**
 * Worked examples of bulk data entry (issue 13, spec doc 2 §5 "first row is the header"): each kind's
 * columns as the table of the rule (field, type, required), and the reading of headers and cells.
 */
const table = (kind: (typeof DATA_ENTRY_KINDS)[number]) => DATA_COLUMNS[kind].map((c) => `${c.field}:${c.type}${c.required ? '!' : ''}`);

describe('the columns of each kind (field:type, ! required)', () => {
  it('four kinds', () => {
    expect(DATA_ENTRY_KINDS).toEqual(['students', 'staff', 'classes', 'books']);
    for (const k of DATA_ENTRY_KINDS) expect(isDataEntryKind(k)).toBe(true);
    expect(isDataEntryKind('donors')).toBe(false);
    expect(isDataEntryKind('')).toBe(false);
  });
  it('students: the admission form (motherName optional; §5)', () => {
    expect(table('students')).toEqual([
      'admitNo:int', 'formNo:int', 'name:text!', 'fatherName:text!', 'motherName:text', 'fatherJob:text!', 'birthDate:date!',
      'guardianMobile:text!', 'relationWithGuardian:text!', 'village:text!', 'postOffice:text!', 'subDistrict:text!', 'district:text!',
      'department:text!', 'approvedClass:text', 'groupName:text', 'newOld:text!', 'residenceType:text!', 'category:text!', 'guardian2:text',
      'preAcademy:text', 'preClass:text',
    ]);
  });
  it('staff', () => {
    expect(table('staff')).toEqual([
      'staffId:text', 'name:text!', 'fatherName:text!', 'designation:text!', 'birthDate:date!', 'mobile:text!', 'nid:text!', 'village:text',
      'postOffice:text', 'subDistrict:text', 'district:text', 'qualification:text', 'salary:number', 'boardingFee:number', 'residenceType:text',
      'candidateType:text', 'hireDate:date', 'department:text',
    ]);
  });
  it('classes and books', () => {
    expect(table('classes')).toEqual(['department:text!', 'className:text!', 'groupName:text']);
    expect(table('books')).toEqual([
      'bookNo:int!', 'part:int!', 'bookName:text!', 'writer:text', 'subject:text', 'publisher:text', 'price:number', 'storageLocation:text',
    ]);
  });
  it('the unique keys: admit and form number, staff id and NID, a class, a book and part', () => {
    expect(UNIQUE_COLUMNS).toEqual({
      students: [['admitNo'], ['formNo']], staff: [['staffId'], ['nid']], classes: [['department', 'className', 'groupName']], books: [['bookNo', 'part']],
    });
    expect(MAX_ALLOWED_LISTED).toBe(30);
  });
  it('a sheet with every field as its header lacks nothing; an empty one lacks every required column', () => {
    for (const kind of DATA_ENTRY_KINDS) {
      expect(missingColumns(kind, mapHeader(kind, DATA_COLUMNS[kind].map((c) => c.field)))).toEqual([]);
      expect(missingColumns(kind, [])).toEqual(DATA_COLUMNS[kind].filter((c) => c.required).map((c) => c.field));
    }
    expect(missingColumns('classes', [])).toEqual(['department', 'className']);
  });
});

describe('headers', () => {
  it('match ignoring case, spaces, _, -, . and /; the spec\'s stored names read as the fields', () => {
    expect(mapHeader('students', ['Father-Mobile', 'guardian_relation', 'Admitted.Class', 'RESIDENCE', 'নতুন/পুরাতন', 'form  no'])).toEqual([
      'guardianMobile', 'relationWithGuardian', 'approvedClass', 'residenceType', 'newOld', 'formNo',
    ]);
    expect(mapHeader('books', ['Book No', undefined as unknown as string, 'price'])).toEqual(['bookNo', null, 'price']);
  });
});

describe('cells', () => {
  it('whole numbers with a sign or a zero fraction; other text stays text', () => {
    expect(cellValue('int', '+7')).toBe(7);
    expect(cellValue('int', '-3')).toBe(-3);
    expect(cellValue('int', '12.00')).toBe(12);
    expect(cellValue('int', '12.')).toBe('12.');
    expect(cellValue('int', '1,200')).toBe('1,200');
    expect(cellValue('int', 'x12')).toBe('x12');
    expect(cellValue('int', '12x')).toBe('12x');
    expect(cellValue('int', '   ')).toBeNull();
  });
  it('numbers: decimals, a leading point, thousands commas; blank is no value', () => {
    expect(cellValue('number', '.5')).toBe(0.5);
    expect(cellValue('number', '.25')).toBe(0.25);
    expect(cellValue('number', '12.')).toBe(12);
    expect(cellValue('number', '-1,000')).toBe(-1000);
    expect(cellValue('number', '1.2.3')).toBe('1.2.3');
    expect(cellValue('number', 'a1')).toBe('a1');
    expect(cellValue('number', '1a')).toBe('1a');
    expect(cellValue('number', ' ')).toBeNull();
  });
  it('a text a product export neutralised is read as it was stored; dates are text', () => {
    expect(cellValue('text', "'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellValue('date', ' 2012-03-15 ')).toBe('2012-03-15');
  });
  it('a row by the mapped header: ignored columns skipped, a missing cell blank', () => {
    const mapped = mapHeader('books', ['Book No', 'Remarks', 'Book Name', 'price']);
    expect(rowValues('books', mapped, ['12', 'old', ' Tafsir '])).toEqual({ bookNo: 12, bookName: 'Tafsir', price: null });
  });
});

describe('unique keys', () => {
  it('a key\'s value: trimmed, lower case, parts joined; a blank single key is none', () => {
    expect(uniqueValue({ staffId: ' T7 ' }, ['staffId'])).toBe('t7');
    expect(uniqueValue({ staffId: null }, ['staffId'])).toBe('');
    expect(uniqueValue({}, ['staffId'])).toBe('');
    expect(uniqueValue({ bookNo: 12, part: 2 }, ['bookNo', 'part'])).toBe('12\u00002');
    // a class of no department is still a key (only a blank single key is none)
    expect(uniqueValue({ department: '', className: 'One', groupName: '' }, ['department', 'className', 'groupName'])).toBe('\u0000one\u0000');
    expect(uniqueValue({ department: 'Hifz', className: 'One', groupName: null }, ['department', 'className', 'groupName'])).toBe('hifz\u0000one\u0000');
  });
  it('a book is its number and part: the same number in another part is no clash; the error names the book number', () => {
    const rows = [
      { row: 2, values: { bookNo: 12, part: 1 } },
      { row: 3, values: { bookNo: 12, part: 2 } },
      { row: 4, values: { bookNo: 12, part: 1 } },
      { row: 5, values: { bookNo: 13, part: 1 } },
    ];
    expect(duplicateErrors('books', rows, new Map([['bookNo+part', new Set(['13\u00001'])]]))).toEqual([
      { row: 4, column: 'bookNo', key: 'duplicateNotPossible' },
      { row: 5, column: 'bookNo', key: 'duplicateNotPossible' },
    ]);
    expect(duplicateErrors('books', rows.slice(0, 2), new Map())).toEqual([]);
  });
  it('a form number repeated is named on the form number; existing values of another key do not count', () => {
    const rows = [{ row: 2, values: { admitNo: 5, formNo: 9 } }, { row: 3, values: { admitNo: 6, formNo: 9 } }];
    expect(duplicateErrors('students', rows, new Map([['formNo', new Set(['5'])]]))).toEqual([{ row: 3, column: 'formNo', key: 'duplicateNotPossible' }]);
  });
});
