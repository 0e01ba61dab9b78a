/** Any academy's export download for the controller (issue 26; the controller session cookie signs it). */
export const academyExportUrl = (code: string, workbookOnly = false) => `/api/controller/academy/export/${encodeURIComponent(code)}${workbookOnly ? '?workbook=1' : ''}`;
