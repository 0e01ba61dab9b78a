export const staffReportEntities: Function[] = [];
