import { LeavesScreen } from './LeavesScreen';

/** /leavesManageStudent: student leave (education group). */
export default function StudentLeavesScreen() {
  return <LeavesScreen kind="student" />;
}
