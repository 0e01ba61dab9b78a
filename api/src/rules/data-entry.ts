/**
 * Bulk data entry (issue 13, spec doc 2 §5 "first row is the header"): the columns of each kind
 * (the check of a row against the kind's own form DTO is domains/dataentry/validate.ts: this
 * file is shared with the web and stays free of the API's decorators).
 *
 * A column is named in the header by its field name (English, e.g. `fatherName`), its English
 * label, or a Bengali alias; the match ignores case, spaces, `_` and `-`. Unknown columns are
 * ignored. A bad cell is `{ row, column, key }`: the spreadsheet row number (the header is row 1),
 * the column's field name and the catalogue key (requiredField, invalidValue, checkMobile,
 * duplicateNotPossible). The aliases include the spec's stored names (father_mobile, guardian_relation,
 * admitted_class, residence), so a sheet of an academy's export (issue 26) reads as it is.
 */
import { restoreNeutralised } from './spreadsheet-cells';

export const DATA_ENTRY_KINDS = ['students', 'staff', 'classes', 'books'] as const;
export type DataEntryKind = (typeof DATA_ENTRY_KINDS)[number];

export type CellType = 'text' | 'int' | 'number' | 'date';
export interface DataColumn {
  /** The input field, and the column's name in the template and in errors. */
  field: string;
  type: CellType;
  required: boolean;
  /** Other header names that mean this column (Bengali). */
  aliases: string[];
  /** The template's example value. */
  example: string | number;
}

const col = (field: string, type: CellType, required: boolean, example: string | number, ...aliases: string[]): DataColumn => ({ field, type, required, aliases, example });

// Stryker disable StringLiteral: the table's words (fields, types, header aliases, template examples; fields and types pinned by rules-data-entry-columns.test.ts); a mutant of a module constant reruns every suite
export const DATA_COLUMNS: Record<DataEntryKind, DataColumn[]> = {
  students: [
    col('admitNo', 'int', false, 101, 'ভর্তি নং', 'admission no'),
    col('formNo', 'int', false, '', 'ফরম নং', 'form no'),
    col('name', 'text', true, 'Abdullah', 'নাম'),
    col('fatherName', 'text', true, 'Abdur Rahman', 'পিতার নাম'),
    col('motherName', 'text', false, 'Amina', 'মাতার নাম'),
    col('fatherJob', 'text', true, 'Farmer', 'পিতার পেশা'),
    col('birthDate', 'date', true, '2012-03-15', 'জন্ম তারিখ'),
    col('guardianMobile', 'text', true, '01711000000', 'অভিভাবকের মোবাইল', 'mobile', 'মোবাইল', 'fatherMobile'),
    col('relationWithGuardian', 'text', true, 'Father', 'অভিভাবকের সম্পর্ক', 'guardianRelation'),
    col('village', 'text', true, 'Kamalpur', 'গ্রাম'),
    col('postOffice', 'text', true, 'Kamalpur', 'ডাকঘর'),
    col('subDistrict', 'text', true, 'Sadar', 'উপজেলা', 'থানা'),
    col('district', 'text', true, 'Dhaka', 'জেলা'),
    col('department', 'text', true, 'Hifz', 'বিভাগ'),
    col('approvedClass', 'text', false, 'One', 'class', 'শ্রেণী', 'জামাত', 'admittedClass'),
    col('groupName', 'text', false, '', 'group', 'গ্রুপ'),
    col('newOld', 'text', true, 'new', 'নতুন/পুরাতন'),
    col('residenceType', 'text', true, 'residential', 'residence', 'আবাসন'),
    col('category', 'text', true, 'general', 'ধরন'),
    col('guardian2', 'text', false, '', 'দ্বিতীয় অভিভাবক'),
    col('preAcademy', 'text', false, '', 'পূর্বের প্রতিষ্ঠান'),
    col('preClass', 'text', false, '', 'পূর্বের শ্রেণী'),
  ],
  staff: [
    col('staffId', 'text', false, '1', 'staff id', 'আইডি'),
    col('name', 'text', true, 'Mohammad Ali', 'নাম'),
    col('fatherName', 'text', true, 'Abdul Karim', 'পিতার নাম'),
    col('designation', 'text', true, 'Teacher', 'পদবী'),
    col('birthDate', 'date', true, '1985-01-20', 'জন্ম তারিখ'),
    col('mobile', 'text', true, '01811000000', 'মোবাইল'),
    col('nid', 'text', true, '1985123456789', 'জাতীয় পরিচয়পত্র', 'এনআইডি'),
    col('village', 'text', false, 'Kamalpur', 'গ্রাম'),
    col('postOffice', 'text', false, '', 'ডাকঘর'),
    col('subDistrict', 'text', false, '', 'উপজেলা', 'থানা'),
    col('district', 'text', false, 'Dhaka', 'জেলা'),
    col('qualification', 'text', false, 'Dawrah', 'যোগ্যতা'),
    col('salary', 'number', false, 12000, 'বেতন'),
    col('boardingFee', 'number', false, 0, 'বোর্ডিং ফি'),
    col('residenceType', 'text', false, 'nonResidential', 'residence', 'আবাসন'),
    col('candidateType', 'text', false, 'teacher', 'ধরন'),
    col('hireDate', 'date', false, '2020-01-01', 'নিয়োগের তারিখ'),
    col('department', 'text', false, '', 'বিভাগ'),
  ],
  classes: [
    col('department', 'text', true, 'Hifz', 'বিভাগ'),
    col('className', 'text', true, 'One', 'class', 'শ্রেণী', 'জামাত'),
    col('groupName', 'text', false, '', 'group', 'গ্রুপ'),
  ],
  books: [
    col('bookNo', 'int', true, 1, 'book no', 'বই নং'),
    col('part', 'int', true, 1, 'খণ্ড'),
    col('bookName', 'text', true, 'Tafsir', 'book name', 'বইয়ের নাম'),
    col('writer', 'text', false, '', 'লেখক'),
    col('subject', 'text', false, '', 'বিষয়'),
    col('publisher', 'text', false, '', 'প্রকাশক'),
    col('price', 'number', false, 250, 'মূল্য', 'দাম'),
    col('storageLocation', 'text', false, '', 'storage', 'সংরক্ষণের স্থান'),
  ],
};
// Stryker restore StringLiteral

