/**
 * A student's fee titles (spec §5): from the fee rules whose classes include the approved class
 * and whose group list is empty or includes the group. Saved amounts are kept; a rule the saved
 * list lacks is added with its amount. Amounts are taka with at most two decimals.
 */
export interface FeeRuleLike { title: string; amountPaisa: number; classes: string[]; groups: string[] }
export interface FeeLine { title: string; amount: number }

export function rulesFor<T extends FeeRuleLike>(rules: T[], className: string, groupName: string): T[] {
  return rules.filter((r) => r.classes.includes(className) && (r.groups.length === 0 || r.groups.includes(groupName)));
}

/** Saved lines keep their amounts; a title they lack is added with the offered amount. */
export function mergeFeeLines(saved: FeeLine[], offered: FeeLine[]): FeeLine[] {
  const out = saved.map((f) => ({ title: f.title, amount: Number(f.amount) || 0 }));
  for (const line of offered) {
    if (!out.some((f) => f.title === line.title)) out.push({ title: line.title, amount: Number(line.amount) || 0 });
  }
  return out;
}

export function studentFees(rules: FeeRuleLike[], className: string, groupName: string, saved: FeeLine[] = []): FeeLine[] {
  return mergeFeeLines(saved, rulesFor(rules, className, groupName).map((r) => ({ title: r.title, amount: r.amountPaisa / 100 })));
}

/** Taka (at most two decimals) to exact paisa. */
export function toPaisa(taka: number): number {
  return Math.round(taka * 100);
}
