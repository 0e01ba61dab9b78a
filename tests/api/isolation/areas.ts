import type { IsolationArea } from './area';
import { academyExportArea } from './academyExport';
import { articlesArea } from './articles';
import { attendanceArea } from './attendance';
import { countsArea } from './counts';
import { dataEntryArea } from './dataEntry';
import { dashboardArea } from './dashboard';
import { donorArea } from './donor';
import { hostelArea } from './hostel';
import { libraryArea } from './library';
import { storeArea } from './store';
import { feesArea } from './fees';
import { furnitureArea } from './furniture';
import { guardianArea } from './guardian';
import { historyArea } from './history';
import { leavesArea } from './leaves';
import { receiptsArea } from './receipts';
import { rolloverArea } from './rollover';
import { smsArea } from './sms';
import { staffArea } from './staff';
import { staffReportsArea } from './staffReports';
import { visitorsArea } from './visitors';
import { vouchersArea } from './vouchers';

/** Every area's isolation cases; a new area adds its module here. */
export const areas: IsolationArea[] = [leavesArea, staffArea, staffReportsArea, furnitureArea, vouchersArea, receiptsArea, feesArea, countsArea, hostelArea, storeArea, libraryArea, donorArea, articlesArea, attendanceArea, smsArea, dataEntryArea, guardianArea, rolloverArea, dashboardArea, historyArea, academyExportArea, visitorsArea];
