import { getMetadataStorage, validate, type ValidationError } from 'class-validator';
import { StaffInput } from '../administration/staff.types';
import { ClassInput } from '../education/class.types';
import { StudentInput } from '../education/student.types';
import { BookInput } from '../library/types';
import { isErrorCode } from '../../platform/errors';
import { isWellFormedText } from '../../platform/validation';
import { DATA_COLUMNS, MAX_ALLOWED_LISTED, type DataEntryKind, type DataRow, type RowError, type RowValues } from '../../rules/data-entry';

/** The input class (the kind's own form DTO) a row is checked against. */
const INPUTS: Record<DataEntryKind, new () => object> = {
  students: StudentInput, staff: StaffInput, classes: ClassInput, books: BookInput,
};

/** The DTO instance of a row: blanks of optional columns left to the DTO's defaults. */
export function inputOf(kind: DataEntryKind, values: RowValues): Record<string, unknown> {
  const input = new INPUTS[kind]() as Record<string, unknown>;
  for (const c of DATA_COLUMNS[kind]) {
    const v = values[c.field];
    if (v === null || v === undefined || (v === '' && !c.required)) {
      if (input[c.field] === undefined && c.type === 'text') input[c.field] = '';
      continue;
    }
    input[c.field] = v;
  }
  if (kind === 'classes') input.books = [];
  if (kind === 'students') {
    input.assignAdmitNo = false;
    if (input.admitNo === undefined) input.admitNo = null;
  }
  return input;
}

/**
 * The choices of each column the kind's form restricts to a list (its DTO's @IsIn), read from the
 * DTO's own validation rules, so an error can say what the cell may hold.
 */
const choices = new Map<DataEntryKind, Map<string, string[]>>();
function choicesOf(kind: DataEntryKind): Map<string, string[]> {
  let found = choices.get(kind);
  if (!found) {
    found = new Map();
    for (const m of getMetadataStorage().getTargetValidationMetadatas(INPUTS[kind], '', false, false)) {
      const list = m.name === 'isIn' && Array.isArray(m.constraints?.[0]) ? (m.constraints[0] as unknown[]) : null;
      if (list) found.set(m.propertyName, list.map(String).filter((v) => v !== '').slice(0, MAX_ALLOWED_LISTED));
    }
    choices.set(kind, found);
  }
  return found;
}

function keyOf(e: ValidationError): string {
  const message = Object.values(e.constraints ?? {})[0];
  return message && isErrorCode(message) ? message : 'invalidValue';
}

/**
 * The bad cells of one row: each column the kind's DTO refuses, with its catalogue key (one per
 * column), in column order; extra checks the form makes outside its DTO (an ISO birth date not in
 * the future for students, a well-formed text) are made here too.
 */
export async function rowErrors(kind: DataEntryKind, row: DataRow, today: string): Promise<RowError[]> {
  const input = inputOf(kind, row.values);
  const found = await validate(input, { forbidUnknownValues: false, validationError: { target: false, value: false } });
  const byField = new Map<string, string>();
  for (const e of found) if (!byField.has(e.property)) byField.set(e.property, keyOf(e));
  for (const [field, v] of Object.entries(row.values)) {
    if (typeof v === 'string' && !isWellFormedText(v)) byField.set(field, 'invalidValue');
  }
  if (kind === 'students' && !byField.has('birthDate')) {
    const b = String(input.birthDate ?? '');
    if (b > today) byField.set('birthDate', 'invalidValue');
  }
  const allowed = choicesOf(kind);
  return DATA_COLUMNS[kind].filter((c) => byField.has(c.field)).map((c) => {
    const list = allowed.get(c.field);
    return { row: row.row, column: c.field, key: byField.get(c.field)!, ...(list?.length ? { allowed: list } : {}) };
  });
}

