/** The four account-head lists (spec doc 2 §3): monthly charity/general income/expense. */
export const REGARDING_KINDS = ['mci', 'mgi', 'mce', 'mge'] as const;
export type RegardingKind = (typeof REGARDING_KINDS)[number];
export type RegardingLists = Record<RegardingKind, string[]>;

export const EMPTY_LISTS: RegardingLists = { mci: [], mgi: [], mce: [], mge: [] };

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
export const headKey = (s: string) => tidy(s).toLocaleLowerCase();

/** Spec §5 "Regarding list is deduplicated before save": trimmed, blanks and repeats (letter case aside) dropped, the first kept (as the server does). */
export function dedupe(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const head = tidy(raw);
    if (!head || seen.has(headKey(head))) continue;
    seen.add(headKey(head));
    out.push(head);
  }
  return out;
}

/** The lists as saved (each deduplicated). */
export function cleanLists(lists: RegardingLists): RegardingLists {
  return { mci: dedupe(lists.mci), mgi: dedupe(lists.mgi), mce: dedupe(lists.mce), mge: dedupe(lists.mge) };
}

/** Whether the edited lists differ from the saved ones once cleaned. */
export function isChanged(edited: RegardingLists, saved: RegardingLists): boolean {
  const clean = cleanLists(edited);
  return REGARDING_KINDS.some((k) => clean[k].join('\n') !== saved[k].join('\n'));
}

/** Whether adding `head` to `list` would repeat a head already there. */
export function isRepeat(list: readonly string[], head: string): boolean {
  return list.some((h) => headKey(h) === headKey(head));
}
