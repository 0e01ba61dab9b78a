import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './staff-report-sheet.css';

/**
 * The pages of a report sheet (the staff report sheet, the hostel report sheet): one A4 page per
 * report, each on its own page when printed.
 */
export function ReportSheetPages<R extends { id: number }>({ reports, className, testId, page }: { reports: readonly R[]; className?: string; testId: string; page: (report: R) => ReactNode }) {
  return (
    <div className={className ? `srs-doc ${className}` : 'srs-doc'}>
      {reports.map((r) => (
        <section key={r.id} className="srs-page" data-testid={testId}>
          {page(r)}
        </section>
      ))}
    </div>
  );
}

/** One line of a sheet's info box: the label's message id, the value, and whether it reads left to right (numbers, dates). */
export type SheetInfoItem = [label: string, value: string, ltr: boolean];

/** The boxed "label: value" grid at the top of a report sheet; `children` adds items of the caller's own. */
export function SheetInfo({ items, children }: { items: readonly SheetInfoItem[]; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <dl className="srs-info">
      {items.map(([label, value, ltr]) => (
        <div key={label} className="srs-info-item">
          <dt>{intl.formatMessage({ id: label })}:</dt>
          <dd>{ltr ? <bdi dir="ltr">{value}</bdi> : <bdi>{value}</bdi>}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
