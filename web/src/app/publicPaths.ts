/**
 * The pages drawn without antd (plain elements and app/plain.css): the public landing, sign-in and
 * terms, and the guardian's pages (home, result, homework, fees, payments). Every other page gets
 * antd's provider (LocaleProvider's AntdLayer), loaded when first needed.
 */
export const WITHOUT_ANTD = /^\/((login|terms|guardian|student_fees)\/?|(result\/guardian|home_work|payments)\/[^/]+\/?)?$/;
