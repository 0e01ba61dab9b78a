import type { HTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AcademyHeading } from '@/components/PrintHost';
import { cellText, cellValue, columnTotals, exportColumns, type DataColumn } from '@/components/dataTableUtils';
import { useFormat } from '@/lib/format';
import { ReportHeading } from './ReportHeading';

/**
 * The print kit: every A4 document of a domain is built from these three pieces.
 * - `PrintDocument`: the academy heading (from the PrintHost or given), the title and today's date.
 * - `PrintTable`: numbered rows of the given columns, with a total row where columns ask for one.
 * - `SignatureLines`: ruled lines with a label under each, at the foot of a document.
 */
export function PrintDocument({ title, heading, className, children, ...rest }: { title: string; heading?: AcademyHeading | null; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, 'title'>) {
  return (
    <div {...rest} className={['talim-table-report', className].filter(Boolean).join(' ')}>
      <ReportHeading title={title} heading={heading} />
      {children}
    </div>
  );
}

export function PrintTable<T>({ columns, rows, numbered = true, rowCount = true }: { columns: DataColumn<T>[]; rows: T[]; numbered?: boolean; rowCount?: boolean }) {
  const { number: num } = useFormat();
  const cols = exportColumns(columns);
  const totals = columnTotals(cols, rows);
  const hasTotal = cols.some((c) => c.total);
  const firstTotal = cols.findIndex((c) => c.total);
  const show = (v: unknown) => (typeof v === 'number' ? num(v) : cellText(v as string));
  const lead = numbered ? 1 : 0;
  return (
    <>
      <table>
        <thead>
          <tr>
            {numbered && <th className="num">#</th>}
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
              {numbered && <td className="num">{num(i + 1)}</td>}
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
              <td colSpan={firstTotal + lead}>
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
      {rowCount && (
        <p className="muted">
          <FormattedMessage id="print.rowCount" values={{ count: rows.length, formatted: num(rows.length) }} />
        </p>
      )}
    </>
  );
}

/**
 * `className` names a document's own spacing of the row (its css overrides the kit's with
 * `.talim-signatures.<name>`); `lineClassName` is added to each line.
 */
export function SignatureLines({ labels, className, lineClassName }: { labels: ReactNode[]; className?: string; lineClassName?: string }) {
  return (
    <div className={['talim-signatures', className].filter(Boolean).join(' ')} data-testid="signature-lines">
      {labels.map((label, i) => (
        <div className={['talim-signature', lineClassName].filter(Boolean).join(' ')} key={i}>
          <div className="talim-signature-rule" />
          <div className="talim-signature-label">{label}</div>
        </div>
      ))}
    </div>
  );
}
