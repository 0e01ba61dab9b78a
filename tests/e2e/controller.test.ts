import type { Page } from 'playwright-core';
import { shot, startApp, type App } from './harness';

/**
 * The controller console (issue 13): the demo controller signs in, opens the academies, finds an
 * academy whose trial ended (self-registered with TRIAL_DAYS=0: not activated), activates it for a
 * year, and reads the change in the academy's history. Screens in en, bn and ar.
 */
jest.setTimeout(180_000);

let app: App;
let page: Page;
const email = `late${Date.now()}@madrasa.test`;

beforeAll(async () => {
  app = await startApp({ TRIAL_DAYS: '0' });
  const r = await fetch(`${app.url}/api/auth/new_academy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({
      name: 'Trial Ended Madrasa', address: 'Sylhet', englishName: 'Trial Ended Madrasa', englishAddress: 'Sylhet', country: 'BD',
      mobile: '01712121212', academyType: 'madrasa', language: 'bn', numberOfStudents: 120, email, password: 'late-pass', cpassword: 'late-pass', acceptTerms: true,
    }),
  });
  if (!r.ok) throw new Error(`registration failed: ${r.status} ${await r.text()}`);
  page = await app.browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => localStorage.setItem('talim.lang', localStorage.getItem('talim.lang') ?? 'en'));
  await page.goto(`${app.url}/controller_login`);
  await page.fill('#email', 'controller@talim.app');
  await page.fill('#password', 'controller1');
  await page.fill('#code', '246810');
  await page.click('button[type=submit]');
  await page.waitForURL('**/controller/dashboard');
});
afterAll(async () => {
  await app?.stop();
});

const dialog = () => page.locator('.ant-modal:visible');
/** The drawer's entry of a route (the items' names also carry their icons' labels). */
const menu = (path: string) => page.locator(`li.ant-menu-item[data-menu-id$="-${path}"]`);
const row = () => page.locator('tr.ant-table-row', { hasText: email });

test('activates an academy whose trial ended and sees the change in its history', async () => {
  await menu('/controller/academies').click();
  await page.waitForURL('**/controller/academies');
  await row().waitFor();
  await row().getByText('Not activated').waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'controller-academies-en');

  await row().getByRole('button', { name: 'Edit' }).click();
  await dialog().getByRole('button', { name: '+12 months' }).click();
  await dialog().getByLabel('Monthly bill (taka)').fill('1500');
  await page.waitForTimeout(400); // the activation buttons' transition
  await shot(page, 'controller-terms-en');
  await dialog().locator('button[type=submit]').click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  await row().getByText('Active').waitFor();

  await row().getByRole('button', { name: 'Change history' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await drawer.getByTestId('audit-entry').first().waitFor();
  await drawer.getByText('Terms changed').first().waitFor();
  await drawer.getByText('by controller@talim.app').first().waitFor();
  await drawer.getByText('1,500.00').first().waitFor();
  await page.waitForTimeout(400); // the drawer's slide-in
  await shot(page, 'controller-history-en');
  await drawer.locator('.ant-drawer-close').click();

  // The academy's own sign-in now reports it active.
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: app.url }, body: JSON.stringify({ email, password: 'late-pass' }),
  });
  expect((await login.json()).user.academy_status).toBe('active');
});

test('tops up the SMS balance', async () => {
  await row().getByRole('button', { name: 'Top up SMS balance' }).click();
  await dialog().getByLabel('Amount to add (taka)').fill('250');
  await dialog().locator('button[type=submit]').click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  await row().getByText('250.00').waitFor();
});

test("lists an academy's users and registers a moderator", async () => {
  await menu('/controller/users').click();
  await page.waitForURL('**/controller/users');
  await page.getByRole('combobox', { name: 'Institution' }).click();
  await page.keyboard.type('Trial Ended');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.locator('tr.ant-table-row', { hasText: email }).waitFor();
  expect(await page.locator('tr.ant-table-row').count()).toBe(1);
  await page.waitForLoadState('networkidle');
  await shot(page, 'controller-users-en');

  await menu('/controller/controllers').click();
  await page.waitForURL('**/controller/controllers');
  await page.getByRole('button', { name: 'Register' }).click();
  await dialog().locator('#firstName').fill('Nadia');
  await dialog().locator('#lastName').fill('Rahman');
  await dialog().locator('#email').fill('nadia@talim.app');
  await dialog().locator('#password').fill('nadia-pass');
  await dialog().locator('#cpassword').fill('nadia-pass');
  await dialog().locator('#securityCode').fill('13579');
  await shot(page, 'controller-operator-new-en');
  await dialog().locator('button[type=submit]').click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
  await page.locator('tr.ant-table-row', { hasText: 'nadia@talim.app' }).getByText('Moderator').waitFor();
  await shot(page, 'controller-controllers-en');
});

test('an academy whose SMS balance expired is highlighted', async () => {
  // The demo academy's balance, topped up with an expiry already past (the controller may set any date).
  const answer = await page.evaluate(async () => {
    const r = await fetch('/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin',
      body: JSON.stringify({ query: 'mutation { controllerTopUpBalance(input: { code: "100001", amount: 100, balanceExpiry: "2020-01-01" }) { balanceExpired } }' }),
    });
    return r.json() as Promise<{ data?: { controllerTopUpBalance: { balanceExpired: boolean } } }>;
  });
  expect(answer.data?.controllerTopUpBalance.balanceExpired).toBe(true);
  await page.goto(`${app.url}/controller/academies`);
  const demo = page.locator('tr.ant-table-row', { hasText: 'demo@talim.app' });
  await demo.waitFor();
  expect(await demo.getAttribute('class')).toContain('talim-row-warning');
  await expect(row().getAttribute('class')).resolves.not.toContain('talim-row-warning');
});

test('the screens in Bangla and Arabic (right to left)', async () => {
  for (const lang of ['bn', 'ar']) {
    await page.evaluate((l) => localStorage.setItem('talim.lang', l), lang);
    await page.goto(`${app.url}/controller/academies`);
    await row().waitFor();
    if (lang === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.waitForLoadState('networkidle');
    await shot(page, `controller-academies-${lang}`);
    await page.goto(`${app.url}/controller/controllers`);
    await page.locator('tr.ant-table-row', { hasText: 'nadia@talim.app' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `controller-controllers-${lang}`);
    await page.goto(`${app.url}/controller/users`);
    await page.locator('tr.ant-table-row', { hasText: email }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `controller-users-${lang}`);
  }
  await page.evaluate(() => localStorage.setItem('talim.lang', 'en'));
});
