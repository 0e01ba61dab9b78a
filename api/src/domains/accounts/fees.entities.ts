export const feeEntities: Function[] = [];
