import { Initial1763700000000 as MysqlInitial } from './mysql/1763700000000-initial';
import { Admission1763800000000 as MysqlAdmission } from './mysql/1763800000000-admission';
import { Results1763900000000 as MysqlResults } from './mysql/1763900000000-results';
import { Hardening1764100000000 as MysqlHardening } from './mysql/1764100000000-hardening';
import { ResultPublish1764150000000 as MysqlResultPublish } from './mysql/1764150000000-result-publish';
import { Initial1763700000000 as SqliteInitial } from './sqlite/1763700000000-initial';
import { Admission1763800000000 as SqliteAdmission } from './sqlite/1763800000000-admission';
import { Results1763900000000 as SqliteResults } from './sqlite/1763900000000-results';
import { Hardening1764100000000 as SqliteHardening } from './sqlite/1764100000000-hardening';
import { ResultPublish1764150000000 as SqliteResultPublish } from './sqlite/1764150000000-result-publish';

import { Staff1764200000000 as MysqlStaff } from './mysql/1764200000000-staff';
import { Staff1764200000000 as SqliteStaff } from './sqlite/1764200000000-staff';
import { Leaves1764210000000 as MysqlLeaves } from './mysql/1764210000000-leaves';
import { Leaves1764210000000 as SqliteLeaves } from './sqlite/1764210000000-leaves';
import { StaffReports1764220000000 as MysqlStaffReports } from './mysql/1764220000000-staff-reports';
import { StaffReports1764220000000 as SqliteStaffReports } from './sqlite/1764220000000-staff-reports';
import { Furniture1764230000000 as MysqlFurniture } from './mysql/1764230000000-furniture';
import { Furniture1764230000000 as SqliteFurniture } from './sqlite/1764230000000-furniture';

import { Receipts1764300000000 as MysqlReceipts } from './mysql/1764300000000-receipts';
import { Receipts1764300000000 as SqliteReceipts } from './sqlite/1764300000000-receipts';
import { Vouchers1764310000000 as MysqlVouchers } from './mysql/1764310000000-vouchers';
import { Vouchers1764310000000 as SqliteVouchers } from './sqlite/1764310000000-vouchers';

import { Fees1764320000000 as MysqlFees } from './mysql/1764320000000-fees';
import { Fees1764320000000 as SqliteFees } from './sqlite/1764320000000-fees';
import { Counts1764330000000 as MysqlCounts } from './mysql/1764330000000-counts';
import { Counts1764330000000 as SqliteCounts } from './sqlite/1764330000000-counts';

