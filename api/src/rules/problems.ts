/**
 * A rule's refusal of a form, shared by the API and the web client: the catalogue key and, for a
 * field left empty, which field (the client shows that field's label, errors.ts FIELD_LABELS).
 */
export type FormProblem =
  | { code: 'requiredField'; field: string }
  | { code: 'invalidValue'; field?: string };

/** A required field left empty: requiredField naming it. */
export function missingField(field: string): FormProblem {
  return { code: 'requiredField', field };
}

export const INVALID_VALUE: FormProblem = { code: 'invalidValue' };
