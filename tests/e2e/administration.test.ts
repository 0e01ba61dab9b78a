import type { Page } from 'playwright-core';
import { shot, startApp, type App, pickOption, officePage, signIn, typeDate } from './harness';

/**
 * The administration office's day (issue 9): the principal registers a staff member, gives them a
 * leave, gives furniture out to their department, and prints their ID card. Runs the built app
 * with the demo academy, in English.
 */
jest.setTimeout(180_000);

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = await officePage(app);
  await signIn(page, app, 'principal@talim.app', 'principal1');
});
afterAll(async () => {
  await app?.stop();
});

const dialog = () => page.locator('.ant-modal:visible');

async function pick(label: string, option: string) {
  await pickOption(page, dialog().getByLabel(label, { exact: true }), option);
}

test('registers a staff member', async () => {
  await page.goto(`${app.url}/officiants`);
  await page.getByRole('button', { name: 'Register staff' }).click();
  await dialog().locator('#staffId').fill('T-900');
  await dialog().locator('#name').fill('Nurul Amin');
  await dialog().locator('#fatherName').fill('Abdul Amin');
  await dialog().locator('#designation').fill('Assistant teacher');
  await typeDate(page, dialog().locator('#birthDate'), '1988-02-14');
  await dialog().locator('#mobile').fill('01712345678');
  await dialog().locator('#nid').fill('1990123456789');
  await pick('Type', 'Teacher');
  await pick('Residence', 'Non-residential');
  await dialog().getByLabel('Salary (taka)').fill('18500');
  await shot(page, 'admin-staff-register-en');
  await dialog().locator('button[type=submit]').click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  const row = page.locator('tr.ant-table-row', { hasText: 'Nurul Amin' });
  await row.waitFor();
  expect(await row.textContent()).toContain('Assistant teacher');
});

test('gives the staff member a leave found by staff ID; days are counted inclusively', async () => {
  await page.goto(`${app.url}/leavesManage`);
  await page.getByRole('button', { name: 'Add leave' }).click();
  const save = dialog().locator('button[type=submit]');
  expect(await save.isDisabled()).toBe(true);
  await dialog().getByLabel('Staff ID', { exact: true }).fill('T-900');
  await dialog().getByRole('button', { name: 'Find' }).click();
  await dialog().getByText('Nurul Amin').waitFor();
  await typeDate(page, dialog().locator('#leaveStart'), '2026-12-01');
  await typeDate(page, dialog().locator('#leaveEnd'), '2026-12-03');
  await pick('Reason', 'Illness');
  await pick('Type', 'Written');
  await shot(page, 'admin-leave-en');
  await save.click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  const row = page.locator('tr.ant-table-row', { hasText: 'Nurul Amin' });
  await row.waitFor();
  const cells = await row.locator('td').allTextContents();
  expect(cells).toEqual(expect.arrayContaining(['2026-12-01', '2026-12-03', '3', 'Illness', 'Written']));
});

test('adds furniture and gives part of it to the staff member\'s department', async () => {
  await page.goto(`${app.url}/store`);
  await page.getByRole('button', { name: 'Add furniture' }).click();
  await dialog().getByLabel('Responsible', { exact: true }).fill('Office');
  await dialog().getByLabel('Name, row 1', { exact: true }).fill('Teacher chair');
  await dialog().getByLabel('Amount, row 1', { exact: true }).fill('12');
  await dialog().locator('button[type=submit]').click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  const row = page.locator('tr.ant-table-row', { hasText: 'Teacher chair' });
  await row.waitFor();
  await row.locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: /Give out/ }).click();
  await dialog().getByLabel('Amount of Teacher chair to give').fill('5');
  await dialog().getByLabel('Receiving department', { exact: true }).fill('Kitab');
  await dialog().getByLabel('Receiver', { exact: true }).fill('Nurul Amin');
  await shot(page, 'admin-give-furniture-en');
  await dialog().locator('button[type=submit]').click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  await dialog().waitFor({ state: 'detached', timeout: 20000 });
  // Total 12, given 5, remain 7.
  await page.waitForFunction(() => {
    const tr = [...document.querySelectorAll('tr.ant-table-row')].find((r) => r.textContent?.includes('Teacher chair'));
    const cells = [...(tr?.querySelectorAll('td') ?? [])].map((td) => td.textContent?.trim());
    return cells.join('|').includes('|12|5|7|');
  }, undefined, { timeout: 20000 });
  await shot(page, 'admin-store-after-give-en');
});

test('prints the staff member\'s ID card with a barcode', async () => {
  await page.goto(`${app.url}/officiants`);
  const row = page.locator('tr.ant-table-row', { hasText: 'Nurul Amin' });
  await row.waitFor();
  await row.locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: /ID cards/ }).click();
  const confirm = page.locator('.ant-modal:visible .ant-modal-footer button.ant-btn-primary');
  if (await confirm.count()) await confirm.last().click();
  await page.waitForFunction(() => ((window as unknown as { printed?: string[] }).printed ?? []).length > 0, undefined, { timeout: 10000 });
  const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed[0]);
  expect(printed).toContain('Nurul Amin');
  expect(printed).toContain('<svg');
});
