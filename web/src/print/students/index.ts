export { AdmissionFormPrint } from './AdmissionFormPrint';
export { ClearanceFormPrint, CLEARANCE_DEPARTMENTS } from './ClearanceFormPrint';
export { CertificatePrint } from './CertificatePrint';
export { IdCards, FramePicker, idCardStudents } from './IdCards';
export { AdmitCards, ADMIT_CARD_RULES } from './AdmitCards';
export { ID_CARD_FRAMES, ID_CARDS_PER_PAGE, ADMIT_CARDS_PER_PAGE, DEFAULT_ID_CARD_FRAME, frameById, type IdCardFrame, type IdCardFrameId } from './frames';
export type { PrintStudent } from './shared';
