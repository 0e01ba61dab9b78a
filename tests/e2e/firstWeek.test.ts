import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { shot as artifact, startApp, type App, pickOption, officePage, typeDate } from './harness';

/**
 * An office's first week (issue 25): a new academy registers, follows its dashboard's setup checklist
 * (each step's link opens its screen; the step ticks itself once done) to the first admission, takes a
 * fee with its receipt (the fund and head come from the fee rule) and sees it in the accounts, counts
 * the previous month, publishes a result and texts the class. The checklist and the dashboard are
 * photographed in English, Bengali and Arabic into /tmp/shots-25.
 *
 * Typed in the browser: registration, the class panel, the account heads, the receipt book, the fee
 * and the count. Entered through the API from the signed-in page (the screens have journeys of their
 * own): the fee rule, a staff member, the admission and the result; the SMS balance is the
 * controller's top-up. The text goes from the messaging screen, confirmed with its recipients and cost.
 */
jest.setTimeout(300_000);

let app: App;
let page: Page;
const email = `week-${Date.now()}@example.test`;
const password = 'week-pass-1';
const now = new Date();
const ym = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
const lastMonth = ym(new Date(now.getFullYear(), now.getMonth() - 1, 1));
const SHOTS = '/tmp/shots-25';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startApp();
  page = await officePage(app);
});
afterAll(async () => {
  await app?.stop();
});

async function shot(name: string) {
  await artifact(page, name);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A GraphQL call from the signed-in page (its cookie); the answer's data, or the test fails with its errors. */
async function api<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(async ({ query, variables }) => {
    const r = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin', body: JSON.stringify({ query, variables }) });
    return r.json() as Promise<{ data?: unknown; errors?: unknown[] }>;
  }, { query, variables });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data as T;
}

const dialog = () => page.locator('.ant-modal:visible');
const saved = () => page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
const checklist = () => page.getByTestId('setup-checklist');
const step = (key: string) => page.getByTestId(`setup-${key}`);

/** Back to the dashboard, where the step `key` has ticked itself. */
async function ticked(key: string) {
  await page.goto(`${app.url}/dashboard`);
  await step(key).and(page.locator('[data-done="true"]')).waitFor({ timeout: 20000 });
}

/** Follows a step's link on the dashboard to its screen. */
async function follow(key: string, path: string) {
  await page.goto(`${app.url}/dashboard`);
  await step(key).getByRole('link').click();
  await page.waitForURL(`**${path}`);
}

test('a new academy registers and meets its setup checklist, not the whole menu', async () => {
  await page.goto(`${app.url}/new_academy`);
  await page.fill('#name', 'Crescent Model School');
  await page.fill('#englishName', 'Crescent Model School');
  await page.fill('#address', 'Khulna');
  await page.fill('#englishAddress', 'Khulna');
  await page.fill('#mobile', '01712345670');
  await pickOption(page, page.locator('#academyType'), 'School');
  await page.fill('#numberOfStudents', '120');
  await page.fill('#email', email);
  await pickOption(page, page.locator('#language'), 'English');
  await page.fill('#password', password);
  await page.fill('#cpassword', password);
  await page.click('button[type=submit]');
  await page.waitForURL('**/dashboard', { timeout: 20000 });
  await checklist().waitFor({ timeout: 20000 });
  await checklist().getByText('0 of 7 done').waitFor();
  for (const key of ['classes', 'feeRules', 'accountHeads', 'receiptBook', 'staff', 'admission', 'smsBalance']) {
    expect(await step(key).getAttribute('data-done')).toBe('false');
  }
  // The quick links are the superUser's few tasks, each named.
  const quick = page.locator('.ant-card', { hasText: 'Quick links' }).locator('[role=link]');
  expect(await quick.count()).toBeLessThanOrEqual(6);
  expect(await quick.first().getAttribute('aria-label')).toBeTruthy();
  await shot('checklist-new-en');
});

test('the admission form\'s empty department picker points to the class panel', async () => {
  await page.goto(`${app.url}/studentList`);
  await page.getByRole('button', { name: 'New admission' }).click();
  await dialog().locator('#department').click();
  const hint = page.locator('.ant-select-dropdown:visible').getByText('No classes yet: the class panel adds them.');
  await hint.waitFor();
  await shot('admission-no-classes-en');
  await page.locator('.ant-select-dropdown:visible').getByRole('link', { name: 'Open the class panel' }).click();
  await page.waitForURL('**/classPanel');
});

