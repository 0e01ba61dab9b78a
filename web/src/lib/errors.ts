import type { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { IntlShape } from 'react-intl';

/**
 * CombinedGraphQLErrors.is without importing Apollo (the brand Apollo Client 4 puts on its errors),
 * so pages that never load Apollo (the login page) can format errors with this module.
 */
function isGraphQLErrors(error: unknown): error is CombinedGraphQLErrors {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[Symbol.for('apollo.error')] === 'CombinedGraphQLErrors';
}

/** The approval-code fields of the API (receipts, fees, vouchers, salaries, receipt books) and whose code each takes. */
const CODE_FIELDS: Readonly<Record<string, string>> = { principalCode: 'principal', principalSign: 'principal', councilCode: 'councilMember' };

/** The catalogue key of a failed call (GraphQL extensions.code or REST message), as a message id `error.<key>`. */
export function errorMessageId(error: unknown): { id: string; values: Record<string, string | number> } {
  if (isGraphQLErrors(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    const params = (first?.extensions?.params ?? {}) as Record<string, string | number>;
    if (typeof code === 'string' && /^[a-zA-Z]+$/.test(code) && code !== 'INTERNAL_SERVER_ERROR') {
      // A wrong approval code (issue 25): the spec's key stays authorRequired, but where a code was
      // typed the screen says the code is wrong and whose code it needs, not "no permission".
      const codeOf = code === 'authorRequired' && typeof params.field === 'string' ? CODE_FIELDS[params.field.split('.').pop() ?? ''] : undefined;
      if (codeOf) return { id: `error.wrongCode.${codeOf}`, values: params };
      return { id: `error.${code}`, values: params };
    }
  }
  return { id: 'error.errorMessage', values: {} };
}

/**
 * The label of each field a requiredField error can name (params.field, from the API's inputs
 * and the shared rules), as the message id the forms already show it with. A nested path
 * (`grades.0.grade`) is looked up by its last name. Labels that mean different things on
 * different forms take the general wording ("Name", "Date").
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Admission (student.types.ts)
  newOld: 'student.newOld', department: 'student.department', residenceType: 'student.residence', category: 'student.category',
  fatherName: 'student.fatherName', village: 'student.village', postOffice: 'student.postOffice',
  subDistrict: 'student.subDistrict', district: 'student.district', guardianMobile: 'student.guardianMobile',
  relationWithGuardian: 'student.guardianRelation', fatherJob: 'student.fatherJob', birthDate: 'student.birthDate',
  title: 'feeRules.feeTitle',
  // Classes, results, grading, exam papers, homework
  className: 'result.className', groupName: 'result.groupName', examName: 'result.examName',
  numberPerSubject: 'result.numberPerSubject', year: 'result.year', grades: 'result.grade', grade: 'result.grade',
  from: 'result.gradeFrom', to: 'result.gradeTo', gpa: 'result.gpa',
  date: 'homework.date', time: 'papers.time', content: 'homework.content',
  // Registers and seat plans (rules/registers.ts, rules/seat-plan.ts)
  examId: 'registers.exam', hallName: 'seatPlan.hallName', heading: 'registers.heading', classes: 'seatPlan.classes',
  // Academy, users, sign-in
  name: 'users.name', address: 'academy.address', englishName: 'academy.englishName', englishAddress: 'academy.englishAddress',
  country: 'academy.country', mobile: 'academy.mobile', numberOfStudents: 'academy.numberOfStudents',
  acceptTerms: 'academy.termsLink', firstName: 'users.firstName', lastName: 'users.lastName',
  password: 'login.password', email: 'login.email', id: 'users.id',
};

/** Field name → label message id of one form (a FormDialog's `labels`), tried before FIELD_LABELS. */
export type FieldLabels = Readonly<Record<string, string>>;

/** The label message id of a field name or path, or null when it has none. */
export function fieldLabelId(field: unknown, labels: FieldLabels = {}): string | null {
  if (typeof field !== 'string') return null;
  const name = field.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? '';
  if (Object.prototype.hasOwnProperty.call(labels, name)) return labels[name];
  return Object.prototype.hasOwnProperty.call(FIELD_LABELS, name) ? FIELD_LABELS[name] : null;
}

/** A message to show: an `error.<key>` id (errorMessageId, a rule's problem) and its params. */
export interface ErrorMessage { id: string; values?: Record<string, string | number> }

/**
 * The text of a translated error. requiredField shows the missing field by its own label
 * ("Please fill in Class"); a field without a label falls back to the general wording. Every
 * screen shows errors through this (or notify.ts, which uses it).
 */
export function formatError(intl: IntlShape, message: ErrorMessage, labels?: FieldLabels): string {
  const values = message.values ?? {};
  if (message.id === 'error.requiredField') {
    const label = fieldLabelId(values.field, labels);
    if (!label) return intl.formatMessage({ id: 'error.requiredFieldUnnamed' });
    return intl.formatMessage({ id: 'error.requiredField' }, { ...values, field: intl.formatMessage({ id: label }) });
  }
  return intl.formatMessage({ id: message.id }, values);
}

/** A failed call's text (the server's catalogue key, translated). */
export function errorText(intl: IntlShape, error: unknown): string {
  return formatError(intl, errorMessageId(error));
}

/** A shared rule's problem (rules/problems.ts) as a message to show. */
export function problemMessage(problem: { code: string; field?: string }): ErrorMessage {
  return { id: `error.${problem.code}`, values: problem.field ? { field: problem.field } : {} };
}
