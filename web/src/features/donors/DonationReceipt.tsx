import { PrinterOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePrint } from '@/components/PrintHost';
import { ReceiptFormDialog } from '@/features/accounts/receipts/ReceiptFormDialog';
import { DonationReceiptDocument, type ReceiptFieldsFragment } from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { ReceiptsPrint } from '@/print/accounts/ReceiptsPrint';
import type { Member } from './MemberCheck';

/**
 * The one path from a donor to a printed receipt (issue 25 item 10): a donation is recorded as a
 * donation receipt (spec doc 2 §4: the member check, then the receipt, which writes the donation),
 * and the receipt is printed as soon as it is saved. Opened from a donor's row (the member filled in
 * and checked) or from the donations list (the member typed and checked).
 */
export function DonationReceiptDialog({ open, donor, onClose }: { open: boolean; donor: Member | null; onClose: () => void }) {
  const print = usePrint();
  return (
    <ReceiptFormDialog
      open={open}
      editing={null}
      department="donation"
      donor={donor}
      onClose={onClose}
      onSaved={(receipt: ReceiptFieldsFragment) => print(<ReceiptsPrint receipts={[receipt]} />)}
    />
  );
}

/** A donation's row button: prints the receipt it was recorded with. */
export function PrintDonationReceipt({ receiptId }: { receiptId: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const client = useApolloClient();
  const print = usePrint();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: DonationReceiptDocument, variables: { id: receiptId } });
      if (data?.receipt) print(<ReceiptsPrint receipts={[data.receipt]} />);
    } catch (e) {
      message.error(errorText(intl, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={t('donations.printReceipt')}>
      <Button icon={<PrinterOutlined />} aria-label={t('donations.printReceipt')} loading={busy} onClick={run} />
    </Tooltip>
  );
}
