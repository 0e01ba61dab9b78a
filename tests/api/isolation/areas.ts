import type { IsolationArea } from './area';

/** Every area's isolation cases; a new area adds its module here. */
export const areas: IsolationArea[] = [];
