import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { writeTransaction } from '../../platform/transactions';
import { REGARDING_KINDS, RegardingList, type RegardingKind } from './receipts.entities';
import type { RegardingsInput, RegardingsView } from './receipts.types';

/** The income list of a fund (receipts): charityFund → mci, generalFund → mgi. */
export const INCOME_KIND: Record<string, RegardingKind> = { charityFund: 'mci', generalFund: 'mgi' };
/** The expense list of a fund (vouchers): charityFund → mce, generalFund → mge. */
export const EXPENSE_KIND: Record<string, RegardingKind> = { charityFund: 'mce', generalFund: 'mge' };

/** Spacing tidied, and letter case aside, for comparing heads. */
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
export const regardingKey = (s: string) => tidy(s).toLocaleLowerCase();

/** Spec §5 "Regarding list is deduplicated before save": trimmed, blanks and repeats (letter case aside) dropped, first kept. */
export function dedupeRegardings(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const head = tidy(raw);
    const key = regardingKey(head);
    if (!head || seen.has(key)) continue;
    seen.add(key);
    out.push(head);
  }
  return out;
}

/** An academy's four lists (empty lists until first saved). For receipts, vouchers and counts. */
export async function regardingLists(db: DataSource | EntityManager, code: string): Promise<RegardingsView> {
  const rows = await db.getRepository(RegardingList).find({ where: { code } });
  const view: RegardingsView = { mci: [], mce: [], mgi: [], mge: [] };
  for (const row of rows) if ((REGARDING_KINDS as readonly string[]).includes(row.kind)) view[row.kind as RegardingKind] = row.regardings ?? [];
  return view;
}

/** Whether `regarding` is one of the heads of list `kind` (spacing and letter case aside). */
export async function isRegardingOf(db: DataSource | EntityManager, code: string, kind: RegardingKind, regarding: string): Promise<boolean> {
  const row = await db.getRepository(RegardingList).findOne({ where: { code, kind } });
  const key = regardingKey(regarding);
  return (row?.regardings ?? []).some((r) => regardingKey(r) === key);
}

/** The academy's list of `kind`, its row locked for the rest of the transaction (MySQL; SQLite has one writer at a time). */
function lockedList(em: EntityManager, code: string, kind: RegardingKind): Promise<RegardingList | null> {
  const sqlite = em.connection.options.type === 'better-sqlite3';
  return em.getRepository(RegardingList).findOne({ where: { code, kind }, ...(sqlite ? {} : { lock: { mode: 'pessimistic_write' as const } }) });
}

/**
 * Adds a head to the end of a list unless it is there (spacing and letter case aside): a fee's
 * receipt takes its fee rule's title as head (issue 25). True when it was added. Its own retried
 * transaction with the list's row locked, so two fees (on any replica) or an edit of the heads at
 * the same time do not overwrite each other's list.
 */
export async function addIncomeHead(ctx: Pick<Ctx, 'db'>, code: string, kind: RegardingKind, head: string): Promise<boolean> {
  return writeTransaction(ctx, async (em) => {
    const row = await lockedList(em, code, kind);
    if (row?.regardings.some((r) => regardingKey(r) === regardingKey(head))) return false;
    const repo = em.getRepository(RegardingList);
    const regardings = dedupeRegardings([...(row?.regardings ?? []), head]);
    if (row) await repo.update({ id: row.id, code }, { regardings });
    else await repo.insert(repo.create({ code, kind, regardings }));
    return true;
  });
}

/** Takes back a head addIncomeHead added (the receipt it was for was refused), in the same way. */
export async function removeIncomeHead(ctx: Pick<Ctx, 'db'>, code: string, kind: RegardingKind, head: string): Promise<void> {
  await writeTransaction(ctx, async (em) => {
    const row = await lockedList(em, code, kind);
    if (!row) return;
    const key = regardingKey(head);
    await em.getRepository(RegardingList).update({ id: row.id, code }, { regardings: row.regardings.filter((r) => regardingKey(r) !== key) });
  });
}

/** The regarding changing screen (/regardingChanging; spec doc 2 §3, §5, §6). */
export const regardingsService = {
  async get(ctx: Ctx): Promise<RegardingsView> {
    authorize(ctx, { permission: 'academy.read' });
    return regardingLists(ctx.db, tenant(ctx));
  },

  /** Saves the lists given (deduplicated); lists left out stay as they are. Accountant or superUser. */
  async save(ctx: Ctx, input: RegardingsInput): Promise<RegardingsView> {
    authorize(ctx, { permission: 'regarding.write', write: true });
    const given = REGARDING_KINDS.filter((k) => Array.isArray(input[k]));
    if (!given.length) throw new AppError('requiredField', { field: 'regardings' });
    const code = tenant(ctx);
    // Two first saves at once: the second is tried again and finds the row the first made.
    await writeTransaction(ctx, async (em) => {
      const repo = em.getRepository(RegardingList);
      for (const kind of given) {
        const regardings = dedupeRegardings(input[kind]!);
        const done = await repo.update({ code, kind }, { regardings });
        if (!done.affected) await repo.insert(repo.create({ code, kind, regardings }));
      }
    });
    return regardingLists(ctx.db, code);
  },
};
