import { writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { LANGS, prefer, startApp, type App } from './harness';

/**
 * Accessibility (issue 27): axe-core (WCAG 2.0/2.1 A and AA plus best practice) over the public
 * pages, the office's pages and dialogs, the guardian's phone pages and the controller's academies,
 * in Bengali, English and Arabic, and the dashboard in dark mode; every other page of the office,
 * the controller and the public site (and not found), and the office's other dialogs, in one of the
 * three in turn. On each, no text, accessible name, placeholder or tooltip is a message id (a message
 * missing from the catalogues). Any serious or moderate violation fails, printed with its rule,
 * impact, target, page and language. Arabic text is really measured:
 * axe takes joined Arabic letters for an icon font and leaves them out of the contrast rule, so the
 * rule's filter is given back the Arabic text it drops (self-test below).
 * A11Y_REPORT=<file> also writes every page × language's counts as JSON.
 */
jest.setTimeout(300_000);

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const AXE = require.resolve('axe-core');

interface Violation { id: string; impact: string; targets: string[]; page: string; lang: string }

let app: App;
let visitor: BrowserContext;
let office: BrowserContext;
let phone: BrowserContext;
let controller: BrowserContext;
const found: Violation[] = [];
const counts: Record<string, { serious: number; moderate: number; ms: number[] }> = {};

beforeAll(async () => {
  app = await startApp();
  visitor = await app.browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
  office = await app.browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
  phone = await app.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  controller = await app.browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
});
afterAll(async () => {
  if (process.env.A11Y_REPORT) writeFileSync(process.env.A11Y_REPORT, JSON.stringify({ counts, found }, null, 1));
  await app?.stop();
});

/**
 * Loading done: every part scrolled into view once (parts load when seen), no request in flight, no
 * spinner, no motion. A dialog (`whole` false) is not scrolled: only the dialog is checked.
 */
async function settled(page: Page, whole = true) {
  await page.waitForLoadState('networkidle');
  if (whole) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 100));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
  }
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .talim-page-spinner')
    && ![...document.querySelectorAll('.ant-modal, .ant-modal-mask, .ant-drawer, .ant-select-dropdown, .ant-message, .ant-notification')]
      .some((el) => /-(appear|enter|leave)\b/.test(el.className)), undefined, { timeout: 30_000 });
  await page.waitForTimeout(300);
}

/**
 * axe's contrast rule keeps only text that is not an icon font, and its icon-font test (drawn
 * width against the letters' widths) takes joined Arabic script for ligatures: every Arabic text
 * node was left out. There is no option for it (the rule's filter calls the test with fixed
 * thresholds), so the filter is wrapped: a node the built-in filter refused is still measured when
 * it has its own Arabic text on screen and is not disabled. The product draws icons as SVG, never
 * with an icon font, so nothing real is lost. The name-versus-text rule takes its thresholds as
 * options: a difference threshold above 1 turns the icon-font test off there.
 */
async function injectAxe(page: Page) {
  await page.addScriptTag({ path: AXE });
  await page.evaluate(() => {
    const axe = (window as unknown as { axe: any }).axe;
    const builtIn = axe._thisWillBeDeletedDoNotUse.base.metadataFunctionMap['color-contrast-matches'];
    const arabic = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
    axe.configure({
      rules: [{
        id: 'color-contrast',
        matches: (node: Element, vNode: { children: { props: { nodeName: string; nodeValue?: string } }[] }, context: unknown) => {
          if (builtIn(node, vNode, context)) return true;
          if (!vNode.children.some((c) => c.props.nodeName === '#text' && arabic.test(c.props.nodeValue ?? ''))) return false;
          if (node.closest('[disabled], [aria-disabled=true], [inert]')) return false;
          if (!parseFloat(getComputedStyle(node).fontSize)) return false;
          return axe.commons.dom.isVisibleOnScreen(node);
        },
      }],
      checks: [{ id: 'label-content-name-mismatch', options: { pixelThreshold: 2 } }],
    });
  });
}

