import type { Page } from 'playwright-core';
import { shot, startApp, type App, pickOption, officePage, printedDocs, shotPrinted, signIn, waitPrinted } from './harness';

/**
 * The hostel manager's day (issue 11): a teacher (hostel reports have no role restriction) opens
 * /studentReport with the demo reports coloured by stage, adds a report found by admit number
 * (an unknown number is sorryNotFound), adds a third-term report with its own headings, prints a
 * report sheet and the list, and makes the attendance register at /registers. Screens in en, bn, ar.
 */
jest.setTimeout(180_000);

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = await officePage(app);
  await signIn(page, app, 'teacher@talim.app', 'teacher1');
});
afterAll(async () => {
  await app?.stop();
});

const dialog = () => page.locator('.ant-modal:visible');
const printed = () => printedDocs(page);

async function pick(label: string, option: string) {
  await pickOption(page, dialog().getByLabel(label, { exact: true }), option);
}

test('lists the demo reports coloured by stage', async () => {
  await page.goto(`${app.url}/studentReport`);
  await page.getByRole('heading', { name: 'Hostel student reports' }).waitFor();
  await page.locator('tr.ant-table-row').first().waitFor();
  expect(await page.locator('tr.ant-table-row.talim-stage-difficult').count()).toBeGreaterThan(0);
  expect(await page.locator('tr.ant-table-row.talim-stage-intermediate').count()).toBeGreaterThan(0);
  await shot(page, 'hostel-list-en');
});

test('adds a report found by admit number; an unknown number is not found', async () => {
  await page.getByRole('button', { name: 'New report' }).click();
  const save = dialog().locator('button[type=submit]');
  expect(await save.isDisabled()).toBe(true);
  await dialog().getByLabel('Admit no.', { exact: true }).fill('9999');
  await dialog().getByRole('button', { name: 'Find' }).click();
  await dialog().getByText('Sorry, nothing was found').waitFor();
  expect(await save.isDisabled()).toBe(true);
  await dialog().getByLabel('Admit no.', { exact: true }).fill('3');
  await dialog().getByRole('button', { name: 'Find' }).click();
  const name = (await dialog().getByTestId('hostel-student-name').textContent())!.trim();
  expect(name.length).toBeGreaterThan(0);
  await dialog().getByText('Difficult', { exact: true }).click();
  await dialog().getByLabel('Heading 1', { exact: true }).fill('Salah');
  await dialog().getByLabel('Score 1', { exact: true }).fill('60');
  await dialog().getByLabel('Heading 2', { exact: true }).fill('Quran');
  await dialog().getByLabel('Score 2', { exact: true }).fill('55');
  await dialog().locator('#comment').fill('Late for Fajr three times');
  await shot(page, 'hostel-form-en');
  await save.click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  const row = page.locator('tr.ant-table-row', { hasText: name }).filter({ hasText: 'Difficult' }).first();
  await row.waitFor();
  expect(await row.getAttribute('class')).toContain('talim-stage-difficult');
  expect(await row.textContent()).toContain('57.5');
});

test('a third-term report uses its own headings and prints on its sheet', async () => {
  await page.getByRole('button', { name: 'New report' }).click();
  await dialog().getByLabel('Admit no.', { exact: true }).fill('6');
  await dialog().getByRole('button', { name: 'Find' }).click();
  await dialog().getByTestId('hostel-student-name').waitFor();
  await pick('Report type', 'Third term (annual) exam');
  await dialog().getByText('Prayer (salah)').waitFor();
  expect(await dialog().getByLabel('Heading 1', { exact: true }).count()).toBe(0);
  await dialog().getByLabel('Score 1', { exact: true }).fill('80');
  await dialog().getByLabel('Score 3', { exact: true }).fill('70');
  await dialog().getByText('Intermediate', { exact: true }).click();
  await shot(page, 'hostel-form-third-term-en');
  await dialog().locator('button[type=submit]').click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  await dialog().waitFor({ state: 'detached', timeout: 20000 });
  const row = page.locator('tr.ant-table-row', { hasText: 'Third term (annual) exam' }).filter({ hasText: '75' }).first();
  await row.waitFor();
  expect(await row.getAttribute('class')).toContain('talim-stage-intermediate');
  await row.getByRole('button', { name: 'Print report sheet' }).click();
  await waitPrinted(page, 1);
  const sheet = (await printed())[0];
  expect(sheet).toContain('Hostel student report');
  expect(sheet).toContain('Prayer (salah)');
  expect(sheet).toContain('Study');
  await shotPrinted(page, 'hostel-sheet-en');
});

test('prints the list with its stage counts', async () => {
  await page.locator('button').filter({ hasText: /^\s*Print\s*$/ }).click();
  await waitPrinted(page, 2);
  const list = (await printed())[1];
  expect(list).toContain('hostel-stage-counts');
  expect(list).toContain('Difficult');
  await shotPrinted(page, 'hostel-list-print-en');
});

test('the hostel menu makes the attendance register and the report register', async () => {
  await page.goto(`${app.url}/registers`);
  await page.getByTestId('register-summary').waitFor();
  for (const [label, option] of [['Department', 'Kitab'], ['Class', 'Class 6']]) {
    await pickOption(page, page.getByLabel(label, { exact: true }), option);
  }
  await page.waitForFunction(() => !/^0 students/.test(document.querySelector('[data-testid="register-summary"]')?.textContent ?? '0 students'));
  await shot(page, 'hostel-registers-en');
  const before = (await printed()).length;
  await page.getByRole('button', { name: /Print attendance register/ }).click();
  await waitPrinted(page, before + 1);
  await page.getByText('Report register', { exact: true }).click();
  await page.getByRole('button', { name: /Print report register/ }).click();
  await waitPrinted(page, before + 2);
  const [attendance, report] = (await printed()).slice(before);
  expect(attendance).toContain('register-row');
  expect(report).toContain('report-page');
});

test('the screens in Bengali and Arabic (right to left)', async () => {
  for (const lang of ['bn', 'ar']) {
    await page.evaluate((l) => localStorage.setItem('talim.lang', l), lang);
    await page.goto(`${app.url}/studentReport`);
    await page.locator('tr.ant-table-row').first().waitFor();
    if (lang === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shot(page, `hostel-list-${lang}`);
    const before = (await printed()).length;
    await page.locator('tr.ant-table-row').first().getByRole('button').first().click();
    await waitPrinted(page, before + 1);
    await shotPrinted(page, `hostel-sheet-${lang}`);
    await page.locator('button:has(.anticon-plus)').first().click();
    const admit = dialog().locator('input[inputmode=numeric]').first();
    await admit.fill('5');
    await admit.press('Enter');
    await dialog().locator('[data-testid="hostel-student-name"]').waitFor();
    await shot(page, `hostel-form-${lang}`);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  }
});
