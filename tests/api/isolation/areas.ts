import type { IsolationArea } from './area';
import { countsArea } from './counts';
import { feesArea } from './fees';
import { furnitureArea } from './furniture';
import { leavesArea } from './leaves';
import { receiptsArea } from './receipts';
import { staffArea } from './staff';
import { staffReportsArea } from './staffReports';
import { vouchersArea } from './vouchers';

/** Every area's isolation cases; a new area adds its module here. */
export const areas: IsolationArea[] = [leavesArea, staffArea, staffReportsArea, furnitureArea, vouchersArea, receiptsArea, feesArea, countsArea];
