import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { DATA_COLUMNS, isDataEntryKind, type DataEntryKind } from '../../rules/data-entry';
import { authorizeOperator } from '../controller/access';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The template workbook of a kind: the header row (field names) and one example row; text columns are text cells. */
export async function templateWorkbook(kind: DataEntryKind): Promise<Buffer> {
  // exceljs (about 25 MB once loaded) is loaded by the first template download, not at start.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(kind);
  const columns = DATA_COLUMNS[kind];
  sheet.columns = columns.map((c) => ({ header: c.field, key: c.field, width: Math.max(12, c.field.length + 4), style: c.type === 'int' || c.type === 'number' ? {} : { numFmt: '@' } }));
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.field, c.example])));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A signed-in controller operator's template download (moderators too: it holds no data). */
export async function dataEntryTemplate(ctx: Ctx, kind: string): Promise<Buffer> {
  authorizeOperator(ctx, 'controller.read');
  if (!isDataEntryKind(kind)) throw new AppError('sorryNotFound');
  return templateWorkbook(kind);
}