/** axe over the page, or over `within` (a dialog: the page behind it was checked on its own). */
async function runAxe(page: Page, within?: string): Promise<{ id: string; impact: string; targets: string[] }[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  return page.evaluate(async ([tags, only]) => {
    const axe = (window as unknown as { axe: any }).axe;
    const result = await axe.run(only ? { include: [only] } : document, {
      runOnly: { type: 'tag', values: tags },
      // experimental, so not among the tags: the visible label is part of the spoken name (WCAG 2.5.3)
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return result.violations.map((v: { id: string; impact: string; nodes: { target: unknown[]; impact: string; any: { message: string }[] }[] }) => ({
      id: v.id, impact: v.impact, targets: v.nodes.map((n) => `${JSON.stringify(n.target)} (${n.impact}) ${n.any[0]?.message ?? ''}`),
    }));
  }, [TAGS, within ?? ''] as const);
}

/** Text on the page (or a name, placeholder or tooltip) that is a message id: a message no catalogue has. */
const messageIds: string[] = [];
function shownMessageIds(within: string): string[] {
  const id = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;
  const found: string[] = [];
  // every match (a dialog closed before may still be in the document beside the open one)
  for (const root of document.querySelectorAll(within)) {
    const text = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = text.nextNode(); n; n = text.nextNode()) if (id.test((n.nodeValue ?? '').trim())) found.push((n.nodeValue ?? '').trim());
    for (const el of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const a of ['aria-label', 'placeholder', 'title']) if (id.test(el.getAttribute(a) ?? '')) found.push(`${a}=${el.getAttribute(a)}`);
    }
  }
  return found;
}

/** Checks the page as it stands, under `name` in `lang`. */
async function audit(page: Page, name: string, lang: string, within?: string) {
  const start = Date.now();
  await settled(page, !within);
  for (const shown of await page.evaluate(shownMessageIds, within ?? 'body')) messageIds.push(`${name} [${lang}] ${shown}`);
  const checking = Date.now();
  const violations = await runAxe(page, within);
  const key = `${name} ${lang}`;
  counts[key] = { serious: 0, moderate: 0, ms: [checking - start, Date.now() - checking] };
  for (const v of violations) {
    if (v.impact === 'serious' || v.impact === 'moderate') counts[key][v.impact] += v.targets.length;
    if (v.impact === 'serious' || v.impact === 'moderate' || v.impact === 'critical') found.push({ ...v, page: name, lang });
  }
}

function report() {
  const lines = Object.entries(counts).map(([k, c]) => `${k.padEnd(34)} serious ${c.serious}  moderate ${c.moderate}  (${c.ms.join('+')} ms)`);
  const detail = found.map((v) => `${v.page} [${v.lang}] ${v.id} (${v.impact}):\n    ${v.targets.slice(0, 6).join('\n    ')}${v.targets.length > 6 ? `\n    … ${v.targets.length - 6} more` : ''}`);
  return `${lines.join('\n')}\n\n${detail.join('\n')}`;
}

test('self-test: a low-contrast Arabic string is measured (and flagged), a sufficient one passes', async () => {
  const html = `<!doctype html><html lang="ar" dir="rtl"><head><title>اختبار</title></head><body><main><h1>اختبار التباين</h1>
    <p id="low" style="color:#b0b0b0;background:#fff;font-family:sans-serif">هذا نص عربي باهت على خلفية بيضاء</p>
    <p id="ok" style="color:#333;background:#fff;font-family:sans-serif">هذا نص عربي واضح على خلفية بيضاء</p>
    <p style="color:#333;background:#fff;font-family:sans-serif">نص عربي آخر للتأكد من الخط</p>
    <p style="color:#333;background:#fff;font-family:sans-serif">وسطر رابع كي يتكرر الخط مرات</p>
    <button aria-label="إغلاق">حفظ البيانات</button></main></body></html>`;
  const page = await visitor.newPage();
  await page.setContent(html);
  // Without the wrapper axe does not look at the Arabic text at all.
  await page.addScriptTag({ path: AXE });
  const plain = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: any }).axe;
    const r = await axe.run(document, { runOnly: ['color-contrast'] });
    return [...r.violations, ...r.passes].flatMap((v: { nodes: { target: string[] }[] }) => v.nodes.map((n) => n.target.join(' ')));
  });
  expect(plain).not.toContain('#low');
  await page.close();
  const page2 = await visitor.newPage();
  await page2.setContent(html);
  const violations = await runAxe(page2);
  const contrast = violations.find((v) => v.id === 'color-contrast');
  expect(contrast?.targets.join(' ')).toContain('#low');
  expect(contrast?.targets.join(' ')).not.toContain('#ok');
  // the button's visible Arabic text is not in its spoken name
  expect(violations.map((v) => v.id)).toContain('label-content-name-mismatch');
  await page2.close();
});

