import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { MoreThan, type EntityMetadata, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { entities } from '../../entities';
import { authorize } from '../../platform/authorize';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { Counter } from '../../platform/counter.entity';
import { Lease } from '../../platform/lease.entity';
import type { Storage } from '../../platform/storage';
import { ZipWriter } from '../../platform/zip';
import { exportColumnName, exportValue, isSecretColumn } from '../../rules/academy-export';
import { safeCell } from '../../rules/spreadsheet-cells';
import { Staff } from '../administration/staff.entity';
import { Academy } from '../auth/academy.entity';
import { authorizeOperator } from '../controller/access';
import { ControllerAudit } from '../controller/controller-audit.entity';
import { ControllerUser } from '../controller/controller-user.entity';
import { EmailCode } from '../controller/email-code.entity';
import { ClassRoom } from '../education/class.entity';
import { Student } from '../education/student.entity';
import { Book } from '../library/entities';

/**
 * An academy's data to take away (issue 26, README "Export an academy"): one .xlsx workbook, a
 * sheet per table holding the academy's rows (every entity with a `code` column, but the product's
 * own bookkeeping: counters, leases, the controller's operators, audit and e-mail codes), the
 * columns named as the spec names them (snake_case: father_mobile, admit_no; money in taka:
 * salary, price, not the stored paisa), every text cell neutralised against formulas
 * (rules/spreadsheet-cells.ts); never a password hash or token. The students, staff, classes and
 * books sheets are named as the data entry's kinds, and their headers are what it reads
 * (rules/data-entry.ts aliases), so the workbook imports into another academy kind by kind.
 *
 * The download is a .zip: `<code>.xlsx`, `texts/…` for a text too long for a cell (MAX_CELL_CHARS), and `files/<name>` for every uploaded file the academy's
 * rows name (/files/<code>/<name>: photos, signatures, logos, article images), read through the
 * storage (local disk or the S3 bucket). `workbook only` answers the .xlsx alone.
 */
const NOT_EXPORTED = new Set<unknown>([Counter, Lease, ControllerUser, ControllerAudit, EmailCode]);
/** The data entry's kinds: their sheets carry the kind's name. */
const KIND_SHEETS = new Map<unknown, string>([[Student, 'students'], [Staff, 'staff'], [ClassRoom, 'classes'], [Book, 'books']]);
/** Rows read at a time. */
const PAGE = 1000;
/**
 * The most characters a spreadsheet cell holds (Excel's limit; a longer one makes Excel repair the
 * file and cut it). A longer text (an article's body, a large result's rows as JSON) goes into the
 * .zip as `texts/<sheet>/<row>-<column>.txt` and its cell names that file.
 */
export const MAX_CELL_CHARS = 32_767;
/** The largest export GraphQL answers (base64 in the answer); the REST download streams any size. */
export const MAX_GRAPHQL_EXPORT_BYTES = 20 * 1024 * 1024;
export const ZIP_MIME = 'application/zip';

interface Table { target: EntityTarget<ObjectLiteral>; metadata: EntityMetadata; sheet: string }

/** The tables exported, academy first, then the data entry's kinds, then the rest by table name. */
function tables(ctx: Ctx): Table[] {
  const out: Table[] = [];
  for (const target of entities) {
    if (NOT_EXPORTED.has(target)) continue;
    const metadata = ctx.db.getMetadata(target);
    if (!metadata.findColumnWithPropertyName('code')) continue;
    out.push({ target, metadata, sheet: KIND_SHEETS.get(target) ?? metadata.tableName.slice(0, 31) });
  }
  const rank = (t: Table) => (t.target === Academy ? 0 : KIND_SHEETS.has(t.target) ? 1 : 2);
  return out.sort((a, b) => rank(a) - rank(b) || a.sheet.localeCompare(b.sheet));
}

const FILE_URL = /\/files\/([A-Za-z0-9]{1,32})\/([A-Za-z0-9][\w-]{0,100}\.[a-z]{2,5})/g;

interface Written {
  /** The stored file names the rows name. */
  files: Set<string>;
  /** Texts too long for a cell: their path in the .zip and the temporary file holding them. */
  texts: { name: string; file: string }[];
}

/** Writes the workbook to `file` (streamed, a page of rows at a time), long texts beside it in `dir`. */
async function writeWorkbook(ctx: Ctx, code: string, file: string, dir: string): Promise<Written> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const files = new Set<string>();
  const texts: Written['texts'] = [];
  const note = (text: string) => {
    for (const m of text.matchAll(FILE_URL)) if (m[1] === code) files.add(m[2]);
  };
  for (const t of tables(ctx)) {
    const columns = t.metadata.columns.filter((c) => !isSecretColumn(c.propertyName));
    const sheet = book.addWorksheet(t.sheet);
    sheet.addRow(columns.map((c) => exportColumnName(c.propertyName))).commit();
    const primary = t.metadata.primaryColumns;
    const byId = primary.length === 1 && primary[0].propertyName === 'id';
    const repo = ctx.db.getRepository(t.target);
    let last = 0;
    for (let skip = 0; ; skip += PAGE) {
      const rows = await repo.find({
        where: byId ? { code, id: MoreThan(last) } : { code },
        order: Object.fromEntries(primary.map((c) => [c.propertyName, 'ASC'])),
        take: PAGE, ...(byId ? {} : { skip }),
      });
      for (const row of rows) {
        const key = primary.map((c) => String(c.getEntityValue(row))).join('-').replace(/[^\w-]/g, '_');
        const values = await Promise.all(columns.map(async (c) => {
          const v = exportValue(c.propertyName, c.getEntityValue(row));
          if (typeof v !== 'string') return v;
          note(v);
          if (v.length <= MAX_CELL_CHARS) return safeCell(v);
          const name = `texts/${t.sheet}/${key}-${exportColumnName(c.propertyName)}.txt`;
          const spill = path.join(dir, `text-${texts.length}.txt`);
          await writeFile(spill, v, 'utf8');
          texts.push({ name, file: spill });
          return `→ ${name}`;
        }));
        sheet.addRow(values).commit();
      }
      if (rows.length < PAGE) break;
      if (byId) last = Number(rows[rows.length - 1].id);
    }
    sheet.commit();
  }
  await book.commit();
  return { files, texts };
}

