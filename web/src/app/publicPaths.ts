/**
 * The pages drawn without antd (plain elements and app/plain.css): the public landing, sign-in and
 * terms, and the guardian's pages (home, result, homework, fees, payments, notice, attendance). Every other page gets
 * antd's provider (LocaleProvider's AntdLayer), loaded when first needed.
 */
export const WITHOUT_ANTD = /^\/((login|terms|guardian|student_fees|notice)\/?|(result\/guardian|home_work|payments|student_attendance)\/[^/]+\/?)?$/;

/** The guardian's phone pages: the installable app's scope (its service worker registers only here: features/guardian/guardianPwa.ts). */
export const GUARDIAN_PAGES = /^\/((guardian|student_fees|notice)\/?|(result\/guardian|home_work|payments|student_attendance)\/[^/]+\/?)$/;
