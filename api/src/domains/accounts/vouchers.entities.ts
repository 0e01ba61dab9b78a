export const voucherEntities: Function[] = [];
