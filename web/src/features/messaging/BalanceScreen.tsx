import { BalanceCard } from './BalanceCard';
import { MessagingPage } from './MessagingPage';
import { SmsLog } from './SmsLog';

/** /balanceInquery: the SMS balance, the messages it buys, its expiry and validity, and the delivery log (message service group). */
export default function BalanceScreen() {
  return (
    <MessagingPage titleId="messaging.balanceInquiry">
      <BalanceCard />
      <SmsLog />
    </MessagingPage>
  );
}
