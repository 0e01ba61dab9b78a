import type { RequestHandler } from 'express';
import type { RestRoutes } from '../../platform/rest';

/** /api/account routes of this area (filled by the area's work). */
export const feeRest: RestRoutes = {};

/** Extra middleware by route key. */
export const feeRestBefore: Record<string, RequestHandler[]> = {};