test('public pages: landing, sign-in, registration, an academy\'s home and result', async () => {
  const page = await visitor.newPage();
  await page.goto(`${app.url}/login`);
  for (const lang of LANGS) {
    await prefer(page, lang);
    for (const path of ['/', '/login', '/new_academy', '/demo', '/demo/result']) {
      await page.goto(`${app.url}${path}`);
      await page.locator('h1, h2, h3, h4, form').first().waitFor({ timeout: 30_000 });
      await audit(page, path, lang);
    }
  }
  await page.close();
});

/** Opens an office page inside the app, as the menu does (quicker than loading it), and waits for its h1. */
async function openInApp(page: Page, path: string) {
  const before = await page.evaluate(() => document.querySelector('main h1')?.textContent ?? '');
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((old) => {
    const h = document.querySelector('main h1')?.textContent;
    return !!h && h !== old;
  }, before, { timeout: 30_000 });
}

test('office pages and dialogs, and the dashboard in dark mode', async () => {
  const page = await office.newPage();
  await page.goto(`${app.url}/login`);
  await prefer(page, 'en');
  await page.goto(`${app.url}/login`);
  await page.fill('#email', 'demo@talim.app');
  await page.fill('#password', 'demo1234');
  await page.click('button[type=submit]');
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
  const tableShown = () => page.locator('.ant-table-tbody tr.ant-table-row, .ant-empty').first().waitFor({ timeout: 30_000 });
  const dialog = page.locator('.ant-modal:visible');
  for (const lang of LANGS) {
    // one load a language; the pages then open inside the app (as the menu opens them), which is quicker
    await prefer(page, lang);
    await page.goto(`${app.url}/dashboard`);
    for (const path of ['/dashboard', '/studentList', '/receipt', '/result', '/officiants', '/bookList', '/messaging']) {
      if (path !== '/dashboard') await openInApp(page, path);
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      if (['/studentList', '/receipt', '/officiants', '/bookList'].includes(path)) await tableShown();
      await audit(page, path, lang);
      if (path === '/studentList' || path === '/receipt') {
        await page.locator('.talim-data-table .ant-btn-primary').first().click();
        await dialog.locator('form').first().waitFor({ timeout: 30_000 });
        await audit(page, path === '/studentList' ? 'admission dialog' : 'receipt dialog', lang, '.ant-modal-wrap');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
      }
    }
    await prefer(page, lang, 'dark');
    await page.goto(`${app.url}/dashboard`);
    await page.locator('.ant-card').first().waitFor({ timeout: 30_000 });
    await audit(page, '/dashboard dark', lang);
    await prefer(page, lang, 'light');
  }
  await page.close();
});

/** Each page opened in one of the three languages in turn (its h1 drawn), and checked. */
async function auditInTurn(page: Page, paths: readonly string[]) {
  for (const [i, path] of paths.entries()) {
    const lang = LANGS[i % LANGS.length];
    await prefer(page, lang);
    await page.goto(`${app.url}${path}`);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    await audit(page, path, lang);
  }
}

/**
 * Every other page of the office (apolloRoutes.tsx), each in one of the three languages in turn (a
 * page's faults are mostly its own; the pages above are checked in all three).
 */
const MORE_OFFICE = [
  '/classPanel', '/users', '/feeRules', '/studentFees', '/boardingfeeManagement', '/boardingacceptMoney', '/voucher', '/boardingvoucher',
  '/salaryGiving', '/mci', '/yge', '/boardingmcr', '/settings', '/demo/settings', '/gradings', '/yearRollover', '/papers', '/homeWork',
  '/leavesManage', '/leavesManageStudent', '/officiantsReport', '/store', '/history', '/givenFurnitureWindow', '/boardingreceipt',
  '/approvedReceiptBooks', '/regardingChanging', '/seatPlane', '/registers', '/studentReport', '/buyAndSell', '/soldProductList',
  '/givingBook', '/receivingBook', '/donorList', '/all_attendance', '/attendanceRegister', '/balanceInquery', '/articles', '/donationRecord1',
];

test('every other office page, each in one of the languages in turn', async () => {
  // signed in by the test above (this context keeps its session cookie)
  const page = await office.newPage();
  await page.goto(`${app.url}/dashboard`);
  await auditInTurn(page, MORE_OFFICE);
  await page.close();
});

