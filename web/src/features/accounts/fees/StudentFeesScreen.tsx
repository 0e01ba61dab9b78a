import { FeesScreen } from './FeesScreen';

/** /studentFees: student fees taken by accounts (spec doc 2 §3 "Fee"). */
export default function StudentFeesScreen() {
  return <FeesScreen department="accounts" />;
}
