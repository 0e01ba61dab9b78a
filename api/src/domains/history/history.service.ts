import { Brackets } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import type { Page, PageArgs } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { AUDIT_ENTITIES, checkChain, type ChainCheck } from '../../platform/history';
import { AuditLine } from '../../platform/history.entity';
import { addDays, isIsoDate, TIME_ZONE } from '../../rules/dates';
import { safeCell } from '../../rules/spreadsheet-cells';
import type { AuditLineView } from './history.types';

export interface AuditFilter {
  actorId?: number | null;
  entity?: string | null;
  recordKey?: string | null;
  from?: string | null;
  to?: string | null;
}

/** Asia/Dhaka is UTC+6 all year (no daylight saving): a Dhaka day starts at 18:00 UTC the day before. */
const DHAKA_OFFSET_MS = 6 * 3600_000;
const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS;

export function auditLineView(l: AuditLine): AuditLineView {
  return {
    id: l.id, seq: Number(l.seq), at: new Date(Number(l.atMs)).toISOString(), actorId: l.actorId === null ? null : Number(l.actorId),
    actorName: l.actorName, actorType: l.actorType, entity: l.entity, recordKey: l.recordKey, action: l.action,
    before: l.before, after: l.after, ip: l.ip, client: l.client, hash: l.hash,
  };
}

function checkFilter(f: AuditFilter): void {
  if (f.entity && !(AUDIT_ENTITIES as readonly string[]).includes(f.entity)) throw new AppError('invalidValue', { field: 'entity' });
  if (f.from && !isIsoDate(f.from)) throw new AppError('invalidValue', { field: 'from' });
  if (f.to && !isIsoDate(f.to)) throw new AppError('invalidValue', { field: 'to' });
  if (f.actorId !== undefined && f.actorId !== null && !(Number.isInteger(f.actorId) && f.actorId > 0)) throw new AppError('invalidValue', { field: 'actorId' });
}

function query(ctx: Ctx, f: AuditFilter) {
  const q = ctx.db.getRepository(AuditLine).createQueryBuilder('l').where('l.code = :code', { code: tenant(ctx) });
  if (f.actorId) q.andWhere('l.actorId = :actorId', { actorId: f.actorId });
  if (f.entity) q.andWhere('l.entity = :entity', { entity: f.entity });
  if (f.recordKey) q.andWhere('l.recordKey = :recordKey', { recordKey: f.recordKey.trim() });
  if (f.from) q.andWhere('l.atMs >= :fromMs', { fromMs: dayStartMs(f.from) });
  if (f.to) q.andWhere('l.atMs < :toMs', { toMs: dayStartMs(addDays(f.to, 1)) });
  return q;
}

/** Most lines an export holds (newest first). */
export const EXPORT_MAX = 50_000;

/** The academy's history (issue 26): principal and superUser read it. */
export const historyService = {
  /** A page of the academy's lines, newest first, by who, what and when. */
  async lines(ctx: Ctx, args: PageArgs, f: AuditFilter): Promise<Page<AuditLine>> {
    authorize(ctx, { permission: 'audit.read' });
    checkFilter(f);
    const q = query(ctx, f);
    const [items, total] = await q.orderBy('l.seq', 'DESC').skip(args.offset).take(args.limit).getManyAndCount();
    return { items, total };
  },

  /** One record's history, oldest first. */
  async record(ctx: Ctx, entity: string, key: string): Promise<AuditLine[]> {
    authorize(ctx, { permission: 'audit.read' });
    if (!(AUDIT_ENTITIES as readonly string[]).includes(entity)) throw new AppError('invalidValue', { field: 'entity' });
    const k = key.trim();
    if (!k || k.length > 64) throw new AppError('invalidValue', { field: 'key' });
    const q = ctx.db.getRepository(AuditLine).createQueryBuilder('l').where('l.code = :code', { code: tenant(ctx) });
    // A result's history takes its students' rows too (keys "id:admitNo").
    q.andWhere(new Brackets((w) => {
      w.where('l.entity = :entity AND l.recordKey = :k', { entity, k });
      if (entity === 'result') w.orWhere('l.entity = :row AND l.recordKey LIKE :prefix', { row: 'resultRow', prefix: `${k}:%` });
    }));
    return q.orderBy('l.seq', 'ASC').take(5000).getMany();
  },

  /** The chain recomputed from the first line: the first broken link, if any. */
  async check(ctx: Ctx): Promise<ChainCheck> {
    authorize(ctx, { permission: 'audit.read' });
    return checkChain(ctx.db.manager, tenant(ctx));
  },

  /** The filtered lines as rows of an export (newest first, at most EXPORT_MAX), text neutralised against formulas. */
  async exportRows(ctx: Ctx, f: AuditFilter): Promise<{ headers: string[]; rows: (string | number)[][] }> {
    authorize(ctx, { permission: 'audit.read' });
    checkFilter(f);
    const lines = await query(ctx, f).orderBy('l.seq', 'DESC').take(EXPORT_MAX).getMany();
    const when = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const headers = ['seq', 'time (Asia/Dhaka)', 'user id', 'user', 'type', 'entity', 'key', 'action', 'before', 'after', 'address', 'client', 'hash'];
    const rows = lines.map((l) => [
      Number(l.seq), when.format(new Date(Number(l.atMs))), l.actorId === null ? '' : Number(l.actorId), l.actorName, l.actorType, l.entity, l.recordKey, l.action,
      l.before ?? '', l.after ?? '', l.ip, l.client, l.hash,
    ].map((v) => safeCell(v)));
    return { headers, rows };
  },
};

/** CSV text of an export (RFC 4180 quoting, a BOM so spreadsheets read UTF-8). */
export function exportCsv(headers: string[], rows: (string | number)[][]): string {
  const cell = (v: string | number) => {
    const t = String(v);
    return /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  return `\uFEFF${[headers, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** An .xlsx workbook of an export (every cell already neutralised). */
export async function exportXlsx(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('history');
  sheet.addRow(headers).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
