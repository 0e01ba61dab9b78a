import { VouchersList } from './VouchersList';

/** /boardingvoucher: the boarding department's payment vouchers. */
export default function BoardingVouchersScreen() {
  return <VouchersList department="boarding" />;
}
