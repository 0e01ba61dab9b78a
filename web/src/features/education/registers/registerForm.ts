import {
  defaultRegisterInput, educationYearMonths, knownValues, type KnownClass, type RegisterInput, type RegisterMonth,
} from '@rules/registers';

/** The register maker's form: the spec's inputs plus the education year and which of its months to print. */
export interface RegisterForm extends RegisterInput {
  startYear: number;
  /** The education year's first month, 1–12. */
  firstMonth: number;
  /** 0: all 12 months; else the nth month of the education year (1–12). */
  printMonth: number;
}

export const initialRegisterForm = (startYear: number): RegisterForm => ({ ...defaultRegisterInput(), startYear, firstMonth: 1, printMonth: 0 });

/**
 * A change to the form, keeping the pickers consistent: a new department clears the class, a new
 * class picks its only group (or clears it), and any of them or the source clears the chosen result.
 */
export function changeForm(form: RegisterForm, patch: Partial<RegisterForm>, classes: readonly KnownClass[]): RegisterForm {
  const next = { ...form, ...patch };
  if (patch.department !== undefined && patch.department !== form.department) {
    next.className = '';
    next.groupName = '';
  }
  if (patch.className !== undefined && patch.className !== form.className) {
    const groups = knownValues(classes, next.department, next.className).groupNames;
    next.groupName = groups.length === 1 ? groups[0] : '';
  }
  const scope = ['department', 'className', 'groupName', 'source'] as const;
  if (scope.some((k) => patch[k] !== undefined && patch[k] !== form[k]) && patch.examId === undefined) next.examId = null;
  return next;
}

/** The spec's inputs alone (what registerError checks). */
export function registerInput(form: RegisterForm): RegisterInput {
  const { heading, department, className, groupName, emptyRows, classAmount, examId, type, source } = form;
  return { heading, department, className, groupName, emptyRows, classAmount, examId, type, source };
}

/** The months to print: the whole education year, or the one chosen. */
export function monthsToPrint(form: Pick<RegisterForm, 'startYear' | 'firstMonth' | 'printMonth'>): RegisterMonth[] {
  const months = educationYearMonths(form.startYear, form.firstMonth);
  return form.printMonth ? months.slice(form.printMonth - 1, form.printMonth) : months;
}
