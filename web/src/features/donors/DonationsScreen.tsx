import { useMutation, useQuery } from '@apollo/client/react';
import { Flex, Tabs, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { amountInWords } from '@rules/in-words';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { DeleteDonationDocument, DonationsDocument, type DonationFieldsFragment } from '@/gql/graphql';
import { ReceiptsScreen } from '@/features/accounts/receipts/ReceiptsScreen';
import { ServerSearchBar, useServerSearch } from '@/features/accounts/receipts/ServerSearch';
import { wordsLang } from '@/features/accounts/receipts/receiptForm';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { DonationReceiptDialog, PrintDonationReceipt } from './DonationReceipt';

type Donation = DonationFieldsFragment;

/**
 * /donationRecord1 (spec doc 2 §2): the donations, and the donation receipts. A donation is
 * recorded as its receipt (issue 25 item 10: the member check, the receipt, which writes the
 * donation, printed when saved); a donation row prints its receipt. Donations entered before without
 * a receipt stay in the list (marked, deletable, nothing to print). The second tab is the receipts
 * screen of the donation department, for editing and deleting receipts (?tab=receipts opens it).
 */
export default function DonationsScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'receipts' ? 'receipts' : 'donations';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'receipts' ? { tab: key } : {})}
      destroyOnHidden
      items={[
        { key: 'donations', label: t('donations.tab'), children: <DonationsList /> },
        { key: 'receipts', label: t('donations.receiptsTab'), children: <ReceiptsScreen department="donation" heading={t('donations.receiptsTitle')} /> },
      ]}
    />
  );
}

function DonationsList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, shortDate } = useFormat();
  const { can } = useSession();
  const canDelete = can('donation.delete');
  const canRecord = can('receipt.write');
  const dialog = useDialog<Donation>();
  const list = useServerSearch();
  const { data, loading, error } = useQuery(DonationsDocument, { variables: { search: list.search, offset: 0, limit: list.limit } });
  const [deleteDonation] = useMutation(DeleteDonationDocument, { refetchQueries: ['Donations'] });
  const rows = data?.donations.items ?? [];
  const total = data?.donations.total ?? 0;
  const money = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // The amount in words in the reader's language (the stored words are in the academy's).
  const words = (d: Donation) => amountInWords(d.providedAmountPaisa, wordsLang(intl.locale));

  const columns: DataColumn<Donation>[] = [
    { key: 'id', title: t('donations.id'), hidden: true },
    { key: 'date', title: t('donations.date'), sortable: true, render: (d) => <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>{shortDate(d.date)}</bdi> },
    { key: 'memberNo', title: t('donors.memberNo'), sortable: true, render: (d) => digits(d.memberNo) },
    { key: 'donorName', title: t('donors.name'), sortable: true, render: (d) => <span dir="auto">{d.donorName}</span> },
    { key: 'fatherName', title: t('donors.fatherName'), hidden: true },
    {
      key: 'providedAmount', title: t('donations.providedAmount'), align: 'end', total: true, sortable: true,
      render: (d) => (
        <Flex vertical align="end">
          <span>{money.format(d.providedAmount)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 260, textAlign: 'end' }}>{words(d)}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'address', title: t('donors.address') },
    { key: 'mobile', title: t('donors.mobile'), render: (d) => <bdi dir="ltr">{digits(d.mobile)}</bdi> },
    { key: 'donationAmount', title: t('donors.donationAmount'), align: 'end', total: true, render: (d) => money.format(d.donationAmount) },
    { key: 'inWords', title: t('donations.inWords'), hidden: true, value: words },
    { key: 'responsible', title: t('donations.responsible'), hidden: true },
    {
      key: 'source', title: t('donations.source'), value: (d) => t(d.receiptId ? 'donations.source.receipt' : 'donations.source.entry'),
      render: (d) => (
        <Tag color={d.receiptId ? 'blue' : 'default'} title={d.receiptId ? undefined : t('donations.noReceipt')}>
          {t(d.receiptId ? 'donations.source.receipt' : 'donations.source.entry')}
        </Tag>
      ),
    },
  ];

  return (
    <CrudScreen<Donation>
      quickFilter={false}
      className="talim-donations"
      heading={intl.formatMessage({ id: 'menu.donationRecord1' })}
      error={error}
      filters={<ServerSearchBar state={list} placeholder={t('donations.search')} shown={rows.length} total={total} loading={loading} />}
      rows={rows}
      columns={columns}
      rowKey={(d) => d.id}
      loading={loading && !data}
      title={intl.formatMessage({ id: 'menu.donationRecord1' })}
      fileName="donations"
      onAdd={canRecord ? dialog.add : undefined}
      addLabel={t('donations.add')}
      size="small"
      actions={{
        extra: (d) => (d.receiptId ? <PrintDonationReceipt receiptId={d.receiptId} /> : null),
        ...(canDelete ? {
          onDelete: (d: Donation) => deleteDonation({ variables: { id: d.id }, update: evictRow('Donation', d.id) }),
          confirmDelete: (d: Donation) => t('donations.confirmDelete', { name: d.donorName, memberNo: digits(d.memberNo) }),
          // a donation with a receipt goes with its receipt; one entered without prints nothing
          showDelete: (d: Donation) => !d.receiptId,
        } : {}),
      }}
    >
      {canRecord && <DonationReceiptDialog open={dialog.open} donor={null} onClose={dialog.close} />}
    </CrudScreen>
  );
}
