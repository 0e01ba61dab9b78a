import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { LANGS, prefer, startApp, type App } from './harness';

/**
 * Accessibility by keyboard and screen reader (issue 27), in Bengali, English and Arabic, what
 * axe (a11y.test.ts) cannot see:
 * - after sign-in and after a menu item, focus is on the new page's h1;
 * - the skip link is the page's first tab stop and moves focus to the main content;
 * - in dark mode the focus ring has at least 3:1 against what is around it;
 * - a dialog keeps Tab inside: Tab after its last stop (a form's Save, a dialog's OK) goes to its first, Shift+Tab back;
 * - number fields' steppers are named in the page's language (antd names them in English);
 * - every segmented control and radio group is one tab stop whose arrows move the choice.
 */
jest.setTimeout(300_000);

const messages = Object.fromEntries(LANGS.map((l) => [l, JSON.parse(readFileSync(path.join(__dirname, `../../web/src/i18n/${l}.json`), 'utf8')) as Record<string, string>]));

let app: App;
let office: BrowserContext;

beforeAll(async () => {
  app = await startApp();
  office = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await office.newPage();
  await page.goto(`${app.url}/login`);
  await page.fill('#email', 'demo@talim.app');
  await page.fill('#password', 'demo1234');
  await page.click('button[type=submit]');
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
  await page.close();
});
afterAll(async () => {
  await app?.stop();
});

/** What has focus: its tag, id, class and text, and whether it is the main region's h1. */
function focused(page: Page) {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return {
      tag: a?.tagName.toLowerCase() ?? '',
      id: a?.id ?? '',
      className: typeof a?.className === 'string' ? a.className : '',
      text: a?.textContent?.trim() ?? '',
      isMainH1: !!a && a.matches('main h1, #talim-main h1'),
      inMain: !!a?.closest('#talim-main'),
      inDialog: !!a?.closest('.ant-modal'),
    };
  });
}

/** Tab on a dialog's last stop `last` goes to its first (its close button), every time; Shift+Tab there comes back to `last`. */
async function expectTabWrapsAt(page: Page, last: Locator) {
  for (let round = 0; round < 2; round++) {
    await last.focus();
    await page.keyboard.press('Tab');
    const after = await focused(page);
    expect(after.inDialog).toBe(true);
    expect(after.className).toContain('ant-modal-close');
    await page.keyboard.press('Shift+Tab');
    expect(await last.evaluate((b) => b === document.activeElement)).toBe(true);
  }
}

async function waitForHeadingFocus(page: Page, old?: string) {
  await page.waitForFunction((before) => {
    const a = document.activeElement;
    return !!a && a.matches('#talim-main h1') && !!a.textContent?.trim() && a.textContent !== before;
  }, old ?? null, { timeout: 15_000 });
}