test('classes: the class panel, from the checklist', async () => {
  await follow('classes', '/classPanel');
  await page.getByRole('button', { name: 'Add class' }).click();
  await page.getByRole('combobox', { name: 'Department' }).fill('Primary');
  await page.getByRole('textbox', { name: 'Class' }).fill('Class One');
  await page.getByRole('combobox', { name: 'Book 1' }).fill('Bangla');
  await page.getByRole('combobox', { name: 'Book 2' }).fill('Mathematics');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await saved();
  await ticked('classes');
});

test('fee rules and account heads, from the checklist', async () => {
  await follow('feeRules', '/feeRules');
  await api('mutation($r: [FeeRuleInput!]!) { saveFeeRules(rules: $r) { id } }', {
    r: [{ fund: 'generalFund', title: 'monthly_fee', amount: 600, classes: ['Class One'], groups: [] }],
  });
  await ticked('feeRules');
  await follow('accountHeads', '/regardingChanging');
  await page.getByLabel('General fund expense heads: New head').fill('Electricity');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved();
  await ticked('accountHeads');
});

test('a receipt book, approved by the superUser from the checklist', async () => {
  await follow('receiptBook', '/approvedReceiptBooks');
  await page.getByRole('button', { name: 'Approve receipt books' }).click();
  await dialog().getByLabel('Book no. 1', { exact: true }).fill('5');
  await dialog().getByLabel('Receipt till 1', { exact: true }).fill('50');
  await pickOption(page, dialog().getByLabel('Department 1', { exact: true }), 'Accounts');
  await dialog().locator('button[type=submit]').click();
  await saved();
  await ticked('receiptBook');
});

test('staff, the first admission and an SMS balance tick the rest; the checklist is then gone', async () => {
  await follow('staff', '/officiants');
  await api('mutation($i: StaffInput!) { saveStaff(input: $i) { id } }', {
    i: { name: 'Rokeya Begum', fatherName: 'Abdul Hamid', designation: 'Head teacher', birthDate: '1985-02-01', mobile: '01712000111', nid: '1985123456789' },
  });
  await ticked('staff');
  await follow('admission', '/studentList');
  await api('mutation($i: StudentInput!) { saveStudent(input: $i) { id admitNo } }', {
    i: {
      newOld: 'new', department: 'Primary', residenceType: 'nonResidential', category: 'general', assignAdmitNo: true,
      name: 'Tahmid Hasan', fatherName: 'Mahbub Hasan', village: 'Sonadanga', postOffice: 'Khulna', subDistrict: 'Sonadanga', district: 'Khulna',
      birthDate: '2019-04-10', guardianMobile: '01712000222', relationWithGuardian: 'father', fatherJob: 'Teacher', choosingClass: 'Class One', approvedClass: 'Class One',
    },
  });
  await ticked('admission');
  await checklist().getByText('6 of 7 done').waitFor();
  await shot('checklist-six-en');
  // The same checklist in Bengali and Arabic (right to left).
  for (const lang of ['bn', 'ar']) {
    await page.evaluate((l) => localStorage.setItem('talim.lang', l), lang);
    await page.goto(`${app.url}/dashboard`);
    await checklist().waitFor({ timeout: 20000 });
    await step('smsBalance').locator('a, span').first().waitFor();
    if (lang === 'ar') await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await shot(`checklist-six-${lang}`);
  }
  await page.evaluate(() => localStorage.setItem('talim.lang', 'en'));
  // The SMS balance comes from Talim: the controller tops it up.
  const code = (await api<{ me: { code: string } }>('{ me { code } }')).me.code;
  const controller = await app.browser.newPage();
  await controller.goto(`${app.url}/controller_login`);
  await controller.fill('#email', 'controller@talim.app');
  await controller.fill('#password', 'controller1');
  await controller.fill('#code', '246810');
  await controller.click('button[type=submit]');
  await controller.waitForURL('**/controller/dashboard');
  const top = await controller.evaluate(async (c) => {
    const r = await fetch('/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin',
      body: JSON.stringify({ query: `mutation { controllerTopUpBalance(input: { code: "${c}", amount: 100, balanceExpiry: "2099-12-31" }) { code } }` }),
    });
    return r.json() as Promise<{ errors?: unknown }>;
  }, code);
  expect(top.errors).toBeUndefined();
  await controller.close();
  await page.goto(`${app.url}/dashboard`);
  await page.locator('.ant-card', { hasText: 'Quick links' }).waitFor();
  await page.waitForTimeout(1500);
  expect(await checklist().count()).toBe(0);
});

