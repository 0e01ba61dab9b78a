import {
  DEFAULT_SEAT_MODE, DEFAULT_STUDENTS_PER_TABLE, DEFAULT_TABLES_PER_ROW, classKey, type SeatClass, type SeatMode, type SeatStudent,
} from '@rules/seat-plan';
import type { ClassRowFieldsFragment, SeatPlanStudentsQuery } from '@/gql/graphql';

/** What the planner's form holds; counts are null while their box is empty. */
export interface SeatForm {
  hallName: string;
  heading: string;
  tablesPerRow: number | null;
  studentsPerTable: number | null;
  /** Selected classes by classKey, in the order chosen. */
  classKeys: string[];
  mode: SeatMode;
}

export const initialSeatForm: SeatForm = {
  hallName: '', heading: '', tablesPerRow: DEFAULT_TABLES_PER_ROW, studentsPerTable: DEFAULT_STUDENTS_PER_TABLE, classKeys: [], mode: DEFAULT_SEAT_MODE,
};

export interface ClassOption extends SeatClass { key: string; label: string; department: string }

/** The class panel's classes (each class and group once), as the class picker lists them. */
export function classOptions(rows: readonly ClassRowFieldsFragment[]): ClassOption[] {
  const seen = new Map<string, ClassOption>();
  for (const r of rows) {
    const c = { className: r.className, groupName: r.groupName };
    const key = classKey(c);
    if (!seen.has(key)) seen.set(key, { ...c, key, department: r.department, label: r.groupName ? `${r.className} · ${r.groupName}` : r.className });
  }
  return [...seen.values()];
}

/** The selected classes, in the order chosen; keys no longer in the class panel are dropped. */
export function selectedClasses(keys: readonly string[], options: readonly ClassOption[]): SeatClass[] {
  return keys.map((k) => options.find((o) => o.key === k)).filter((o): o is ClassOption => !!o).map(({ className, groupName }) => ({ className, groupName }));
}

/** A class's fetched students as the planner seats them: admitted ones only, tagged with the class they were asked for. */
export function toSeatStudents(students: SeatPlanStudentsQuery['students'], cls: SeatClass): SeatStudent[] {
  return students
    .filter((s): s is typeof s & { admitNo: number } => typeof s.admitNo === 'number')
    .map((s) => ({ admitNo: s.admitNo, name: s.name, className: cls.className, groupName: cls.groupName }));
}

/** The planner's inputs with the empty counts as 0 (which seatPlanError rejects). */
export const counts = (form: SeatForm) => ({ tablesPerRow: form.tablesPerRow ?? 0, studentsPerTable: form.studentsPerTable ?? 0 });
