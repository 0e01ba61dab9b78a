export const receiptEntities: Function[] = [];