test('takes a fee with its receipt by default: fund and head from the fee rule, no second asking', async () => {
  await page.goto(`${app.url}/studentFees`);
  await page.getByRole('button', { name: /Take a fee/ }).click();
  await dialog().getByLabel('Admit no').fill('1');
  await dialog().getByRole('button', { name: /Find/ }).click();
  await dialog().getByTestId('fee-student-name').waitFor();
  const monthName = now.toLocaleString('en', { month: 'long' });
  const row = dialog().getByTestId('fee-item-monthly_fee');
  await row.getByRole('button', { name: monthName, exact: true }).click();
  await typeDate(page, dialog().getByLabel('Date', { exact: true }), `${lastMonth}-28`, 'Tab');
  const issue = dialog().getByRole('checkbox', { name: 'Issue its receipt' });
  await issue.waitFor();
  expect(await issue.isChecked()).toBe(true);
  expect(await dialog().getByLabel('Fund', { exact: true }).count()).toBe(0);
  await shot('fee-with-receipt-en');
  await dialog().getByRole('button', { name: 'Save the payment' }).click();
  await saved();
  await page.goto(`${app.url}/receipt`);
  const receipt = page.locator('tr.ant-table-row', { hasText: 'Tahmid Hasan' });
  await receipt.waitFor({ timeout: 20000 });
  expect(await receipt.textContent()).toContain('Monthly fee');
  expect(await receipt.textContent()).toContain('Not yet counted');
  await shot('fee-receipt-listed-en');
});

test('counts the previous month: the fee is in its income', async () => {
  await page.goto(`${app.url}/mgi`);
  await typeDate(page, page.getByLabel('Month', { exact: true }), lastMonth);
  await page.locator('.talim-counts').getByText('Tahmid Hasan').first().waitFor({ timeout: 20000 });
  await page.locator('.talim-counts button', { hasText: /^Save$/ }).click();
  await saved();
  await page.locator('.talim-counts .ant-tag', { hasText: 'Saved' }).waitFor();
  await shot('count-last-month-en');
  await page.goto(`${app.url}/receipt`);
  const receipt = page.locator('tr.ant-table-row', { hasText: 'Tahmid Hasan' });
  await receipt.waitFor();
  expect(await receipt.textContent()).toContain('Counted');
});

test('publishes a result and texts the class, confirming the recipients and the cost first', async () => {
  const year = now.getFullYear();
  const created = await api<{ createResult: { id: number } }>('mutation($i: ResultInput!) { createResult(input: $i) { id } }', {
    i: { className: 'Class One', groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, year, rows: [{ admitNo: 1, name: '', marks: [78, 91] }] },
  });
  await api('mutation($id: Int!) { publishResult(id: $id, published: true) { id } }', { id: created.createResult.id });
  await page.goto(`${app.url}/messaging`);
  await pickOption(page, page.getByLabel('Class', { exact: true }), 'Class One');
  await page.getByLabel('Text', { exact: true }).fill('The first term result is out.');
  await page.getByTestId('sms-total').filter({ hasText: '1 receiver' }).waitFor();
  // A double click asks once; nothing goes before the office confirms.
  await page.getByRole('button', { name: 'Send', exact: true }).dblclick();
  const confirm = page.locator('.ant-modal-confirm:visible');
  await confirm.getByText('1 receiver, 0.40 taka in all, taken from the SMS balance.').waitFor();
  expect(await confirm.count()).toBe(1);
  await shot('sms-confirm-en');
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByTestId('sms-progress').getByText('1 of 1 done: 1 sent, 0 failed').waitFor({ timeout: 30000 });
  expect(await page.getByLabel('Text', { exact: true }).inputValue()).toBe('');
  expect(await page.locator('tr.ant-table-row', { hasText: 'The first term result is out.' }).count()).toBe(1);
});

test('the dashboard in English, Bengali and Arabic: income of the fee, the latest result', async () => {
  for (const lang of ['en', 'bn', 'ar']) {
    await page.evaluate((l) => localStorage.setItem('talim.lang', l), lang);
    await page.goto(`${app.url}/dashboard`);
    await page.locator('.ant-card').first().waitFor();
    if (lang === 'ar') await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    for (let i = 0; i < 12; i++) {
      await page.evaluate(() => window.scrollBy(0, 600));
      await page.waitForTimeout(300);
    }
    await page.getByTestId('accounts-charts').locator('.recharts-bar-rectangle').first().waitFor({ timeout: 20000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(`dashboard-${lang}`);
  }
  await page.evaluate(() => localStorage.setItem('talim.lang', 'en'));
});
