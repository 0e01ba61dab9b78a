import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

const root = path.join(__dirname, '../..');
export const SHOTS = path.join(root, 'tests/e2e/artifacts');

export interface App {
  url: string;
  browser: Browser;
  stop(): Promise<void>;
}

/** The built product (npm run build) on a free port with a fresh embedded database, and headless Debian Chromium. */
export async function startApp(env: Record<string, string> = {}): Promise<App> {
  const main = path.join(root, 'dist/server/api/src/main.js');
  if (!existsSync(main) || !existsSync(path.join(root, 'dist/web/index.html'))) throw new Error('run `npm run build` first');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'talim-e2e-'));
  const port = 4600 + Math.floor(Math.random() * 300);
  const server: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', COOKIE_SECURE: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch { /* not yet */ }
    if (i > 150 || server.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  mkdirSync(SHOTS, { recursive: true });
  return {
    url,
    browser,
    async stop() {
      await browser.close();
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * Chooses an option of an antd select (the select's input or its label's target), and again when the
 * choice did not take. The select is first scrolled to the middle of the viewport: near the bottom
 * edge of a long dialog, scrolling its option into view moved the dropdown under the pointer and the
 * click landed on the form behind it (and closed the dropdown).
 */
export async function pickOption(page: Page, select: Locator, option: string): Promise<void> {
  const field = select.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  for (let i = 0; i < 3; i++) {
    const choice = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
    if (!(await choice.count())) {
      await select.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await select.click();
    }
    const clicked = await choice.click({ timeout: 8000 }).then(() => true, () => false);
    if (!clicked) continue;
    for (let k = 0; k < 15; k++) {
      if ((await field.textContent())?.includes(option)) return;
      await page.waitForTimeout(200);
    }
  }
  throw new Error(`could not choose ${option}`);
}

/**
 * Opens an antd dropdown menu with its button and clicks one of its items once the menu has finished
 * opening, and again while the menu stays open (the click did not take). On a busy machine the opening
 * motion outlasted Playwright's stability retries, whose fourth attempt scrolls the item to the top of
 * the window; antd then re-aligned the menu under the sticky header between the press and the release,
 * and the click went to the page behind it.
 */
export async function chooseFromMenu(page: Page, trigger: Locator, item: string | RegExp): Promise<void> {
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  for (let i = 0; i < 3; i++) {
    if (!(await menu.count())) await trigger.click();
    await page.waitForFunction(() => {
      const open = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)');
      return !!open && !/-(appear|enter|leave)\b/.test(open.className);
    });
    await menu.getByRole('menuitem', { name: item }).first().click();
    if (await menu.first().waitFor({ state: 'hidden', timeout: 3000 }).then(() => true, () => false)) return;
  }
  throw new Error(`could not choose ${String(item)} from the menu`);
}

/**
 * A desktop page of the app in English (a test may switch the language: its choice is kept across
 * loads), whose prints are kept in `window.printed` since headless Chromium has no print dialog.
 */
export async function officePage(app: App, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const page = await app.browser.newPage({ viewport });
  await page.addInitScript(() => {
    if (!localStorage.getItem('talim.lang')) localStorage.setItem('talim.lang', 'en');
    window.print = () => {
      const root = document.querySelector('[data-testid="print-root"]');
      (window as unknown as { printed: string[] }).printed = [...((window as unknown as { printed?: string[] }).printed ?? []), root?.innerHTML ?? ''];
    };
  });
  return page;
}

/** Signs in at /login and waits for the dashboard. */
export async function signIn(page: Page, app: App, email: string, password: string): Promise<void> {
  await page.goto(`${app.url}/login`);
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.click('button[type=submit]');
  await page.waitForURL('**/dashboard');
}

/** What the page has printed so far (see officePage). */
export function printedDocs(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { printed?: string[] }).printed ?? []);
}

export async function waitPrinted(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => ((window as unknown as { printed?: string[] }).printed ?? []).length >= n, count, { timeout: 10000 });
}

/** The last printed document shown alone as on paper, for a screenshot. */
export async function shotPrinted(page: Page, name: string, snap: (p: Page, n: string) => Promise<void> = shot): Promise<void> {
  await page.evaluate(() => {
    const list = (window as unknown as { printed: string[] }).printed;
    const host = document.querySelector('[data-testid="print-root"]');
    const div = document.createElement('div');
    div.id = 'shot-print';
    div.className = 'talim-print-root';
    div.dir = host?.getAttribute('dir') || document.documentElement.dir || 'ltr';
    div.innerHTML = `<div class="talim-print">${list[list.length - 1]}</div>`;
    document.body.appendChild(div);
  });
  await page.emulateMedia({ media: 'print' });
  await snap(page, name);
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => document.getElementById('shot-print')?.remove());
}

/**
 * Types a date into an antd date picker and takes it with `key` (Enter; in a dialog whose picker may
 * already be closed, Tab), again until the input holds it: on a busy machine the key could come
 * before the picker parsed the text, and the next click elsewhere put the old value back.
 */
export async function typeDate(page: Page, input: Locator, value: string, key: 'Enter' | 'Tab' = 'Enter'): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await input.click();
    await input.fill(value);
    await page.waitForTimeout(100);
    await page.keyboard.press(key);
    if ((await input.inputValue()) === value) return;
  }
  throw new Error(`the date ${value} did not take`);
}

/** The three languages, in the product's order. */
export type Lang = 'bn' | 'en' | 'ar';
export const LANGS: Lang[] = ['bn', 'en', 'ar'];

/** The page's language and theme for the next load (kept in localStorage, as a user's choice is). */
export async function prefer(page: Page, lang: Lang, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.evaluate(([l, t]) => {
    localStorage.setItem('talim.lang', l);
    localStorage.setItem('talim.theme', t);
  }, [lang, theme]);
}
