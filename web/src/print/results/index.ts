export { ResultSheet, sheetLayout, PORTRAIT_MAX_SUBJECTS, COMPACT_FROM_SUBJECTS } from './ResultSheet';
export { MeritList } from './MeritList';
export { ShortResult } from './ShortResult';
export { Marksheets } from './Marksheets';
export { resultStats, subjectGrade, type ResultStats } from './summary';
export type { ResultPrintProps, PrintResult, PrintResultRow } from './shared';
