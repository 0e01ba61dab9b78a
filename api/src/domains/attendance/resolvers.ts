import { AttendanceResolver } from './attendance.resolver';

/** The attendance resolvers (issue 12). */
export const attendanceResolvers = [AttendanceResolver] as const;
