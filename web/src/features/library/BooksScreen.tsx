import { BarcodeOutlined, SettingOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { bookCode, bookTotals, type BookTotal } from '@rules/library';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { DataTable } from '@/components/DataTable';
import { PrintHost, usePrint } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { BooksDocument, DeleteBookDocument, type BookFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { BookLabels } from '@/print/library/BookLabels';
import { BookFormDialog } from './BookFormDialog';
import { LateFeeDialog } from './LateFeeDialog';
import './library.css';

type Book = BookFieldsFragment;

/**
 * /bookList (spec doc 2 §2): the book list (search, export, print, barcode labels, add, edit,
 * delete for the library manager and superUser; a book that is out cannot be edited or deleted)
 * and the total books grouped by name, writer and part.
 */
export default function BooksScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits } = useFormat();
  const { can } = useSession();
  const canWrite = can('book.write');
  const dialog = useDialog<Book>();
  const [rateOpen, setRateOpen] = useState(false);
  const academy = useAcademyHeading();
  const { data, loading, error } = useQuery(BooksDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteBook] = useMutation(DeleteBookDocument);
  const books = useMemo(() => data?.books ?? [], [data]);
  const totals = useMemo(() => bookTotals(books), [books]);
  const out = books.filter((b) => b.condition === 'out').length;

  const condition = (b: Book) => (b.condition === 'out' ? t('library.out') : t('library.in'));
  const columns: DataColumn<Book>[] = [
    { key: 'bookNo', title: t('library.bookNo'), align: 'end', sortable: true, render: (b) => digits(b.bookNo) },
    { key: 'part', title: t('library.part'), align: 'end', sortable: true, render: (b) => digits(b.part) },
    { key: 'bookName', title: t('library.bookName'), sortable: true, render: (b) => <span dir="auto">{b.bookName}</span> },
    { key: 'writer', title: t('library.writer'), sortable: true, render: (b) => <span dir="auto">{b.writer}</span> },
    { key: 'subject', title: t('library.subject'), sortable: true },
    { key: 'publisher', title: t('library.publisher'), sortable: true, hidden: true },
    { key: 'price', title: t('library.price'), align: 'end', sortable: true, total: true },
    { key: 'storageLocation', title: t('library.storageLocation'), sortable: true },
    {
      key: 'condition', title: t('library.condition'), sortable: true, value: condition,
      render: (b) => <Tag color={b.condition === 'out' ? 'orange' : 'green'}>{condition(b)}</Tag>,
    },
  ];
  const totalColumns: DataColumn<BookTotal & { key: string }>[] = [
    { key: 'bookName', title: t('library.bookName'), sortable: true, render: (g) => <span dir="auto">{g.bookName}</span> },
    { key: 'writer', title: t('library.writer'), sortable: true },
    { key: 'part', title: t('library.part'), align: 'end', sortable: true },
    { key: 'total', title: t('library.copies'), align: 'end', sortable: true, total: true },
    { key: 'in', title: t('library.in'), align: 'end', sortable: true, total: true },
    { key: 'out', title: t('library.out'), align: 'end', sortable: true, total: true },
  ];

  const list = (
    <CrudScreen<Book>
      heading={t('library.books')}
      error={error}
      filters={
        <Flex wrap gap={12} align="center">
          <Typography.Text type="secondary" data-testid="book-count">
            {t('library.bookCount', { count: books.length, formatted: num(books.length) })}
            <span className="lib-count-sep" aria-hidden />
            {t('library.outCount', { count: out, formatted: num(out) })}
          </Typography.Text>
        </Flex>
      }
      rows={books}
      columns={columns}
      rowKey={(b) => b.id}
      loading={loading && !data}
      title={t('library.books')}
      fileName="books"
      selectable
      rowClassName={(b) => (b.condition === 'out' ? 'talim-row-warning' : '')}
      toolbar={(selected) => (
        <>
          <LabelsButton selected={selected} all={books} />
          {canWrite && <Button icon={<SettingOutlined />} onClick={() => setRateOpen(true)}>{t('library.lateFeeRate')}</Button>}
        </>
      )}
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('library.addBook')}
      size="small"
      actions={canWrite ? {
        onEdit: dialog.edit,
        showEdit: (b) => b.condition !== 'out',
        onDelete: (b) => deleteBook({ variables: { bookNo: b.bookNo, part: b.part }, update: evictRow('Book', b.id) }),
        confirmDelete: (b) => t('library.confirmDelete', { name: b.bookName, code: bookCode(b.bookNo, b.part) }),
        canDelete: (b) => b.condition !== 'out',
        deleteBlockedReason: () => t('library.bookOutEdit'),
      } : undefined}
    >
      {canWrite && <BookFormDialog open={dialog.open} editing={dialog.row} onClose={dialog.close} />}
      {canWrite && rateOpen && <LateFeeDialog onClose={() => setRateOpen(false)} />}
    </CrudScreen>
  );

  return (
    <Tabs
      items={[
        { key: 'list', label: t('library.books'), children: list },
        {
          key: 'totals',
          label: t('library.totalBooks'),
          children: (
            <PrintHost heading={academy}>
              <DataTable<BookTotal & { key: string }>
                rows={totals.map((g) => ({ ...g, key: `${g.bookName}|${g.writer}|${g.part}` }))}
                columns={totalColumns}
                rowKey={(g) => g.key}
                loading={loading && !data}
                title={t('library.totalBooks')}
                fileName="book-totals"
                size="small"
              />
            </PrintHost>
          ),
        },
      ]}
    />
  );
}

/** The toolbar's barcode labels (the "barcode file"): the selected books, or every book when none is selected. */
function LabelsButton({ selected, all }: { selected: Book[]; all: Book[] }) {
  const intl = useIntl();
  const { number: num } = useFormat();
  const print = usePrint();
  return (
    <Button icon={<BarcodeOutlined />} disabled={!all.length} onClick={() => print(<BookLabels books={selected.length ? selected : all} />)}>
      {selected.length
        ? intl.formatMessage({ id: 'library.labelsSelected' }, { count: selected.length, formatted: num(selected.length) })
        : intl.formatMessage({ id: 'library.labels' })}
    </Button>
  );
}