/**
 * The office's other dialogs, each opened by its page's first action button (the two above are
 * checked in all three languages), each in one of the three in turn.
 */
const MORE_DIALOGS = [
  '/officiants', '/bookList', '/result', '/users', '/studentFees', '/boardingacceptMoney', '/voucher', '/boardingvoucher', '/salaryGiving',
  '/papers', '/homeWork', '/leavesManage', '/leavesManageStudent', '/officiantsReport', '/store', '/boardingreceipt', '/approvedReceiptBooks',
  '/studentReport', '/buyAndSell', '/givingBook', '/donorList', '/all_attendance', '/articles', '/donationRecord1',
];

test('every other dialog of the office, each in one of the languages in turn', async () => {
  const page = await office.newPage();
  await page.goto(`${app.url}/dashboard`);
  for (const [n, lang] of LANGS.entries()) {
    // one load a language, its pages opened inside the app
    await prefer(page, lang);
    await page.goto(`${app.url}/dashboard`);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    for (const path of MORE_DIALOGS.filter((_, i) => i % LANGS.length === n)) {
      await openInApp(page, path);
      await page.waitForLoadState('networkidle');
      await page.locator('main .ant-btn-primary:visible').first().click();
      await page.locator('.ant-modal-wrap:visible .ant-modal-body').first().waitFor({ timeout: 30_000 });
      await audit(page, `${path} dialog`, lang, '.ant-modal-wrap');
      await page.keyboard.press('Escape');
      await page.locator('.ant-modal:visible').waitFor({ state: 'hidden', timeout: 10_000 });
    }
  }
  await page.close();
});

test('the other public pages and not found, each in one of the languages in turn', async () => {
  const page = await visitor.newPage();
  await page.goto(`${app.url}/login`);
  await auditInTurn(page, ['/terms', '/developers', '/website/officiant/1', '/demo/articles/1', '/controller_login', '/no/such/page']);
  await page.close();
});

test('the guardian\'s home and fees on a phone', async () => {
  const page = await phone.newPage();
  await page.goto(`${app.url}/login`);
  await prefer(page, 'en');
  await page.fill('#email', 'guardian@talim.app');
  await page.fill('#password', 'guardian1');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/guardian', { timeout: 30_000 });
  // a child's fees from the home: the child is remembered on this phone for the fees page
  await page.locator('[data-testid=guardian-child]').nth(2).locator('button').nth(3).click();
  await page.waitForURL('**/student_fees', { timeout: 30_000 });
  for (const lang of LANGS) {
    await prefer(page, lang);
    await page.goto(`${app.url}/guardian`);
    await page.locator('[data-testid=guardian-child]').first().waitFor({ timeout: 30_000 });
    await audit(page, '/guardian (phone)', lang);
    await page.goto(`${app.url}/student_fees`);
    await page.locator('[data-testid=fees-month], .talim-g-empty').first().waitFor({ timeout: 30_000 });
    await audit(page, '/student_fees (phone)', lang);
  }
  await page.close();
});

test('the controller\'s academies, and its other pages each in one of the languages in turn', async () => {
  const page = await controller.newPage();
  await page.goto(`${app.url}/controller_login`);
  await prefer(page, 'en');
  await page.fill('#email', 'controller@talim.app');
  await page.fill('#password', 'controller1');
  await page.fill('#code', '246810');
  await page.click('button[type=submit]');
  await page.waitForURL('**/controller/dashboard', { timeout: 30_000 });
  for (const lang of LANGS) {
    await prefer(page, lang);
    await page.goto(`${app.url}/controller/academies`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    await audit(page, '/controller/academies', lang);
  }
  await auditInTurn(page, ['/controller/dashboard', '/controller/users', '/controller/attendacneDevice', '/controller/dataEntry', '/controller/controllers']);
  await page.close();
});

test('no serious or moderate violation on any page in any language', () => {
  const bad = found.filter((v) => v.impact === 'serious' || v.impact === 'moderate' || v.impact === 'critical');
  console.log(report());
  expect(Object.keys(counts).length).toBe(5 * 3 + 10 * 3 + 2 * 3 + 3 + MORE_OFFICE.length + MORE_DIALOGS.length + 6 + 5);
  expect(bad.map((v) => `${v.page} [${v.lang}] ${v.id}`)).toEqual([]);
  // and every text is a message of the catalogue, not its id
  expect(messageIds).toEqual([]);
});
