import { useMutation, useQuery } from '@apollo/client/react';
import { Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { useWhoCan } from '@/components/WhoCan';
import { ApprovedReceiptBooksDocument, DeleteReceiptBookDocument, type ApprovedReceiptBookFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { ApproveBooksDialog } from './ApproveBooksDialog';
import { PagesDialog } from './PagesDialog';
import './receiptBooks.css';

type Book = ApprovedReceiptBookFieldsFragment;

/** /approvedReceiptBooks: the approved books (second approver and id hidden by default), the approving dialog, pages edit and delete ('receiptBook.write'). */
export default function ReceiptBooksScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, shortDate } = useFormat();
  const { can } = useSession();
  const canWrite = can('receiptBook.write');
  // A dead end says who can (issue 25): books are approved by a council member or the super user.
  const whoCan = useWhoCan();
  const approving = useDialog<Book>();
  const pages = useDialog<Book>();
  const { data, loading, error } = useQuery(ApprovedReceiptBooksDocument);
  const [deleteBook] = useMutation(DeleteReceiptBookDocument);
  const rows = data?.approvedReceiptBooks ?? [];

  const columns: DataColumn<Book>[] = [
    { key: 'id', title: t('receiptBooks.id'), hidden: true },
    { key: 'bookNo', title: t('receiptBooks.bookNo'), sortable: true },
    { key: 'receiptFrom', title: t('receiptBooks.receiptFrom') },
    { key: 'receiptTill', title: t('receiptBooks.receiptTill') },
    { key: 'pages', title: t('receiptBooks.pages'), sortable: true, total: true },
    { key: 'cutted', title: t('receiptBooks.cutted'), total: true },
    { key: 'remain', title: t('receiptBooks.remain'), sortable: true, total: true },
    { key: 'department', title: t('receiptBooks.departmentLabel'), value: (b) => t(`receiptBooks.department.${b.department}`) },
    { key: 'aporverName', title: t('receiptBooks.approver') },
    { key: 'aporver1Name', title: t('receiptBooks.secondApprover'), hidden: true },
    { key: 'date', title: t('receiptBooks.date'), value: (b) => b.date, render: (b) => shortDate(b.date), sortable: true },
    {
      key: 'condition', title: t('receiptBooks.condition'), value: (b) => t(`receiptBooks.condition.${b.condition}`),
      render: (b) => <Tag color={b.condition === 'finished' ? 'default' : 'green'}>{t(`receiptBooks.condition.${b.condition}`)}</Tag>,
    },
  ];

  return (
    <CrudScreen<Book>
      className="talim-receipt-books"
      heading={t('menu.approvedReceiptBooks')}
      error={error}
      rows={rows}
      columns={columns}
      rowKey={(b) => b.id}
      loading={loading && !data}
      fileName="approved-receipt-books"
      filters={canWrite ? undefined : <Typography.Text type="secondary" data-testid="who-can">{t('whoCan.receiptBooks', { roles: whoCan('receiptBook.write') })}</Typography.Text>}
      onAdd={canWrite ? approving.add : undefined}
      addLabel={t('receiptBooks.approveTitle')}
      size="small"
      actions={canWrite ? {
        onEdit: pages.edit,
        onDelete: (b) => deleteBook({ variables: { id: b.id }, update: evictRow('ApprovedReceiptBook', b.id) }),
        confirmDelete: (b) => t('receiptBooks.confirmDelete', { bookNo: num(b.bookNo) }),
        canDelete: (b) => b.remain > 0,
        deleteBlockedReason: () => t('receiptBooks.deleteBlocked'),
      } : undefined}
    >
      {canWrite && <ApproveBooksDialog open={approving.open} onClose={approving.close} />}
      {canWrite && <PagesDialog book={pages.row} onClose={pages.close} />}
    </CrudScreen>
  );
}
