import { VouchersList } from './VouchersList';

/** /voucher: the accounts department's payment vouchers. */
export default function VouchersScreen() {
  return <VouchersList department="accounts" />;
}
