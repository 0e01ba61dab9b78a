import type { Page } from 'playwright-core';
import { shot, startApp, type App, officePage, signIn } from './harness';

/**
 * The librarian's day (issue 11): adds a book and prints its barcode label, provides it to a
 * student picked by scanning the student card (0.0-<admit number>) and the book (bookNo-part),
 * then takes it back in accept mode. Runs the built app with the demo academy (superUser).
 */
jest.setTimeout(180_000);

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = await officePage(app);
  await signIn(page, app, 'demo@talim.app', 'demo1234');
});
afterAll(async () => {
  await app?.stop();
});

const dialog = () => page.locator('.ant-modal:visible');
/** Types a scan and waits past the 1 s pause after typing stops. */
async function scan(text: string) {
  await dialog().getByTestId('library-scan').fill(text);
  await page.waitForTimeout(1400);
}

test('adds a book, sees the totals and prints its barcode label', async () => {
  await page.goto(`${app.url}/bookList`);
  await page.locator('tr.ant-table-row', { hasText: 'English for Today' }).waitFor();
  await page.getByRole('button', { name: 'Add book' }).click();
  await dialog().locator('#bookNo').fill('200');
  await dialog().locator('#part').fill('1');
  await dialog().locator('#bookName').fill('Riyadus Salihin');
  await dialog().locator('#writer').fill('Imam Nawawi');
  await dialog().locator('#price').fill('320');
  await dialog().locator('button[type=submit]').click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  const row = page.locator('tr.ant-table-row', { hasText: 'Riyadus Salihin' });
  await row.waitFor();
  await row.locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: /Barcode labels/ }).click();
  await page.waitForFunction(() => ((window as unknown as { printed?: string[] }).printed ?? []).length > 0, undefined, { timeout: 10000 });
  const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed.join(''));
  expect(printed).toContain('data-barcode="200-1"');
  await shot(page, 'library-books-en');
  await page.getByRole('tab', { name: 'Total books' }).click();
  await page.locator('tr.ant-table-row:visible', { hasText: 'তাফসীরে ইবনে কাসীর' }).first().waitFor();
  await shot(page, 'library-totals-en');
});

test('provides the book to a student picked by scanning the card; an out book is refused', async () => {
  await page.goto(`${app.url}/givingBook`);
  await page.getByRole('button', { name: 'Provide books' }).click();
  const save = dialog().locator('button[type=submit]');
  expect(await save.isDisabled()).toBe(true);
  await scan('0.0-2');
  await dialog().getByTestId('library-receiver').waitFor();
  expect(await save.isDisabled()).toBe(false);
  await scan('101-1');
  await page.getByText('Book 101-1 is out').first().waitFor();
  await scan('200-1');
  await dialog().locator('tr', { hasText: 'Riyadus Salihin' }).waitFor();
  await shot(page, 'library-provide-en');
  await save.click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  await page.locator('tr.ant-table-row', { hasText: '200-1' }).waitFor();
});

test('takes the book back in accept mode', async () => {
  await page.goto(`${app.url}/receivingBook`);
  const row = page.locator('tr.ant-table-row', { hasText: '200-1' });
  await row.waitFor();
  await row.locator('button', { hasText: /^Accept$/ }).click();
  await scan('200-1');
  await dialog().getByRole('button', { name: /Accept 1 scanned/ }).click();
  await page.getByText(/accepted back/).first().waitFor({ timeout: 20000 });
  await row.waitFor({ state: 'detached' });
  await shot(page, 'library-receiving-en');
});

test('the library screens in Bengali and Arabic (right to left)', async () => {
  for (const lang of ['bn', 'ar']) {
    await page.evaluate((l) => localStorage.setItem('talim.lang', l), lang);
    for (const route of ['bookList', 'givingBook', 'receivingBook']) {
      await page.goto(`${app.url}/${route}`);
      await page.locator('tr.ant-table-row:visible').first().waitFor();
      await shot(page, `library-${route}-${lang}`);
    }
  }
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await page.goto(`${app.url}/givingBook`);
  await page.getByRole('button', { name: 'إعارة كتب' }).click();
  await dialog().getByTestId('library-scan').waitFor();
  await shot(page, 'library-provide-ar');
});