/** Who may export: the controller (super_admin) any academy; the academy's superUser its own. Answers the academy. */
export async function authorizeExport(ctx: Ctx, code: string | null | undefined, as: 'controller' | 'academy'): Promise<Academy> {
  if (as === 'controller') authorizeOperator(ctx, 'controller.write');
  else {
    authorize(ctx, { permission: 'academy.export' });
    if (code && code !== ctx.actor!.user.code) throw new AppError('authorRequired');
    code = ctx.actor!.user.code;
  }
  if (!code) throw new AppError('requiredField', { field: 'code' });
  const academy = await ctx.db.getRepository(Academy).findOneBy({ code: String(code) });
  if (!academy) throw new AppError('sorryNotFound');
  return academy;
}

/**
 * Writes the academy's export to `out`: the .zip (workbook and files), or with `workbookOnly` the
 * .xlsx alone. The workbook is made in a temporary folder first (its rows are read a page at a time).
 */
export async function writeAcademyExport(ctx: Ctx, storage: Storage, academy: Academy, out: Writable, workbookOnly: boolean): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'talim-export-'));
  try {
    const file = path.join(dir, `${academy.code}.xlsx`);
    const { files: names, texts } = await writeWorkbook(ctx, academy.code, file, dir);
    const zip = new ZipWriter(out);
    if (workbookOnly) {
      const { createReadStream } = await import('node:fs');
      for await (const chunk of createReadStream(file)) {
        await new Promise<void>((resolve, reject) => out.write(chunk as Buffer, (e) => (e ? reject(e) : resolve())));
      }
      return;
    }
    await zip.addFile(`${academy.code}.xlsx`, file);
    for (const text of texts) await zip.addFile(text.name, text.file);
    for (const name of [...names].sort()) {
      const stored = await storage.open(academy.code, name);
      if (!stored) continue;
      const chunks: Buffer[] = [];
      for await (const c of stored.body) chunks.push(c as Buffer);
      await zip.addBuffer(`files/${name}`, Buffer.concat(chunks));
    }
    await zip.finish();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The export in memory (GraphQL's base64 answer), refused over MAX_GRAPHQL_EXPORT_BYTES. */
export async function academyExportBuffer(ctx: Ctx, academy: Academy, workbookOnly: boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > MAX_GRAPHQL_EXPORT_BYTES) return done(new AppError('fileTooLarge', { maxKb: MAX_GRAPHQL_EXPORT_BYTES / 1024 }));
      chunks.push(chunk);
      done();
    },
  });
  await writeAcademyExport(ctx, ctx.storage, academy, sink, workbookOnly);
  return Buffer.concat(chunks);
}

/** The download's file name. */
export function exportFileName(academy: Academy, today: string, workbookOnly: boolean): string {
  return `talim-${academy.code}-${today}.${workbookOnly ? 'xlsx' : 'zip'}`;
}
