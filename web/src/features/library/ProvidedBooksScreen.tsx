import { ImportOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Flex, Popconfirm, Switch, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { lateFee } from '@rules/library';
import { AcceptBooksDocument, BooksDocument, LibrarySettingsDocument, ProvidedBooksDocument, type ProvidedBookFieldsFragment } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import { AcceptDialog } from './AcceptDialog';
import { bookCodes, isOverdue, libraryError } from './libraryForm';
import { ProvideDialog } from './ProvideDialog';
import './library.css';

type Rec = ProvidedBookFieldsFragment;

/**
 * The provided books (spec doc 2 §2): /givingBook provides (new) and edits records;
 * /receivingBook takes books back (accept mode, accept-all). Columns: ID, recipient, class or
 * designation, issue date, return date, late fee; overdue records are marked.
 */
export function ProvidedBooksScreen({ mode }: { mode: 'giving' | 'receiving' }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { number: num, digits, shortDate } = useFormat();
  const { can } = useSession();
  const canLend = can('book.provide');
  const [all, setAll] = useState(false);
  const dialog = useDialog<Rec>();
  const [accepting, setAccepting] = useState<Rec | null>(null);
  const { data, loading, error } = useQuery(ProvidedBooksDocument, { variables: { all, limit: 500 }, fetchPolicy: 'cache-and-network' });
  const books = useQuery(BooksDocument, { skip: mode !== 'giving' });
  const [accept] = useMutation(AcceptBooksDocument, { refetchQueries: ['ProvidedBooks', 'Books'] });
  const rows = useMemo(() => data?.providedBooks.items ?? [], [data]);
  const today = isoToday();
  // The late fee a return today takes (the server's rule: the rate × days past the receiving date, at least what is held).
  const rate = useQuery(LibrarySettingsDocument, { skip: mode !== 'receiving' }).data?.librarySettings.lateFeePerDay ?? 0;
  const dueOf = (r: Rec) => Math.max(r.lateFee, lateFee(Math.round(rate * 100), r.receivingDate, today) / 100);
  const overdue = rows.filter((r) => isOverdue(r, today)).length;

  const columns: DataColumn<Rec>[] = [
    {
      key: 'idNo', title: t('library.id'), sortable: true,
      render: (r) => <span><span dir="ltr">{digits(r.idNo)}</span> {r.kind === 'staff' && <Tag>{t('library.staffTag')}</Tag>}</span>,
    },
    { key: 'name', title: t('library.recipient'), sortable: true, render: (r) => <span dir="auto">{r.name}</span> },
    { key: 'classOrLevel', title: t('library.classOrLevel'), sortable: true },
    { key: 'givingDate', title: t('library.givingDate'), sortable: true, render: (r) => shortDate(r.givingDate) },
    {
      key: 'receivingDate', title: t('library.receivingDate'), sortable: true,
      render: (r) => <span>{shortDate(r.receivingDate)} {isOverdue(r, today) && <Tag color="red">{t('library.overdue')}</Tag>}</span>,
    },
    // A returned record shows the books it had (issue 25), not a dash.
    { key: 'books', title: t('library.books'), value: bookCodes, render: (r) => <span dir="ltr">{bookCodes(r) || '—'}</span> },
    { key: 'lateFee', title: t('library.lateFee'), align: 'end', sortable: true, total: true },
    { key: 'returnedDate', title: t('library.returnedDate'), hidden: !all, value: (r) => r.returnedDate ?? '', render: (r) => (r.returnedDate ? shortDate(r.returnedDate) : '') },
  ];

  const acceptAll = async (r: Rec) => {
    try {
      const { data: done } = await accept({ variables: { input: { id: r.id, all: true, books: [] } } });
      const back = done?.acceptBooks;
      // The toast says the late fee due (issue 25), as the accept dialog does.
      message.success(back && back.lateFee > 0
        ? t('library.acceptedWithFee', { count: back.returned, formatted: num(back.returned), fee: num(back.lateFee) })
        : t('library.accepted', { count: back?.returned ?? 0, formatted: num(back?.returned ?? 0) }));
    } catch (e) {
      message.error(libraryError(intl, e));
    }
  };

  return (
    <CrudScreen<Rec>
      heading={t(mode === 'giving' ? 'library.givingTitle' : 'library.receivingTitle')}
      error={error}
      filters={
        <Flex wrap gap={16} align="center">
          <Typography.Text type="secondary" data-testid="provided-count">
            {t('library.recordCount', { count: rows.length, formatted: num(rows.length) })}
            {overdue > 0 && <><span className="lib-count-sep" aria-hidden />{t('library.overdueCount', { count: overdue, formatted: num(overdue) })}</>}
          </Typography.Text>
          <Flex gap={6} align="center">
            <Switch size="small" checked={all} onChange={setAll} aria-label={t('library.showReturned')} />
            <Typography.Text>{t('library.showReturned')}</Typography.Text>
          </Flex>
        </Flex>
      }
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      loading={loading && !data}
      title={t(mode === 'giving' ? 'library.givingTitle' : 'library.receivingTitle')}
      fileName={mode === 'giving' ? 'provided-books' : 'receiving-books'}
      rowClassName={(r) => (isOverdue(r, today) ? 'talim-row-danger' : '')}
      onAdd={mode === 'giving' && canLend ? dialog.add : undefined}
      addLabel={t('library.provide')}
      size="small"
      actions={canLend ? {
        onEdit: mode === 'giving' ? dialog.edit : undefined,
        showEdit: (r) => !r.returnedDate,
        extra: mode === 'receiving' ? (r) => (r.returnedDate ? null : (
          <>
            <Tooltip title={t('library.acceptMode')}>
              <Button icon={<ImportOutlined />} onClick={() => setAccepting(r)}>{t('library.accept')}</Button>
            </Tooltip>
            <Popconfirm
              title={t('library.confirmAcceptAll')}
              description={dueOf(r) > 0 ? t('library.feeDue', { fee: num(dueOf(r)) }) : undefined}
              okText={t('table.yes')}
              cancelText={t('table.no')}
              onConfirm={() => acceptAll(r)}
            >
              <Button>{t('library.acceptAll')}</Button>
            </Popconfirm>
          </>
        )) : undefined,
      } : undefined}
    >
      {dialog.open && <ProvideDialog editing={dialog.row} books={books.data?.books ?? []} onClose={dialog.close} />}
      {accepting && <AcceptDialog record={accepting} onClose={() => setAccepting(null)} />}
    </CrudScreen>
  );
}
