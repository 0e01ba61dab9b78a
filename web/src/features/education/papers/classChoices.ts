/**
 * Department → class → group choices from the class panel (Classes query), shared by the exam
 * routine and the homework forms. Pure, in the class panel's order.
 */
export interface PanelClass {
  department: string;
  className: string;
  groupName: string;
  books?: { name: string }[];
}

function distinct(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const v = raw.trim();
    if (v && !seen.has(v)) {
      seen.add(v);
      out.push(v);
    }
  }
  return out;
}

export function departmentsOf(classes: readonly PanelClass[]): string[] {
  return distinct(classes.map((c) => c.department));
}

/** Class names, of one department when it is given. */
export function classesOf(classes: readonly PanelClass[], department = ''): string[] {
  return distinct(classes.filter((c) => !department || c.department === department).map((c) => c.className));
}

/** The groups of a class (none without a class). */
export function groupsOf(classes: readonly PanelClass[], className: string, department = ''): string[] {
  if (!className) return [];
  return distinct(classes.filter((c) => c.className === className && (!department || c.department === department)).map((c) => c.groupName));
}

/** The department a class belongs to, when the class panel names exactly one. */
export function departmentOf(classes: readonly PanelClass[], className: string): string {
  const found = distinct(classes.filter((c) => c.className === className).map((c) => c.department));
  return found.length === 1 ? found[0] : '';
}

/** Book names of a class (and of its group when one is chosen): the subject suggestions. */
export function booksOf(classes: readonly PanelClass[], className: string, groupName = ''): string[] {
  if (!className) return [];
  const rows = classes.filter((c) => c.className === className && (!groupName || c.groupName === groupName));
  return distinct(rows.flatMap((c) => (c.books ?? []).map((b) => b.name)));
}