describe.each(LANGS)('in %s', (lang) => {
  const m = messages[lang];

  test('sign-in, then a menu item: focus lands on the page\'s h1; the skip link is the first stop and leads to the main content', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await prefer(page, lang);
    await page.reload();
    await page.fill('#email', 'demo@talim.app');
    await page.fill('#password', 'demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard', { timeout: 30_000 });
    await waitForHeadingFocus(page);
    expect((await focused(page)).text).toBe((await page.locator('#talim-main h1').first().textContent())?.trim());

    // a menu item: its page's heading takes focus (not the menu)
    const dashboardHeading = (await focused(page)).text;
    await page.locator('.talim-side-menu li.ant-menu-item[data-menu-id$="/studentList"]').click();
    await page.waitForURL('**/studentList', { timeout: 30_000 });
    await waitForHeadingFocus(page, dashboardHeading);
    const students = await focused(page);
    expect(students.isMainH1).toBe(true);
    expect(await page.title()).toContain(students.text);

    // a fresh load: the first Tab is the skip link, shown and in the page's language; Enter moves focus to the main region
    await page.goto(`${app.url}/dashboard`);
    await page.locator('#talim-main h1').first().waitFor({ timeout: 30_000 });
    await page.keyboard.press('Tab');
    const skip = await focused(page);
    expect(skip.className).toContain('talim-skip-link');
    expect(skip.text).toBe(m['app.skipToContent']);
    const box = await page.locator('.talim-skip-link').boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'talim-main', undefined, { timeout: 5_000 });
    // and the next Tab starts inside the page, not in the top bar or the menu
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);
    await context.close();
  });

  test('dark mode: the focus ring of the first twelve tab stops has at least 3:1 against its background', async () => {
    const page = await office.newPage();
    await page.goto(`${app.url}/dashboard`);
    await prefer(page, lang, 'dark');
    await page.goto(`${app.url}/dashboard`);
    await page.locator('#talim-main h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const rings: { what: string; ratio: number; width: number; style: string }[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      rings.push(await page.evaluate(() => {
        const parse = (c: string): number[] => {
          const n = c.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
          return [n[0], n[1], n[2], n[3] ?? 1];
        };
        const over = (top: number[], under: number[]) => [0, 1, 2].map((k) => top[k] * top[3] + under[k] * (1 - top[3])).concat(1);
        /** the colour the ring is drawn on: the element's surroundings (its parents' backgrounds, composed) */
        const behind = (el: Element | null): number[] => {
          const layers: number[][] = [];
          for (let e = el; e; e = e.parentElement) {
            const bg = parse(getComputedStyle(e).backgroundColor);
            if (bg[3] > 0) layers.push(bg);
            if (bg[3] >= 1) break;
          }
          let colour = [255, 255, 255, 1];
          for (const layer of layers.reverse()) colour = over(layer, colour);
          return colour;
        };
        const luminance = (c: number[]) => {
          const [r, g, b] = c.slice(0, 3).map((v) => {
            const s = v / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const a = document.activeElement as HTMLElement;
        const style = getComputedStyle(a);
        const bg = behind(a.parentElement);
        const ring = over(parse(style.outlineColor), bg);
        const [l1, l2] = [luminance(ring), luminance(bg)].sort((x, y) => y - x);
        return {
          what: `${a.tagName.toLowerCase()}.${String(a.className).split(' ')[0]} "${(a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 30)}"`,
          ratio: Math.round(((l1 + 0.05) / (l2 + 0.05)) * 100) / 100,
          width: parseFloat(style.outlineWidth),
          style: style.outlineStyle,
        };
      }));
    }
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const weak = rings.filter((r) => r.style === 'none' || r.width < 2 || r.ratio < 3);
    expect(weak).toEqual([]);
    // the stops walked: the skip link, the top bar, the menu
    expect(new Set(rings.map((r) => r.what)).size).toBeGreaterThan(4);
    await prefer(page, lang, 'light');
    await page.close();
  });

  test('the receipt dialog: Tab after Save stays in the dialog; steppers named in the language; the receipt type is one stop', async () => {
    const page = await office.newPage();
    await page.goto(`${app.url}/dashboard`);
    await prefer(page, lang);
    await page.goto(`${app.url}/receipt`);
    await page.locator('.talim-data-table .ant-btn-primary').first().click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('form').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('.ant-modal-wrap [class*="-appear"], .ant-modal-wrap [class*="-enter"]'), undefined, { timeout: 10_000 });

    // manual numbers: the book and page fields get their steppers (auto numbers are read-only)
    const type = dialog.locator('.ant-segmented');
    await type.locator('input[type=radio]:checked').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelectorAll('.ant-modal [role=button][class*="-action-up"]').length >= 3, undefined, { timeout: 5_000 });
    const names = await dialog.locator('[role=button][class*="-action-"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(new Set(names)).toEqual(new Set([m['number.increase'], m['number.decrease']]));

    // Tab after Save: the dialog's first stop (its close button), every time; Shift+Tab there: Save again
    await expectTabWrapsAt(page, dialog.locator('button[type=submit]'));
    // a walk of the whole dialog by Tab never leaves it
    const stops = await dialog.evaluate((d) => d.querySelectorAll('button, input, textarea, [tabindex="0"]').length);
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    // from the close button, one Tab reaches the receipt type's checked option, the next leaves it
    await dialog.locator('.ant-modal-close').focus();
    await page.keyboard.press('Tab');
    expect(await type.evaluate((s) => s.querySelector('input:checked') === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await type.evaluate((s) => s.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await page.close();
  });

  test('any dialog or drawer keeps Tab inside (the admit cards dialog: Print is its last stop, and no form dialog; a student\'s history drawer)', async () => {
    const page = await office.newPage();
    await page.goto(`${app.url}/dashboard`);
    await prefer(page, lang);
    await page.goto(`${app.url}/studentList`);
    await page.getByRole('button', { name: m['students.printDocuments'], exact: true }).click();
    await page.getByRole('menuitem', { name: m['students.admitCards'], exact: true }).click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('#talim-admit-exam').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('.ant-modal-wrap [class*="-appear"], .ant-modal-wrap [class*="-enter"]'), undefined, { timeout: 10_000 });
    await expectTabWrapsAt(page, dialog.locator('.ant-modal-footer .ant-btn-primary'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });

    // a drawer too (a student's history): Tab on its last stop goes to its first, Shift+Tab back
    await page.locator('tr.ant-table-row').first().getByRole('button', { name: m['history.action'], exact: true }).click();
    const drawer = page.locator('.ant-drawer-open .ant-drawer-content-wrapper');
    await drawer.locator('.ant-drawer-close').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('.ant-drawer [class*="-appear"], .ant-drawer [class*="-enter"]'), undefined, { timeout: 10_000 });
    const ends = async () => drawer.evaluate((d) => {
      const stops = [...d.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter((e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0);
      stops.at(-1)?.setAttribute('data-last-stop', '');
      return stops.length;
    });
    expect(await ends()).toBeGreaterThan(0);
    const inDrawer = () => drawer.evaluate((d) => d.contains(document.activeElement));
    await drawer.locator('[data-last-stop]').focus();
    await page.keyboard.press('Tab');
    expect(await inDrawer()).toBe(true);
    await drawer.locator('.ant-drawer-close').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inDrawer()).toBe(true);
    await page.keyboard.press('Escape');
    await page.close();
  });
});

