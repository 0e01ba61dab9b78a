import type { Page } from 'playwright-core';
import { chooseFromMenu, shot, startApp, type App, pickOption, officePage, signIn, typeDate } from './harness';

/**
 * An admission season's first application: a visitor applies online on the academy's public page,
 * the bell shows it, the education secretary admits the student with the approval codes, the
 * student appears in the list and an ID card prints. Runs the built app with the demo academy.
 */
jest.setTimeout(180_000);

/** A 1×1 red PNG: the photo chosen in the online form. */
const RED_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  // The office opens online admission (settings, as the superUser, over REST).
  const login = await (await fetch(`${app.url}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@talim.app', password: 'demo1234' }),
  })).json();
  const res = await fetch(`${app.url}/api/others/settings/update/100001`, {
    method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
    body: JSON.stringify({ settings: { online_admission: true } }),
  });
  expect(res.status).toBe(200);
  page = await officePage(app);
});
afterAll(async () => {
  await app?.stop();
});

async function pick(id: string, option: string) {
  await pickOption(page, page.locator(`#${id}`), option);
}

test('a visitor applies online on the academy\'s public page', async () => {
  await page.goto(`${app.url}/demo`);
  await page.getByRole('button', { name: 'Apply online' }).click();
  await pick('department', 'Kitab');
  await page.fill('#name', 'Rahim Uddin');
  await page.fill('#fatherName', 'Karim Uddin');
  await typeDate(page, page.locator('#birthDate'), '2014-05-20');
  await page.fill('#village', 'Kalikapur');
  await page.fill('#postOffice', 'Kalikapur');
  await page.fill('#subDistrict', 'Sreepur');
  await page.fill('#district', 'Gazipur');
  await page.fill('#guardianMobile', '01711000000');
  await page.fill('#relationWithGuardian', 'Father');
  await page.fill('#fatherJob', 'Farmer');
  // The cropper shows the chosen photo at once (it stayed a blank square until dragged or zoomed).
  await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: RED_PIXEL_PNG });
  const cropper = page.getByRole('dialog', { name: 'Crop the photo' });
  await cropper.locator('canvas').waitFor();
  await page.waitForFunction(() => {
    const canvas = [...document.querySelectorAll('.ant-modal canvas')].pop() as HTMLCanvasElement | undefined;
    const [r, g, b, a] = canvas?.getContext('2d')?.getImageData(140, 140, 1, 1).data ?? [];
    return a === 255 && r > 200 && g < 60 && b < 60;
  }, undefined, { timeout: 10000 });
  await shot(page, 'online-photo-crop-en');
  await cropper.getByRole('button', { name: 'Use this photo' }).click();
  await cropper.waitFor({ state: 'hidden' });
  await page.locator('.ant-modal button[type=submit]').click();
  await page.getByText(/Application received: form no\. 1/).waitFor({ timeout: 20000 });
  await shot(page, 'online-applied-en');
});

test('the bell shows the application; the education secretary admits with the codes', async () => {
  await signIn(page, app, 'education@talim.app', 'edu12345');
  const bell = page.getByTestId('notification-bell');
  await bell.locator('.talim-bell-count').waitFor();
  await bell.click();
  await page.getByRole('button', { name: 'Open the application of Rahim Uddin' }).click();
  await page.locator('#name').waitFor();
  expect(await page.inputValue('#name')).toBe('Rahim Uddin');
  await page.getByLabel('Give the next admit number').check();
  await pick('approvedClass', 'Class 6');
  await pick('approval', 'Admitted');
  await page.fill('#codes_eduSec', 'edu12345');
  await page.fill('#codes_principal', 'principal1');
  await shot(page, 'admit-with-codes-en');
  await page.locator('.ant-modal button[type=submit]').click();
  await page.getByText('Saved successfully').first().waitFor({ timeout: 20000 });
});

test('the student is in the list with an admit number and an ID card prints', async () => {
  await page.goto(`${app.url}/studentList`);
  const row = page.locator('tr', { hasText: 'Rahim Uddin' });
  await row.waitFor();
  expect(await row.textContent()).toContain('Class 6');
  await shot(page, 'student-list-en');
  await chooseFromMenu(page, page.getByRole('button', { name: /Print documents/ }).first(), /ID cards/);
  await page.locator('.ant-modal-footer button.ant-btn-primary').last().click();
  await page.waitForFunction(() => ((window as unknown as { printed?: string[] }).printed ?? []).length > 0, undefined, { timeout: 10000 });
  const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed[0]);
  expect(printed).toContain('Rahim Uddin');
  expect(printed).toContain('<svg');
});
