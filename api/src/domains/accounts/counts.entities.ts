export const countEntities: Function[] = [];
