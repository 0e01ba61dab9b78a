import type { RestRoutes } from '../../platform/rest';

/** /api/adminis routes of this area (filled by the area's work). */
export const leaveRest: RestRoutes = {};

/** /api/education student leave routes (spec doc 1 §7 Education). */
export const studentLeaveRest: RestRoutes = {};
