import path from 'node:path';
import type { Page } from 'playwright-core';
import { shot, startApp, type App } from './harness';

/**
 * Bulk data entry (issue 13): the demo controller opens /controller/dataEntry, picks the demo
 * academy and "classes", checks a .csv with a repeated row (marked in the preview and listed by
 * row), imports the good rows, and sees them counted. Screens in en, bn and ar (right to left).
 */
jest.setTimeout(180_000);

let app: App;
const FIXTURE = path.join(__dirname, '..', 'fixtures', 'data-entry', 'classes-e2e.csv');

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

async function signedIn(lang: string): Promise<Page> {
  const page = await app.browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript((l) => localStorage.setItem('talim.lang', l), lang);
  await page.goto(`${app.url}/controller_login`);
  await page.fill('#email', 'controller@talim.app');
  await page.fill('#password', 'controller1');
  await page.fill('#code', '246810');
  await page.click('button[type=submit]');
  await page.waitForURL('**/controller/dashboard');
  await page.goto(`${app.url}/controller/dataEntry`);
  return page;
}

const CLASSES: Record<string, string> = { en: 'Classes', bn: 'শ্রেণি', ar: 'الفصول' };

async function chooseAndCheck(page: Page, lang: string): Promise<void> {
  const open = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await page.locator('.ant-select').first().click();
  await open().first().click();
  await page.locator('.ant-select').nth(1).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${CLASSES[lang]}"]`).click();
  await page.setInputFiles('input[type=file]', FIXTURE);
  await page.locator('button').filter({ has: page.locator('.anticon-check-circle') }).click();
  try {
    await page.locator('[data-testid="bad-3-className"]').waitFor({ timeout: 30000 });
  } catch (e) {
    await shot(page, 'dataEntry-failed');
    throw e;
  }
}

test('checks a classes file, marks the repeated row, imports the good rows', async () => {
  const page = await signedIn('en');
  await page.getByText('Data entry').first().waitFor();
  await chooseAndCheck(page, 'en');
  await page.getByText('3 rows in the file; 1 with errors.').waitFor();
  await page.getByText('This already exists; a duplicate is not possible').first().waitFor();
  await shot(page, 'dataEntry-preview-en');
  await page.getByText('Import the good rows').click();
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByText('Imported 2 rows; skipped 1.').waitFor({ timeout: 30000 });
  await shot(page, 'dataEntry-imported-en');
  await page.close();
});

test('bn and ar (right to left)', async () => {
  for (const lang of ['bn', 'ar']) {
    const page = await signedIn(lang);
    await chooseAndCheck(page, lang);
    if (lang === 'ar') expect(await page.locator('.ant-app, body *[dir=rtl], .ant-select-rtl').count()).toBeGreaterThan(0);
    await shot(page, `dataEntry-preview-${lang}`);
    await page.close();
  }
});
