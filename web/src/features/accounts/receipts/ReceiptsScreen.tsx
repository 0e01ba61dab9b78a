import { DeleteOutlined, PrinterOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Modal, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CodeDialog } from '@/components/CodeDialog';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { PrintHost, usePrint } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { DeleteReceiptDocument, ReceiptsDocument, type ReceiptFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { ReceiptsPrint } from '@/print/accounts/ReceiptsPrint';
import { useWordsLang } from '@/print/accounts/VoucherPrint';
import { amountInWords } from '@rules/in-words';
import { pagesText, signsWithCode } from './receiptForm';
import { ReceiptFormDialog } from './ReceiptFormDialog';
import { ServerSearchBar, useServerSearch } from './ServerSearch';
import './receipts.css';
import { HistoryButton } from '@/features/history/HistoryButton';

type Receipt = ReceiptFieldsFragment;

/** /receipt (accounts) and /boardingreceipt (boarding): a department's receipts, searched on the server, with the receipt dialog and prints. */
export function ReceiptsScreen(props: { department: string; heading: string }) {
  const academy = useAcademyHeading();
  // The row and selection prints need the host around the whole screen (the kit's grid finds it).
  return <PrintHost heading={academy}><ReceiptsList {...props} /></PrintHost>;
}

function ReceiptsList({ department, heading }: { department: string; heading: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, number: num, shortDate } = useFormat();
  const { can } = useSession();
  const wordsLang = useWordsLang();
  const canWrite = can('receipt.write');
  const print = usePrint();
  const { message } = App.useApp();
  const dialog = useDialog<Receipt>();
  const list = useServerSearch();
  const [deleting, setDeleting] = useState<Receipt | null>(null);
  const { data, loading, error } = useQuery(ReceiptsDocument, { variables: { department, search: list.search, offset: 0, limit: list.limit } });
  const rows = data?.receipts.items ?? [];
  const total = data?.receipts.total ?? 0;
  const money = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const saved = (r: Receipt) => r.condition === 'saved';

  const columns: DataColumn<Receipt>[] = [
    { key: 'id', title: t('receipts.id'), hidden: true },
    { key: 'bookNo', title: t('receipts.bookNo'), sortable: true },
    { key: 'receiptNo', title: t('receipts.receiptNo'), value: (r) => pagesText(r), render: (r) => digits(pagesText(r)) },
    { key: 'date', title: t('receipts.date'), value: (r) => r.date, render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(r.date)}</span>, sortable: true },
    ...(department === 'donation' ? [{ key: 'memberNo', title: t('donors.memberNo'), sortable: true, render: (r: Receipt) => digits(r.memberNo ?? '') }] : []),
    { key: 'name', title: t('receipts.name'), sortable: true },
    { key: 'address', title: t('receipts.address') },
    { key: 'mobile', title: t('receipts.mobile'), hidden: true, render: (r) => digits(r.mobile) },
    { key: 'fund', title: t('receipts.fund'), value: (r) => t(`fund.${r.fund}`) },
    { key: 'regarding', title: t('receipts.regarding') },
    { key: 'amount', title: t('receipts.amount'), align: 'end', total: true, sortable: true, render: (r) => money.format(r.amount) },
    { key: 'inWords', title: t('receipts.inWords'), hidden: true, value: (r) => amountInWords(r.amountPaisa, wordsLang) },
    { key: 'type', title: t('receipts.type'), hidden: true, value: (r) => t(`receipts.type.${r.type}`) },
    { key: 'receiverName', title: t('receipts.receiver'), hidden: true },
    { key: 'principalName', title: t('receipts.principal'), hidden: true },
    {
      key: 'condition', title: t('receipts.condition'), value: (r) => t(`receipts.condition.${r.condition}`),
      render: (r) => <Tag color={saved(r) ? 'green' : 'default'}>{t(`receipts.condition.${r.condition}`)}</Tag>,
    },
  ];

  return (
    <CrudScreen<Receipt>
      quickFilter={false}
      className="talim-receipts"
      heading={heading}
      error={error}
      filters={<ServerSearchBar state={list} placeholder={t('receipts.search')} shown={rows.length} total={total} loading={loading} />}
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      loading={loading && !data}
      title={heading}
      fileName="receipts"
      selectable
      toolbar={(selected) => (
        <Button icon={<PrinterOutlined />} disabled={!selected.length} onClick={() => print(<ReceiptsPrint receipts={selected} />)}>
          {t('receipts.printSelected', { count: selected.length, formatted: num(selected.length) })}
        </Button>
      )}
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('receipts.add')}
      size="small"
      actions={{
        extra: (r) => (
          <>
            <Tooltip title={t('receipts.print')}>
              <Button icon={<PrinterOutlined />} aria-label={t('receipts.print')} onClick={() => print(<ReceiptsPrint receipts={[r]} />)} />
            </Tooltip>
            <HistoryButton entity="receipt" recordKey={r.id} />
            {canWrite && (
              <Tooltip title={saved(r) ? t('error.sorryMonthlyCountDone') : t('table.delete')}>
                <Button danger disabled={saved(r)} icon={<DeleteOutlined />} aria-label={t('table.delete')} onClick={() => setDeleting(r)} />
              </Tooltip>
            )}
          </>
        ),
        // Spec §4: a receipt the monthly count saved cannot change.
        onEdit: canWrite ? (r) => (saved(r) ? message.warning(t('error.sorryMonthlyCountDone')) : dialog.edit(r)) : undefined,
      }}
    >
      {canWrite && <ReceiptFormDialog open={dialog.open} editing={dialog.row} department={department} onClose={dialog.close} />}
      {canWrite && <DeleteWithCode receipt={deleting} onDone={() => setDeleting(null)} />}
    </CrudScreen>
  );
}

/** Deletion needs the principal's code (spec doc 2 §4): asked in the code dialog, then the call. */
function DeleteWithCode({ receipt, onDone }: { receipt: Receipt | null; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const { message } = App.useApp();
  const [remove] = useMutation(DeleteReceiptDocument, { refetchQueries: ['Receipts'] });
  const codeNeeded = signsWithCode(useSession().me?.type);
  const submit = async (principalCode: string) => {
    if (!receipt) return;
    try {
      await remove({ variables: { id: receipt.id, principalCode }, update: evictRow('Receipt', receipt.id) });
      message.success(t('error.successMessage'));
      onDone();
    } catch (e) {
      message.error(errorText(intl, e));
    }
  };
  if (!codeNeeded) {
    // A superUser signs as themselves: a plain confirm instead of the code.
    return (
      <Modal
        open={!!receipt}
        title={t('receipts.deleteTitle', { bookNo: digits(receipt?.bookNo ?? ''), receiptNo: digits(receipt ? pagesText(receipt) : '') })}
        okText={t('table.yes')}
        cancelText={t('table.no')}
        okButtonProps={{ danger: true }}
        onOk={() => submit('')}
        onCancel={onDone}
        width={400}
      >
        {t('receipts.confirmDelete')}
      </Modal>
    );
  }
  return (
    <CodeDialog
      open={!!receipt}
      title={t('receipts.deleteTitle', { bookNo: digits(receipt?.bookNo ?? ''), receiptNo: digits(receipt ? pagesText(receipt) : '') })}
      reason={t('receipts.deleteReason')}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}

export default function AccountsReceiptsScreen() {
  const intl = useIntl();
  return <ReceiptsScreen department="accounts" heading={intl.formatMessage({ id: 'menu.receipt' })} />;
}
