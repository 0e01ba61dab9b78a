import { HostelReport } from './hostel-report.entity';

/** The hostel report entities (issue 11). */
export const hostelEntities: Function[] = [HostelReport];
