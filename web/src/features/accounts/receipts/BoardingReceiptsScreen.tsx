import { useIntl } from 'react-intl';
import { ReceiptsScreen } from './ReceiptsScreen';

/** /boardingreceipt: the boarding department's receipts. */
export default function BoardingReceiptsScreen() {
  const intl = useIntl();
  return <ReceiptsScreen department="boarding" heading={intl.formatMessage({ id: 'menu.boardingreceipt' })} />;
}
