export { SeatCards, SEAT_CARDS_PER_PAGE } from './SeatCards';
export { SignatureSheets, SIGNATURES_PER_PAGE, SIGNATURES_PER_COLUMN, type SignatureStudent } from './SignatureSheets';
export { AttendanceRegister } from './AttendanceRegister';
export { ReportRegister } from './ReportRegister';
export { classLabel } from './shared';
export type { RegisterInfo } from './registerParts';