/** `read()` once it differs from `from` (a choice may reload the list or the page), or as it is after 5 s. */
async function settle<V>(read: () => Promise<V>, from: V): Promise<V> {
  let value = await read();
  for (let i = 0; i < 50 && value === from; i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

/**
 * Every segmented control (antd Segmented) and radio group on the page: Shift+Tab from its checked
 * option leaves it, Tab comes back to that option, the next Tab leaves it (one stop, not the box
 * and then the option); the arrow of the reading direction moves the choice to the next option and
 * focus with it (a choice that redraws the screen or opens another page keeps focus on the control),
 * the other arrow back.
 */
async function oneStopEach(page: Page, where: string, within = 'body'): Promise<string[]> {
  const problems: string[] = [];
  const groups = page.locator(within).locator('.ant-segmented:visible:not(.ant-segmented-disabled), .ant-radio-group:visible');
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    const label = `${where} #${i} ${(await group.getAttribute('aria-label')) ?? ''}`;
    const option = group.locator('input[type=radio]:checked:not(:disabled)');
    if (!(await option.count())) continue;
    await option.evaluate((o) => o.scrollIntoView({ block: 'center' }));
    await option.focus();
    const checkedIndex = () => group.evaluate((g) => [...g.querySelectorAll('input[type=radio]')].findIndex((r) => (r as HTMLInputElement).checked));
    const inside = () => group.evaluate((g) => g.contains(document.activeElement));
    const onChecked = () => group.evaluate((g) => g.querySelector('input:checked') === document.activeElement);
    await page.keyboard.press('Shift+Tab');
    if (await inside()) problems.push(`${label}: Shift+Tab from the option stays in the control`);
    await page.keyboard.press('Tab');
    if (!(await onChecked())) problems.push(`${label}: Tab does not come back to the checked option`);
    await page.keyboard.press('Tab');
    if (await inside()) problems.push(`${label}: a second tab stop in the control`);
    const enabled = await group.locator('input[type=radio]:not(:disabled)').count();
    const total = await group.locator('input[type=radio]').count();
    if (enabled > 1 && enabled === total) {
      await option.focus();
      const before = await checkedIndex();
      // the next option in the reading direction: ArrowRight in bn and en, ArrowLeft in ar (right to left)
      const rtl = await group.evaluate((g) => getComputedStyle(g).direction === 'rtl');
      const [forward, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
      await page.keyboard.press(forward);
      const moved = await settle(checkedIndex, before);
      if (moved !== (before + 1) % total) problems.push(`${label}: ${forward} moved the choice from ${before} to ${moved}, not to the next`);
      else if (!(await settle(onChecked, false))) problems.push(`${label}: focus does not follow the choice`);
      else if (await group.evaluate((g) => g.matches('.ant-segmented') && getComputedStyle(g.querySelector('input:checked')!.closest('label')!).outlineStyle === 'none')) {
        problems.push(`${label}: the option with focus shows no focus ring`);
      }
      await page.keyboard.press(back);
      const returned = await settle(checkedIndex, moved);
      if (returned !== before) problems.push(`${label}: ${back} moved the choice to ${returned}, not back to ${before}`);
      else if (!(await settle(onChecked, false))) problems.push(`${label}: focus does not follow the choice back`);
    }
  }
  return problems.concat(count ? [] : [`${where}: no segmented control or radio group found`]);
}

test.each(LANGS)('segmented controls and radio groups are one tab stop with arrows (%s)', async (lang) => {
  const page = await office.newPage();
  await page.goto(`${app.url}/dashboard`);
  await prefer(page, lang);
  const problems: string[] = [];
  // pages with segmented controls (ESLint keeps every one on components/Segmented)
  for (const [route, ready] of [
    ['/studentList', '.ant-segmented'],
    ['/messaging', '.ant-segmented'],
    ['/mci', '.ant-segmented'],
    ['/studentFees', '.ant-segmented'],
    ['/donorList', '.ant-segmented'],
    ['/articles', '.ant-segmented'],
    ['/developers', '.ant-segmented'],
  ] as const) {
    await page.goto(`${app.url}${route}`);
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    problems.push(...await oneStopEach(page, route));
  }
  // dialogs: the receipt's type; the admission form's radio group (new or old student)
  for (const [route, ready] of [['/receipt', '.ant-modal .ant-segmented'], ['/studentList', '.ant-modal .ant-radio-group']] as const) {
    await page.goto(`${app.url}${route}`);
    await page.locator('.talim-data-table .ant-btn-primary').first().click();
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    problems.push(...await oneStopEach(page, `${route} dialog`, '.ant-modal'));
    await page.keyboard.press('Escape');
  }
  // a visitor's page: the public result's "by admit number / whole class"
  await page.goto(`${app.url}/demo/result`);
  await page.locator('.ant-segmented').first().waitFor({ timeout: 30_000 });
  problems.push(...await oneStopEach(page, '/demo/result'));
  expect(problems).toEqual([]);
  await page.close();
});