import { Hostel1764400000000 as MysqlHostel } from './mysql/1764400000000-hostel';
import { Hostel1764400000000 as SqliteHostel } from './sqlite/1764400000000-hostel';
import { Store1764410000000 as MysqlStore } from './mysql/1764410000000-store';
import { Store1764410000000 as SqliteStore } from './sqlite/1764410000000-store';
import { Library1764420000000 as MysqlLibrary } from './mysql/1764420000000-library';
import { Library1764420000000 as SqliteLibrary } from './sqlite/1764420000000-library';
import { Donor1764430000000 as MysqlDonor } from './mysql/1764430000000-donor';
import { Donor1764430000000 as SqliteDonor } from './sqlite/1764430000000-donor';
import { Articles1764440000000 as MysqlArticles } from './mysql/1764440000000-articles';
import { Articles1764440000000 as SqliteArticles } from './sqlite/1764440000000-articles';
import { FeeInstalments1764450000000 as MysqlFeeInstalments } from './mysql/1764450000000-fee-instalments';
import { FeeInstalments1764450000000 as SqliteFeeInstalments } from './sqlite/1764450000000-fee-instalments';
import { ControllerConsole1764460000000 as MysqlControllerConsole } from './mysql/1764460000000-controller-console';
import { ControllerConsole1764460000000 as SqliteControllerConsole } from './sqlite/1764460000000-controller-console';
import { Attendance1764470000000 as MysqlAttendance } from './mysql/1764470000000-attendance';
import { Attendance1764470000000 as SqliteAttendance } from './sqlite/1764470000000-attendance';
import { Sms1764480000000 as MysqlSms } from './mysql/1764480000000-sms';
import { Sms1764480000000 as SqliteSms } from './sqlite/1764480000000-sms';
import { BoardingCounts1764490000000 as MysqlBoardingCounts } from './mysql/1764490000000-boarding-counts';
import { BoardingCounts1764490000000 as SqliteBoardingCounts } from './sqlite/1764490000000-boarding-counts';
import { GuardianChildren1764500000000 as MysqlGuardianChildren } from './mysql/1764500000000-guardian-children';
import { GuardianChildren1764500000000 as SqliteGuardianChildren } from './sqlite/1764500000000-guardian-children';
import { YearRollover1764510000000 as MysqlYearRollover } from './mysql/1764510000000-year-rollover';
import { YearRollover1764510000000 as SqliteYearRollover } from './sqlite/1764510000000-year-rollover';
import { AttendanceShifts1764520000000 as MysqlAttendanceShifts } from './mysql/1764520000000-attendance-shifts';
import { AttendanceShifts1764520000000 as SqliteAttendanceShifts } from './sqlite/1764520000000-attendance-shifts';
import { CountMonths1764531000000 as MysqlCountMonths } from './mysql/1764531000000-count-months';
import { CountMonths1764531000000 as SqliteCountMonths } from './sqlite/1764531000000-count-months';
import { ClassListIndex1764536000000 as MysqlClassListIndex } from './mysql/1764536000000-class-list-index';
import { ClassListIndex1764536000000 as SqliteClassListIndex } from './sqlite/1764536000000-class-list-index';
import { Leases1764541000000 as MysqlLeases } from './mysql/1764541000000-leases';
import { Leases1764541000000 as SqliteLeases } from './sqlite/1764541000000-leases';
import { ReportHeadings1764546000000 as MysqlReportHeadings } from './mysql/1764546000000-report-headings';
import { ReportHeadings1764546000000 as SqliteReportHeadings } from './sqlite/1764546000000-report-headings';
import { AuditHistory1764556000000 as MysqlAuditHistory } from './mysql/1764556000000-audit-history';
import { AuditHistory1764556000000 as SqliteAuditHistory } from './sqlite/1764556000000-audit-history';
import { WeeklyHoliday1764558000000 as MysqlWeeklyHoliday } from './mysql/1764558000000-weekly-holiday';
import { WeeklyHoliday1764558000000 as SqliteWeeklyHoliday } from './sqlite/1764558000000-weekly-holiday';
import { Visitors1764570000000 as MysqlVisitors } from './mysql/1764570000000-visitors';
import { Visitors1764570000000 as SqliteVisitors } from './sqlite/1764570000000-visitors';
import { AuditActorIndex1764575000000 as MysqlAuditActorIndex } from './mysql/1764575000000-audit-actor-index';
import { AuditActorIndex1764575000000 as SqliteAuditActorIndex } from './sqlite/1764575000000-audit-actor-index';

/**
 * Migrations per driver, oldest first. After changing entities: `npm run build:api`, then
 * `npm run migration -- Name` writes one file per driver; add both classes here.
 */
export const mysqlMigrations = [MysqlInitial, MysqlAdmission, MysqlResults, MysqlHardening, MysqlResultPublish, MysqlStaff, MysqlLeaves, MysqlStaffReports, MysqlFurniture, MysqlReceipts, MysqlVouchers, MysqlFees, MysqlCounts, MysqlHostel, MysqlStore, MysqlLibrary, MysqlDonor, MysqlArticles, MysqlFeeInstalments, MysqlControllerConsole, MysqlAttendance, MysqlSms, MysqlBoardingCounts, MysqlGuardianChildren, MysqlYearRollover, MysqlAttendanceShifts, MysqlCountMonths, MysqlClassListIndex, MysqlLeases, MysqlReportHeadings, MysqlAuditHistory, MysqlWeeklyHoliday, MysqlVisitors, MysqlAuditActorIndex];
export const sqliteMigrations = [SqliteInitial, SqliteAdmission, SqliteResults, SqliteHardening, SqliteResultPublish, SqliteStaff, SqliteLeaves, SqliteStaffReports, SqliteFurniture, SqliteReceipts, SqliteVouchers, SqliteFees, SqliteCounts, SqliteHostel, SqliteStore, SqliteLibrary, SqliteDonor, SqliteArticles, SqliteFeeInstalments, SqliteControllerConsole, SqliteAttendance, SqliteSms, SqliteBoardingCounts, SqliteGuardianChildren, SqliteYearRollover, SqliteAttendanceShifts, SqliteCountMonths, SqliteClassListIndex, SqliteLeases, SqliteReportHeadings, SqliteAuditHistory, SqliteWeeklyHoliday, SqliteVisitors, SqliteAuditActorIndex];
