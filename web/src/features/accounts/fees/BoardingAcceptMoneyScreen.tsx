import { FeesScreen } from './FeesScreen';

/** /boardingacceptMoney: boarding fees taken from residential students (spec doc 2 §2). */
export default function BoardingAcceptMoneyScreen() {
  return <FeesScreen department="boarding" />;
}
