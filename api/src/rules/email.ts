/** The public site's path segment is the part of the academy e-mail before the @. */
export function emailSlug(email: string): string {
  return email.trim().toLowerCase().split('@')[0].replace(/[^a-z0-9._-]/g, '-');
}

/** Route names the public site's slug may not take, because the product uses them itself. */
// Stryker disable StringLiteral,ArrayDeclaration: a constant list of route names (rules-books-email.test.ts checks some); each mutant a full static run
export const RESERVED_SLUGS = new Set([
  'api', 'graphql', 'files', 'assets', 'login', 'new_academy', 'terms', 'super_admin', 'controller_login',
  'controller', 'dashboard', 'guardian', 'website', 'payments', 'home_work', 'student_attendance',
  'student_fees', 'notice', 'result', 'classpanel', 'users', 'healthz', 'developers',
]);
// Stryker restore StringLiteral,ArrayDeclaration
