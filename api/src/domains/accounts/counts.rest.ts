import type { RequestHandler } from 'express';
import type { RestRoutes } from '../../platform/rest';

/** /api/account routes of this area (filled by the area's work). */
export const countRest: RestRoutes = {};

/** Extra middleware by route key. */
export const countRestBefore: Record<string, RequestHandler[]> = {};
