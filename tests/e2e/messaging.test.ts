import type { Page } from 'playwright-core';
import { shot, startApp, type App, pickOption, signIn } from './harness';

/**
 * The message service (issue 12): the education office sends an SMS to a class of the demo academy;
 * the send's progress bar fills, the delivery log shows one sent message per guardian, and the
 * balance goes down by parts × 0.40 taka × receivers. Then the balance inquiry in bn, en and ar.
 */
jest.setTimeout(180_000);

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = await app.browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.addInitScript(() => { if (!localStorage.getItem('talim.lang')) localStorage.setItem('talim.lang', 'en'); });
  await signIn(page, app, 'education@talim.app', 'edu12345');
});
afterAll(async () => {
  await app?.stop();
});

const balanceText = async () => (await page.locator('.ant-statistic', { hasText: 'Balance' }).first().locator('.ant-statistic-content').textContent()) ?? '';
const taka = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test('sends to a class: progress, the log, the balance', async () => {
  await page.goto(`${app.url}/messaging`);
  await page.getByRole('heading', { name: 'SMS and balance' }).waitFor();
  await page.getByText('taka').first().waitFor();
  const before = taka(await balanceText());
  await pickOption(page, page.getByLabel('Class', { exact: true }), 'Class 6');
  await page.getByLabel('Text', { exact: true }).fill('Exam on Sunday at 10');
  const total = page.getByTestId('sms-total');
  await total.filter({ hasText: /[1-9]\d* receivers?/ }).waitFor();
  const receivers = Number(((await total.textContent()) ?? '').match(/(\d+) receiver/)?.[1]);
  expect(receivers).toBeGreaterThan(0);
  expect(await total.textContent()).toContain(`${(receivers * 0.4).toFixed(2)} taka in all`);
  await shot(page, 'sms-compose-en');
  // Issue 25: a click asks first with the recipients and the cost; a second click sends nothing more.
  await page.getByRole('button', { name: 'Send', exact: true }).dblclick();
  const confirm = page.locator('.ant-modal-confirm:visible');
  await confirm.getByText(`${receivers} receivers, ${(receivers * 0.4).toFixed(2)} taka in all`).waitFor();
  expect(await page.locator('.ant-modal-confirm:visible').count()).toBe(1);
  await shot(page, 'sms-confirm-en');
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  const progress = page.getByTestId('sms-progress');
  await progress.getByText(`${receivers} of ${receivers} done: ${receivers} sent, 0 failed`).waitFor({ timeout: 30000 });
  expect(await progress.locator('.ant-progress').getAttribute('class')).toContain('success');
  await page.getByText(`${receivers} messages sent`).first().waitFor();
  expect(await page.getByLabel('Text', { exact: true }).inputValue()).toBe('');
  const rows = page.locator('tr.ant-table-row', { hasText: 'Exam on Sunday at 10' });
  await rows.first().waitFor();
  expect(await rows.count()).toBe(receivers);
  expect(await rows.filter({ hasText: 'Sent' }).count()).toBe(receivers);
  await page.waitForFunction((want) => {
    const el = [...document.querySelectorAll('.ant-statistic')].find((s) => s.textContent?.includes('Balance'));
    return Number((el?.querySelector('.ant-statistic-content')?.textContent ?? '').replace(/[^0-9.]/g, '')) === want;
  }, Math.round((before - receivers * 0.4) * 100) / 100);
  await shot(page, 'sms-sent-en');
});

test('one guardian: the admit number finds the student, who is shown before sending', async () => {
  await page.goto(`${app.url}/messaging`);
  await page.getByText('One guardian', { exact: true }).click();
  await page.getByLabel('Admit number', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Find' }).click();
  const shown = page.getByTestId('sms-guardian');
  await shown.waitFor();
  expect(await shown.textContent()).toContain('Guardian\'s mobile');
  await page.getByLabel('Text', { exact: true }).fill('আগামীকাল ছুটি');
  await page.getByTestId('sms-total').filter({ hasText: '1 receiver · 0.40 taka in all' }).waitFor();
  await shot(page, 'sms-guardian-en');
  await page.getByLabel('Admit number', { exact: true }).fill('99999');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByText('Sorry, nothing was found').first().waitFor();
  expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
});

test('the balance inquiry in bn, en and ar', async () => {
  for (const lang of ['en', 'bn', 'ar']) {
    await page.evaluate((l) => localStorage.setItem('talim.lang', l), lang);
    await page.goto(`${app.url}/balanceInquery`);
    await page.locator('.ant-statistic').first().waitFor();
    await page.locator('tr.ant-table-row').first().waitFor();
    if (lang === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await shot(page, `sms-balance-${lang}`);
    await page.goto(`${app.url}/messaging`);
    await page.getByTestId('sms-total').waitFor();
    await shot(page, `sms-messaging-${lang}`);
  }
});
