import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEMO_DONATION_BOOK } from '../../api/src/db/seed/demo-accounts';
import { DEMO_GIFTS } from '../../api/src/db/seed/demo-donor';
import { amountInWords } from '../../api/src/rules/in-words';
import { shot as artifact, startApp, type App, pickOption, officePage, printedDocs, shotPrinted, signIn, waitPrinted } from './harness';

/**
 * The donation desk (issue 11 and the donation receipts of issue 10): the superUser registers a
 * life-time donor, sees and prints the life-time donors list, records a donation from the donor's row
 * as its receipt, printed when saved (issue 25 item 10), writes a donation receipt that needs the member check first (an
 * unknown member is sorryNotFound), sees the receipt's donation in the list, and prints the
 * receipt with the member number. Then the screens in Bengali and Arabic.
 */
jest.setTimeout(180_000);

/** The demo's approved book of the donation department. */
const BOOK = String(DEMO_DONATION_BOOK.bookNo);

let app: App;
let page: Page;

beforeAll(async () => {
  mkdirSync('/tmp/shots', { recursive: true });
  app = await startApp();
  page = await officePage(app);
  await signIn(page, app, 'demo@talim.app', 'demo1234');
});
afterAll(async () => {
  await app?.stop();
});

async function shot(p: Page, name: string) {
  await artifact(p, name);
  await p.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}
const dialog = () => page.locator('.ant-modal:visible');
const saved = () => page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
const printed = () => printedDocs(page);

async function pick(label: string, option: string) {
  await pickOption(page, dialog().getByLabel(label, { exact: true }), option);
}

test('registers a life-time donor; the member number is locked on edit', async () => {
  await page.goto(`${app.url}/donorList?type=lifeTime`);
  await page.locator('tr.ant-table-row').first().waitFor();
  await page.getByRole('button', { name: 'Add donor' }).click();
  // The next member number is suggested once two look-ups answer: typing before it lands let it
  // join what was typed under load (CI: '525' saved for '25'). Wait for it, then type over it.
  const memberNo = dialog().getByLabel('Member no.', { exact: true });
  for (let i = 0; i < 100 && (await memberNo.inputValue()) === ''; i++) await page.waitForTimeout(100);
  expect(await memberNo.inputValue()).not.toBe('');
  await memberNo.fill('25');
  expect(await memberNo.inputValue()).toBe('25');
  await dialog().getByLabel("Donor's name", { exact: true }).fill('Rafiqul Islam');
  await dialog().getByLabel('Mobile', { exact: true }).fill('01712000025');
  await dialog().getByLabel('Village', { exact: true }).fill('Barura');
  await dialog().getByLabel('Post office', { exact: true }).fill('Barura');
  await dialog().getByLabel('Sub-district', { exact: true }).fill('Barura');
  await dialog().getByLabel('District', { exact: true }).fill('Cumilla');
  await dialog().getByLabel('Pledged amount', { exact: true }).fill('10000');
  await shot(page, 'donor-form-en');
  await dialog().locator('button[type=submit]').click();
  await saved();
  const row = page.locator('tr.ant-table-row', { hasText: 'Rafiqul Islam' });
  await row.waitFor();
  expect(await row.textContent()).toContain('Life-time donor');
  // The life-time list has only life-time donors.
  expect(await page.locator('tr.ant-table-row', { hasText: 'General donor' }).count()).toBe(0);
  await row.getByRole('button', { name: 'Edit' }).click();
  expect(await dialog().getByLabel('Member no.', { exact: true }).isDisabled()).toBe(true);
  await page.keyboard.press('Escape');
  await shot(page, 'donor-lifetime-list-en');
  await page.getByRole('button', { name: /Print/ }).first().click();
  await waitPrinted(page, 1);
  const list = (await printed())[0];
  expect(list).toContain('Life-time donors');
  expect(list).toContain('Rafiqul Islam');
  await shotPrinted(page, 'donor-lifetime-print-en', shot);
});