/** The columns whose values must be unique in the academy (and so in the file). */
export const UNIQUE_COLUMNS: Record<DataEntryKind, string[][]> = {
  students: [['admitNo'], ['formNo']],
  staff: [['staffId'], ['nid']],
  classes: [['department', 'className', 'groupName']],
  books: [['bookNo', 'part']],
};

/**
 * A bad cell: its row (the header is row 1), column and catalogue key; `allowed`, where the column
 * takes one of a list (its form's choices, or the academy's departments and classes), names them.
 */
export interface RowError { row: number; column: string; key: string; allowed?: string[] }

/** At most this many allowed values are named in an error (an academy's classes can be many). */
export const MAX_ALLOWED_LISTED = 30;
export type RowValues = Record<string, string | number | null>;
export interface DataRow { row: number; values: RowValues }

// Stryker disable next-line MethodExpression: a key only compares a header with the table's names, both squashed alike (upper or lower case)
const squash = (s: string) => s.normalize('NFC').toLowerCase().replace(/[\s_\-./]+/g, '');

export function isDataEntryKind(kind: string): kind is DataEntryKind {
  return (DATA_ENTRY_KINDS as readonly string[]).includes(kind);
}

/**
 * The field each header cell names (null: a column this kind ignores). A header naming no known
 * column at all, or missing a required column, is refused by the caller with invalidValue.
 */
export function mapHeader(kind: DataEntryKind, header: string[]): (string | null)[] {
  const names = new Map<string, string>();
  for (const c of DATA_COLUMNS[kind]) for (const n of [c.field, ...c.aliases]) names.set(squash(n), c.field);
  const seen = new Set<string>();
  return header.map((h) => {
    // Stryker disable next-line StringLiteral: a missing header cell names no column, whatever text stands for it
    const field = names.get(squash(h ?? '')) ?? null;
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}

/** The required columns the header lacks. */
export function missingColumns(kind: DataEntryKind, mapped: (string | null)[]): string[] {
  const have = new Set(mapped);
  return DATA_COLUMNS[kind].filter((c) => c.required && !have.has(c.field)).map((c) => c.field);
}

const INT = /^[+-]?\d+(\.0+)?$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * One cell's text as the input field's value: trimmed text; a whole number for an int column
 * (blank: null); a number for a number column (blank: null); a date as YYYY-MM-DD. A cell that
 * cannot be its column's type stays text, so the DTO's rule refuses it (invalidValue).
 */
export function cellValue(type: CellType, text: string): string | number | null {
  // a text a product export neutralised ('=…) is read as it was stored
  const t = restoreNeutralised(text.trim());
  if (type === 'int') return t === '' ? null : INT.test(t) ? Number(t) : t;
  if (type === 'number') return t === '' ? null : NUMBER.test(t.replace(/,/g, '')) ? Number(t.replace(/,/g, '')) : t;
  return t;
}

/** Builds one data row from its cells' text, by the mapped header. */
export function rowValues(kind: DataEntryKind, mapped: (string | null)[], cells: string[]): RowValues {
  const values: RowValues = {};
  const types = new Map(DATA_COLUMNS[kind].map((c) => [c.field, c.type]));
  mapped.forEach((field, i) => { if (field) values[field] = cellValue(types.get(field)!, cells[i] ?? ''); });
  return values;
}

/** The value of a unique key of a row ('' when any part is blank: no clash is possible). */
export function uniqueValue(values: RowValues, columns: string[]): string {
  const parts = columns.map((c) => String(values[c] ?? '').trim().toLowerCase());
  if (columns.length === 1 && parts[0] === '') return '';
  return parts.join('\u0000');
}

/**
 * Rows whose unique key repeats an earlier row of the file or a row already in the academy
 * (`existing`: per unique key, the values present): duplicateNotPossible on the key's first column.
 */
export function duplicateErrors(kind: DataEntryKind, rows: DataRow[], existing: Map<string, Set<string>>): RowError[] {
  const errors: RowError[] = [];
  for (const columns of UNIQUE_COLUMNS[kind]) {
    const name = columns.join('+');
    // Stryker disable next-line ArrayDeclaration: a made-up taken value is never a row's key
    const taken = new Set(existing.get(name) ?? []);
    for (const r of rows) {
      const v = uniqueValue(r.values, columns);
      if (!v) continue;
      if (taken.has(v)) errors.push({ row: r.row, column: columns[columns.length === 1 ? 0 : columns.length - 2], key: 'duplicateNotPossible' });
      else taken.add(v);
    }
  }
  return errors;
}
