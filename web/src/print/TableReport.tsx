import { FormattedMessage } from 'react-intl';
import { cellText, cellValue, columnTotals, exportColumns, type DataColumn } from '@/components/dataTableUtils';
import { useFormat } from '@/lib/format';
import type { AcademyHeading } from '@/components/PrintHost';
import { ReportHeading } from './ReportHeading';

interface Props<T> {
  title: string;
  columns: DataColumn<T>[];
  rows: T[];
  heading?: AcademyHeading | null;
}

/** Generic A4 table report: academy heading, title, date, the rows, and a total row where columns ask for one. */
export function TableReport<T>({ title, columns, rows, heading }: Props<T>) {
  const { number: num } = useFormat();
  const cols = exportColumns(columns);
  const totals = columnTotals(cols, rows);
  const hasTotal = cols.some((c) => c.total);
  const firstTotal = cols.findIndex((c) => c.total);
  const show = (v: unknown) => (typeof v === 'number' ? num(v) : cellText(v as string));
  return (
    <div className="talim-table-report">
      <ReportHeading title={title} heading={heading} />
      <table>
        <thead>
          <tr>
            <th className="num">#</th>
            {cols.map((c) => (
              <th key={c.key} className={c.total ? 'num' : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <td className="num">{num(i + 1)}</td>
              {cols.map((c) => (
                <td key={c.key} className={c.total || typeof cellValue(c, row) === 'number' ? 'num' : undefined}>
                  {show(cellValue(c, row))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {hasTotal && (
          <tfoot>
            <tr>
              <td colSpan={firstTotal + 1}>
                <FormattedMessage id="print.total" />
              </td>
              {cols.slice(firstTotal).map((c) => (
                <td key={c.key} className="num">
                  {c.total ? num(totals[c.key]) : ''}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
      <p className="muted">
        <FormattedMessage id="print.rowCount" values={{ count: rows.length, formatted: num(rows.length) }} />
      </p>
    </div>
  );
}
