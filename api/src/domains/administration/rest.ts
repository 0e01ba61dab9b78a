import type { Router } from 'express';
import { restTable } from '../../platform/rest';
import { furnitureRest } from './furniture.rest';
import { leaveRest } from './leaves.rest';
import { staffReportRest } from './staff-reports.rest';
import { staffRest, staffRestBefore } from './staff.rest';

/** /api/adminis: staff and duties, staff leave, staff reports, furniture (spec doc 1 §7 Administration). */
export function administrationRoutes(): Router {
  return restTable({ ...staffRest, ...leaveRest, ...staffReportRest, ...furnitureRest }, { ...staffRestBefore });
}
