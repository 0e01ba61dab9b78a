import { HostelReportsResolver } from './hostel-reports.resolver';

/** The hostel report resolvers (issue 11). */
export const hostelResolvers = [HostelReportsResolver] as const;
