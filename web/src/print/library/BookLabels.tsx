import { bookCode } from '@rules/library';
import { usePrintHeading } from '@/components/PrintHost';
import { Barcode } from '@/print/students/Barcode';
import './library-print.css';

export interface LabelBook { bookNo: number; part: number; bookName: string; writer: string; storageLocation: string }

/**
 * Barcode labels of books (the book list's "barcode file"): 3 × 8 per A4 page, each with the
 * academy's name, the book's name and writer, its place, and a CODE128 barcode of bookNo-part
 * (what the provide dialog's auto mode reads back). The barcode is the ID cards' component.
 */
export function BookLabels({ books }: { books: readonly LabelBook[] }) {
  const heading = usePrintHeading();
  return (
    <div className="lib-labels" data-testid="book-labels">
      {books.map((b) => (
        <div className="lib-label" key={bookCode(b.bookNo, b.part)}>
          {heading?.name && <div className="lib-label-academy">{heading.name}</div>}
          <div className="lib-label-name" dir="auto">{b.bookName}</div>
          <div className="lib-label-meta" dir="auto">{[b.writer, b.storageLocation].filter(Boolean).join(' · ')}</div>
          <Barcode value={bookCode(b.bookNo, b.part)} height={36} barWidth={1.6} className="sp-barcode lib-label-barcode" />
        </div>
      ))}
    </div>
  );
}
