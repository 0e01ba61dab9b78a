import type { ReactNode } from 'react';
import type { DataColumn } from '@/components/dataTableUtils';
import type { AcademyHeading } from '@/components/PrintHost';
import { PrintDocument, PrintTable, SignatureLines } from './kit';

interface Props<T> {
  title: string;
  columns: DataColumn<T>[];
  rows: T[];
  heading?: AcademyHeading | null;
  /** Signature lines under the table (labels). */
  signatures?: ReactNode[];
}

/** Generic A4 table report: academy heading, title, date, the rows, a total row where columns ask for one, signatures. */
export function TableReport<T>({ title, columns, rows, heading, signatures }: Props<T>) {
  return (
    <PrintDocument title={title} heading={heading}>
      <PrintTable columns={columns} rows={rows} />
      {signatures?.length ? <SignatureLines labels={signatures} /> : null}
    </PrintDocument>
  );
}
