import { LeavesScreen } from './LeavesScreen';

/** /leavesManage: staff leave (administration group). */
export default function StaffLeavesScreen() {
  return <LeavesScreen kind="staff" />;
}
