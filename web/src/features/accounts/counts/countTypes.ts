import { typeOf, typeParts, type AnyCountType, type TypeParts } from '@rules/counts';

/** The twelve routes of the counting screen (/mci … /ygr): the type is the path. */
export const COUNT_ROUTES = ['mci', 'mgi', 'yci', 'ygi', 'mce', 'mge', 'yce', 'yge', 'mcr', 'mgr', 'ycr', 'ygr'] as const;

/** The type of a route path ('/mgi' → 'mgi'); unknown paths fall back to the monthly general income count. */
export function typeFromPath(pathname: string): { type: AnyCountType; parts: TypeParts } {
  const raw = pathname.replace(/^\/+/, '').split('/')[0];
  const parts = typeParts(raw) ?? typeParts('mgi')!;
  return { type: typeOf(parts), parts };
}

/** The route of the same kind with another fund or period (the screen's switches). */
export function switched(parts: TypeParts, change: Partial<TypeParts>): string {
  return `/${typeOf({ ...parts, ...change })}`;
}

/** The period string of a chosen month or year ('YYYY-MM' or 'YYYY'). */
export function periodOf(period: TypeParts['period'], year: number, month: number): string {
  return period === 'monthly' ? `${year}-${String(month).padStart(2, '0')}` : String(year);
}
