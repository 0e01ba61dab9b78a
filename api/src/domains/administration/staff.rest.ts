import type { RestRoutes } from '../../platform/rest';

/** /api/adminis routes of this area (filled by the area's work). */
export const staffRest: RestRoutes = {};

/** Extra middleware by route (the photo upload of the register dialog). */
export const staffRestBefore: Record<string, import('express').RequestHandler[]> = {};