test('one path from a donor to a printed receipt (issue 25 item 10): the donor\'s row records the donation as its receipt, printed when saved', async () => {
  // A donation receipt's pages lie in an approved book of its department (issue 22): the demo's
  // donation book (approved by its council member) gives the next page.
  await page.goto(`${app.url}/regardingChanging`);
  await page.getByLabel('General fund income heads: New head').fill('Donation');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved();

  await page.goto(`${app.url}/donorList`);
  const donorRow = page.locator('tr.ant-table-row', { hasText: 'Rafiqul Islam' });
  await donorRow.getByRole('button', { name: 'Record a donation of Rafiqul Islam' }).click();
  const save = dialog().locator('button[type=submit]');
  // the member is filled in and checked: no second lookup, the donor's name and address are in the receipt
  expect(await dialog().getByLabel('Member no.', { exact: true }).inputValue()).toBe('25');
  await dialog().getByTestId('member-name').getByText('Rafiqul Islam').waitFor();
  expect(await dialog().getByLabel('Name', { exact: true }).inputValue()).toBe('Rafiqul Islam');
  expect(await dialog().getByLabel('Address', { exact: true }).inputValue()).toBe('Barura, Barura, Barura, Cumilla');
  // the next page of the approved donation book
  for (let i = 0; i < 50 && (await dialog().getByLabel('Book no.', { exact: true }).inputValue()) !== BOOK; i++) await page.waitForTimeout(300);
  expect(await dialog().getByLabel('Book no.', { exact: true }).inputValue()).toBe(BOOK);
  for (let i = 0; i < 3 && (await dialog().getByLabel('Regarding', { exact: true }).isDisabled()); i++) {
    await pick('Fund', 'General fund');
    await page.waitForTimeout(300);
  }
  await pick('Regarding', 'Donation');
  await dialog().getByLabel('Amount (taka)', { exact: true }).fill('1500');
  await page.getByTestId('receipt-words').getByText(amountInWords(150000, 'en')).waitFor();
  await shot(page, 'donation-from-donor-form-en');
  await save.click();
  await saved();
  // printed as soon as it is saved
  await waitPrinted(page, 1);
  const slip = (await printed()).at(-1)!;
  expect(slip).toContain('Donation receipt');
  expect(slip).toContain('Member no.');
  expect(slip).toContain('Rafiqul Islam');
  expect(slip).toContain(amountInWords(150000, 'en'));
  await shotPrinted(page, 'donation-from-donor-print-en', shot);

  // the donation is in the list, recorded by its receipt, and prints it again
  await page.goto(`${app.url}/donationRecord1`);
  const row = page.locator('tr.ant-table-row', { hasText: 'Rafiqul Islam' }).filter({ hasText: 'Receipt' });
  await row.waitFor();
  expect(await row.textContent()).toContain(amountInWords(150000, 'en'));
  await shot(page, 'donation-list-en');
  await row.getByRole('button', { name: 'Print receipt' }).click();
  await waitPrinted(page, 1);
  expect((await printed()).at(-1)).toContain('Rafiqul Islam');
});

test('a donation receipt needs the member check; it records the donation and prints the member number', async () => {
  // the demo's donation book and the head 'Donation' (added above): its first pages are the demo's own
  // gifts (DEMO_GIFTS), the next went to the donation above
  await page.goto(`${app.url}/donationRecord1?tab=receipts`);
  await page.getByRole('button', { name: 'New receipt' }).click();
  const save = dialog().locator('button[type=submit]');
  await dialog().getByText('Manual', { exact: true }).click();
  await dialog().getByLabel('Book no.', { exact: true }).fill(BOOK);
  await dialog().getByLabel('Receipt no. from', { exact: true }).fill(String(DEMO_GIFTS.length + 2));
  await dialog().getByLabel('Member no.', { exact: true }).fill('999');
  await dialog().getByRole('button', { name: 'Check' }).click();
  await dialog().getByText('Sorry, nothing was found').waitFor();
  expect(await save.isDisabled()).toBe(true);
  await dialog().getByLabel('Member no.', { exact: true }).fill('25');
  await dialog().getByRole('button', { name: 'Check' }).click();
  await dialog().getByTestId('member-name').waitFor();
  expect(await dialog().getByLabel('Name', { exact: true }).inputValue()).toBe('Rafiqul Islam');
  // Under load a click can land while the dropdown still opens: pick the fund until its heads open up.
  for (let i = 0; i < 3 && (await dialog().getByLabel('Regarding', { exact: true }).isDisabled()); i++) {
    await pick('Fund', 'General fund');
    await page.waitForTimeout(300);
  }
  await pick('Regarding', 'Donation');
  await dialog().getByLabel('Amount (taka)', { exact: true }).fill('2000');
  await shot(page, 'donation-receipt-form-en');
  expect(await save.isDisabled()).toBe(false);
  await save.click();
  await saved();
  const row = page.locator('tr.ant-table-row', { hasText: 'Rafiqul Islam' }).filter({ hasText: '2,000.00' });
  await row.waitFor();
  await row.getByRole('button', { name: 'Print' }).click();
  // A new page load starts a new list of prints.
  await waitPrinted(page, 1);
  const slip = (await printed())[0];
  expect(slip).toContain('Donation receipt');
  expect(slip).toContain('Member no.');
  await shotPrinted(page, 'donation-receipt-print-en', shot);
  await page.getByRole('tab', { name: 'Donations' }).click();
  const recorded = page.locator('tr.ant-table-row', { hasText: 'Receipt' }).filter({ hasText: 'Rafiqul Islam' }).filter({ hasText: '2,000.00' });
  await recorded.waitFor();
  expect(await recorded.textContent()).toContain('2,000.00');
});

test('the screens in Bengali and Arabic (right to left)', async () => {
  for (const lang of ['bn', 'ar']) {
    await page.evaluate((l) => localStorage.setItem('talim.lang', l), lang);
    await page.goto(`${app.url}/donorList`);
    await page.locator('tr.ant-table-row').first().waitFor();
    if (lang === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shot(page, `donor-list-${lang}`);
    await page.locator('.ant-btn-primary', { has: page.locator('.anticon-plus') }).first().click();
    await dialog().waitFor();
    await shot(page, `donor-form-${lang}`);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    await page.goto(`${app.url}/donationRecord1`);
    await page.locator('tr.ant-table-row').first().waitFor();
    await shot(page, `donation-list-${lang}`);
  }
});
