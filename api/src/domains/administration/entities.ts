import { furnitureEntities } from './furniture.entity';
import { leaveEntities } from './leave.entity';
import { staffReportEntities } from './staff-report.entity';
import { staffEntities } from './staff.entity';

/** The administration domain's entities (staff, duties, leaves, staff reports, furniture). */
export const administrationEntities = [...staffEntities, ...leaveEntities, ...staffReportEntities, ...furnitureEntities];
