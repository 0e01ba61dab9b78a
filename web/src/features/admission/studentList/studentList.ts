import type { StudentFieldsFragment, StudentFilter } from '@/gql/graphql';

/** in: studying now; out: removed (spec §4 "Student condition"). */
export type Condition = 'in' | 'out';

export interface ListFilter {
  condition: Condition;
  /** The approved (admitted) class; empty: every class. */
  className: string;
  /** Only with a class; empty: every group. */
  groupName: string;
}

export const initialFilter: ListFilter = { condition: 'in', className: '', groupName: '' };

/** The `filter` variables of the StudentPage query: only what is chosen; a group only with its class. */
export function studentFilter({ condition, className, groupName }: ListFilter): StudentFilter {
  const filter: StudentFilter = { condition };
  const cls = className.trim();
  if (cls) {
    filter.className = cls;
    const group = groupName.trim();
    if (group) filter.groupName = group;
  }
  return filter;
}

/** The page of the list on screen (1-based) and its size (the grid's sizes, at most 100 ≤ the server's 500). */
export interface ListPage {
  page: number;
  pageSize: number;
}

export const FIRST_PAGE: ListPage = { page: 1, pageSize: 100 };

/** The studentPage query's offset and limit for a page. */
export function pageVariables({ page, pageSize }: ListPage): { offset: number; limit: number } {
  return { offset: (Math.max(1, page) - 1) * pageSize, limit: pageSize };
}

/** The move each view offers: remove (in → out) or re-admission (out → in). */
export function otherCondition(condition: Condition): Condition {
  return condition === 'in' ? 'out' : 'in';
}

interface ClassLike {
  className: string;
  groupName: string;
}

/** Class names of the class panel, each once, in the panel's order. */
export function classOptions(classes: readonly ClassLike[]): string[] {
  return [...new Set(classes.map((c) => c.className.trim()).filter(Boolean))];
}

/** The non-empty groups of one class. */
export function groupOptions(classes: readonly ClassLike[], className: string): string[] {
  const cls = className.trim();
  if (!cls) return [];
  return [...new Set(classes.filter((c) => c.className.trim() === cls).map((c) => c.groupName.trim()).filter(Boolean))];
}

/** Row colour by report stage (spec §4): intermediate is warning, difficult is danger. */
export function reportStageClass(stage: string | null | undefined): string {
  if (stage === 'intermediate') return 'talim-stage-intermediate';
  if (stage === 'difficult') return 'talim-stage-difficult';
  return '';
}

/** The sum of a student's fee lines (taka). */
export function feesTotal(student: Pick<StudentFieldsFragment, 'fees'>): number {
  return student.fees.reduce((sum, f) => sum + (Number.isFinite(f.amount) ? f.amount : 0), 0);
}

/** ID and admit cards print for the selected rows, or for every row shown when none is selected. */
export function cardRows<T>(selected: readonly T[], shown: readonly T[]): T[] {
  return selected.length ? [...selected] : [...shown];
}

/** The message id of a residence or category value, or null for a value the product does not know. */
export function valueMessageId(kind: 'residence' | 'category', value: string): string | null {
  const known = kind === 'residence' ? ['residential', 'nonResidential', 'daycare'] : ['general', 'needy', 'orphan'];
  return known.includes(value) ? `${kind}.${value}` : null;
}

/** Admitted students by admit number, then applications still waiting by form number. */
export function listOrder<T extends Pick<StudentFieldsFragment, 'admitNo' | 'formNo'>>(students: readonly T[]): T[] {
  return [...students].sort((a, b) => {
    if (a.admitNo != null && b.admitNo != null) return a.admitNo - b.admitNo;
    if (a.admitNo != null) return -1;
    if (b.admitNo != null) return 1;
    return a.formNo - b.formNo;
  });
}
