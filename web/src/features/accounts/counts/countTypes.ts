import { typeOf, typeParts, type AnyCountType, type CountDepartment, type TypeParts } from '@rules/counts';

/** The twelve routes of the counting screen (/mci … /ygr): the type is the path. */
export const COUNT_ROUTES = ['mci', 'mgi', 'yci', 'ygi', 'mce', 'mge', 'yce', 'yge', 'mcr', 'mgr', 'ycr', 'ygr'] as const;

/** The boarding department's twelve routes: the same types after 'boarding' (/boardingmgi … /boardingygr), as /boardingreceipt. */
export const BOARDING_PREFIX = 'boarding';
export const BOARDING_COUNT_ROUTES = COUNT_ROUTES.map((p) => `${BOARDING_PREFIX}${p}`);

/**
 * The type and department of a route path ('/mgi' → mgi of accounts, '/boardingmgr' → mgr of
 * boarding); unknown paths fall back to the monthly general income count.
 */
export function typeFromPath(pathname: string): { type: AnyCountType; parts: TypeParts; department: CountDepartment } {
  const raw = pathname.replace(/^\/+/, '').split('/')[0];
  const boarding = raw.startsWith(BOARDING_PREFIX);
  const parts = typeParts(boarding ? raw.slice(BOARDING_PREFIX.length) : raw) ?? typeParts('mgi')!;
  return { type: typeOf(parts), parts, department: boarding ? 'boarding' : 'accounts' };
}

/** The route of the same kind with another fund, period or department (the screen's switches). */
export function switched(parts: TypeParts, change: Partial<TypeParts>, department: string = 'accounts'): string {
  return `/${department === 'boarding' ? BOARDING_PREFIX : ''}${typeOf({ ...parts, ...change })}`;
}

/** The period string of a chosen month or year ('YYYY-MM' or 'YYYY'). */
export function periodOf(period: TypeParts['period'], year: number, month: number): string {
  return period === 'monthly' ? `${year}-${String(month).padStart(2, '0')}` : String(year);
}
