import type { Page } from 'playwright-core';
import { chooseFromMenu, shot, startApp, type App, pickOption } from './harness';

/**
 * The first journey of a new school: register an academy, sign out and in again, add classes
 * with books, switch to Arabic and see the layout flip, sign out. Runs the built app in Chromium.
 */
jest.setTimeout(120_000);

let app: App;
let page: Page;
const email = `e2e-${Date.now()}@example.test`;
const password = 'e2e-pass-1';

beforeAll(async () => {
  app = await startApp();
  page = await app.browser.newPage({ viewport: { width: 1366, height: 900 } });
});
afterAll(async () => {
  await app?.stop();
});

const html = (name: 'lang' | 'dir') => page.evaluate((n) => document.documentElement.getAttribute(n), name);

async function pick(selectId: string, option: string) {
  await pickOption(page, page.locator(`#${selectId}`), option);
}

test('the landing page is in Bengali by default', async () => {
  await page.goto(`${app.url}/`);
  await page.getByRole('link', { name: 'লগইন' }).first().waitFor().catch(() => page.locator('h1').first().waitFor());
  expect(await html('lang')).toBe('bn');
  expect(await html('dir')).toBe('ltr');
  await shot(page, 'landing-bn');
  await page.evaluate(() => localStorage.setItem('talim.lang', 'en'));
});

test('a new academy registers itself and lands on its dashboard', async () => {
  await page.goto(`${app.url}/new_academy`);
  await page.fill('#name', 'Green Valley School');
  await page.fill('#englishName', 'Green Valley School');
  await page.fill('#address', 'Sylhet');
  await page.fill('#englishAddress', 'Sylhet');
  await page.fill('#mobile', '01712345678');
  await pick('academyType', 'School');
  await page.fill('#numberOfStudents', '250');
  await page.fill('#email', email);
  await pick('language', 'English');
  await page.fill('#password', password);
  await page.fill('#cpassword', password);
  await page.click('button[type=submit]');
  await page.waitForURL('**/dashboard', { timeout: 20000 });
  await page.getByText('Green Valley School').first().waitFor();
  await shot(page, 'dashboard-en');
});

async function signOut() {
  await chooseFromMenu(page, page.getByRole('button', { name: 'Account' }), 'Log out');
  await page.waitForURL('**/login', { timeout: 20000 });
}

test('signs out and in again', async () => {
  await signOut();
  await page.fill('#email', email);
  await page.fill('#password', 'wrong-password');
  await page.click('button[type=submit]');
  await page.getByText('Invalid e-mail or password').first().waitFor();
  await page.fill('#password', password);
  await page.click('button[type=submit]');
  await page.waitForURL('**/dashboard', { timeout: 20000 });
});

test('adds classes with books in the class panel, and they stay after a reload', async () => {
  await page.getByRole('link', { name: 'Class panel' }).first().click();
  await page.waitForURL('**/classPanel');
  await page.getByRole('button', { name: 'Add class' }).click();
  await page.getByRole('combobox', { name: 'Department' }).fill('Primary');
  await page.getByRole('textbox', { name: 'Class' }).fill('Class One');
  await page.getByRole('combobox', { name: 'Book 1' }).fill('Bangla');
  await page.getByRole('combobox', { name: 'Book 2' }).fill('Drawing');
  await page.getByRole('switch', { name: 'Book 2 is optional' }).click();
  await page.getByRole('button', { name: 'Save' }).first().click();
  await page.getByText('Saved successfully').first().waitFor();
  await page.reload();
  const row = page.locator('tr', { hasText: 'Class One' });
  await row.waitFor();
  expect(await row.textContent()).toMatch(/Bangla.*Drawing.*Optional/);
  await shot(page, 'class-panel-en');
});

test('switching to Arabic flips the layout to right to left', async () => {
  await chooseFromMenu(page, page.getByRole('button', { name: 'Language' }), 'العربية');
  await page.waitForFunction(() => document.documentElement.getAttribute('dir') === 'rtl');
  expect(await html('lang')).toBe('ar');
  await page.locator('.ant-dropdown').first().waitFor({ state: 'hidden' });
  const nav = await page.locator('nav').first().boundingBox();
  expect(nav!.x).toBeGreaterThan(1366 / 2);
  await shot(page, 'class-panel-ar');
});

test('signs out', async () => {
  await page.evaluate(() => localStorage.setItem('talim.lang', 'en'));
  await page.reload();
  await signOut();
  expect(page.url()).toMatch(/\/login$/);
  await page.goto(`${app.url}/classPanel`);
  await page.waitForURL('**/login');
});
