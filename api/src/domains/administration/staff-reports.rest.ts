import type { RestRoutes } from '../../platform/rest';

/** /api/adminis routes of this area (filled by the area's work). */
export const staffReportRest: RestRoutes = {};
