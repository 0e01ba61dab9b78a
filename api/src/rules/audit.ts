/**
 * The kinds of record the history of changes keeps lines about (issue 26): the entity names of
 * audit lines, shared by the server's recording (platform/history.ts) and the web's audit screen.
 */
export const AUDIT_ENTITIES = [
  'result', 'resultRow', 'receipt', 'voucher', 'feePayment', 'salarySheet', 'count', 'report', 'furniture', 'givenFurniture',
  'product', 'sale', 'bookLending', 'donation', 'donor', 'student', 'staff', 'user',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
