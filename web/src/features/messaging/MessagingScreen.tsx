import { BalanceCard } from './BalanceCard';
import { ComposeSms } from './ComposeSms';
import { MessagingPage } from './MessagingPage';
import { SmsLog } from './SmsLog';

/** /messaging: compose and send SMS, the balance, and every message the academy sent or failed to send (message service group). */
export default function MessagingScreen() {
  return (
    <MessagingPage titleId="messaging.title">
      <BalanceCard />
      <ComposeSms />
      <SmsLog />
    </MessagingPage>
  );
}
