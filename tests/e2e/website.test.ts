import type { Page } from 'playwright-core';
import { shot, startApp, type App } from './harness';

/**
 * The public site (issue 12): the office writes a notice with the rich text editor on /articles,
 * a visitor sees it scrolling on the demo academy's home with the about article, the staff cards
 * and the contacts, opens it, and a missing article is sorryNotFound. The built app, demo academy.
 */
jest.setTimeout(180_000);

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = await app.browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.addInitScript(() => { if (!localStorage.getItem('talim.lang')) localStorage.setItem('talim.lang', 'en'); });
  await page.goto(`${app.url}/login`);
  await page.fill('#email', 'principal@talim.app');
  await page.fill('#password', 'principal1');
  await page.click('button[type=submit]');
  await page.waitForURL('**/dashboard');
});
afterAll(async () => {
  await app?.stop();
});

const dialog = () => page.locator('.ant-modal:visible');
const setLang = (lang: string) => page.evaluate((l) => localStorage.setItem('talim.lang', l), lang);

test('writes a notice with the editor; the list shows its preview', async () => {
  await page.goto(`${app.url}/articles`);
  await page.locator('tr.ant-table-row', { hasText: 'আমাদের কথা' }).waitFor();
  await page.getByRole('button', { name: 'New article' }).click();
  await dialog().locator('#title').fill('Sports day on Thursday');
  await dialog().locator('#writer').fill('Office');
  const editor = dialog().locator('.talim-rte-area');
  await editor.waitFor();
  await editor.click();
  await page.keyboard.type('All students gather at ');
  await dialog().getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('8 in the morning');
  await dialog().getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('. Bring water.');
  await shot(page, 'website-article-editor-en');
  await dialog().locator('button[type=submit]').click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  const row = page.locator('tr.ant-table-row', { hasText: 'Sports day on Thursday' });
  await row.waitFor();
  expect(await row.textContent()).toContain('All students gather at 8 in the morning. Bring water.');
  await shot(page, 'website-articles-en');

  // Editing opens the saved text in the editor, bold kept; the changed title is saved.
  await row.getByRole('button', { name: 'Edit' }).click();
  await dialog().locator('.talim-rte-area strong', { hasText: '8 in the morning' }).waitFor();
  await dialog().locator('#title').fill('Sports day on Thursday, 8 am');
  await dialog().locator('button[type=submit]').click();
  await page.locator('tr.ant-table-row', { hasText: 'Sports day on Thursday, 8 am' }).waitFor();
});

test('the public home shows the about article, the scrolling notices, staff cards and contacts; a notice opens', async () => {
  await page.goto(`${app.url}/demo`);
  await page.locator('#about').getByText('আমাদের কথা').waitFor();
  const ticker = page.locator('.talim-ticker');
  await ticker.getByText('Sports day on Thursday, 8 am').waitFor();
  expect(await ticker.textContent()).toContain('বার্ষিক পরীক্ষার সময়সূচি প্রকাশ');
  await page.locator('#staff').getByText('মাওলানা আব্দুর রহিম').waitFor();
  await page.locator('.talim-contact a[href^="mailto:"]').waitFor();
  await shot(page, 'website-home-en');
  await page.locator('#notices').getByRole('link', { name: 'Sports day on Thursday, 8 am' }).click();
  await page.waitForURL(/\/demo\/articles\/\d+$/);
  await page.locator('h1', { hasText: 'Sports day on Thursday, 8 am' }).waitFor();
  expect(await page.locator('.talim-article-body strong').textContent()).toBe('8 in the morning');
  await shot(page, 'website-article-en');

  await page.goto(`${app.url}/demo/articles/999999`);
  await page.getByRole('alert').getByText('Sorry, nothing was found').waitFor();
});

test('bn and ar (right to left), and a phone', async () => {
  for (const lang of ['bn', 'ar']) {
    await setLang(lang);
    await page.goto(`${app.url}/demo`);
    await page.locator('.talim-ticker').waitFor();
    await shot(page, `website-home-${lang}`);
    await page.locator('#notices a').first().click();
    await page.locator('.talim-article-body').waitFor();
    await shot(page, `website-article-${lang}`);
    await page.goto(`${app.url}/articles`);
    await page.locator('tr.ant-table-row').first().waitFor();
    await shot(page, `website-articles-${lang}`);
  }
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await setLang('bn');
  const phone = await app.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  await phone.addInitScript(() => localStorage.setItem('talim.lang', 'bn'));
  await phone.goto(`${app.url}/demo`);
  await phone.locator('#about').waitFor();
  await shot(phone, 'website-home-phone-bn');
  await phone.close();
});
