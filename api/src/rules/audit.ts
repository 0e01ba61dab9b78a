/**
 * The kinds of record the history of changes keeps lines about (issue 26): the entity names of
 * audit lines, shared by the server's recording (platform/history.ts) and the web's audit screen.
 */
// Stryker disable StringLiteral,ArrayDeclaration: a constant list of entity names (tests/web/history.test.tsx checks each has its label); each mutant a full static run
export const AUDIT_ENTITIES = [
  'result', 'resultRow', 'receipt', 'voucher', 'feePayment', 'salarySheet', 'count', 'report', 'furniture', 'givenFurniture',
  'product', 'sale', 'bookLending', 'donation', 'donor', 'student', 'staff', 'user',
] as const;
// Stryker restore StringLiteral,ArrayDeclaration
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
