import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import RichTextEditor from '@/features/website/RichTextEditor';
import en from '@/i18n/en.json';
import { PRODUCT } from '@/lib/product';
import { renderAt, type Result } from './support/app';

const msg = en as Record<string, string>;
jest.setTimeout(60000);
const wait = { timeout: 15000 };

let academy = {
  __typename: 'PublicAcademy', slug: 'demo', name: 'Darul Ulum Academy', englishName: 'Darul Ulum Academy', address: 'Mirpur',
  englishAddress: 'Mirpur', academyType: 'madrasa', logoUrl: '', academyPhotoUrl: '', onlineAdmission: false, result: false, departments: [],
};

const website = (on: boolean) => ({
  __typename: 'PublicWebsite', notice: on, officiants: on, email: 'office@darululum.test', mobile: '01711000000',
  about: { __typename: 'PublicArticle', id: 1, title: 'About us', content: '<p>Founded in <strong>1992</strong>.</p>' },
  notices: on ? [{ __typename: 'PublicArticle', id: 7, title: 'Exams begin on Sunday', preview: 'All classes sit the yearly exams…', createdAt: '2026-11-20T04:00:00.000Z' }] : [],
  staff: on ? [{ __typename: 'PublicStaffCard', id: 5, name: 'Maulana Abdur Rahim', designation: 'Principal', photoUrl: '' }] : [],
});

function app(path: string, on = true) {
  return renderAt(path, (op, variables): Result => {
    if (op === 'PublicAcademy') return { data: { publicAcademy: variables.slug === 'demo' ? academy : null } };
    if (op === 'PublicWebsite') return { data: { publicWebsite: variables.slug === 'demo' ? website(on) : null } };
    if (op === 'PublicArticle') return { errors: [{ message: 'sorryNotFound', extensions: { code: 'sorryNotFound' } }] };
    return { data: null };
  }, 'en');
}

describe('the public site (issue 12)', () => {
  it('home: the about article, the notices (title scrolling, list with preview), staff cards and the contacts', async () => {
    app('/demo');
    const about = (await screen.findByRole('heading', { name: 'About us' }, wait)).closest('section') as HTMLElement;
    expect(within(about).getByText('1992').tagName).toBe('STRONG');
    const ticker = document.querySelector('.talim-ticker') as HTMLElement;
    expect(within(ticker).getByRole('link', { name: 'Exams begin on Sunday' })).toHaveAttribute('href', '/demo/articles/7');
    const notices = screen.getByRole('heading', { name: msg['publicHome.notices'] }).closest('section') as HTMLElement;
    expect(within(notices).getByText('All classes sit the yearly exams…')).toBeInTheDocument();
    const staff = screen.getByRole('heading', { name: msg['publicHome.staff'] }).closest('section') as HTMLElement;
    expect(within(staff).getByText('Maulana Abdur Rahim')).toBeInTheDocument();
    expect(within(staff).getByRole('link', { name: msg['publicHome.details'] })).toHaveAttribute('href', '/website/officiant/5');
    expect(screen.getByRole('link', { name: /office@darululum.test/ })).toHaveAttribute('href', 'mailto:office@darululum.test');
    expect(screen.getByRole('link', { name: /01711000000/ })).toHaveAttribute('href', 'tel:01711000000');
  });

  it('home with the notice and officiants settings off: no notices, no staff cards; the about article stays', async () => {
    app('/demo', false);
    await screen.findByRole('heading', { name: 'About us' }, wait);
    expect(document.querySelector('.talim-ticker')).toBeNull();
    expect(screen.queryByRole('heading', { name: msg['publicHome.notices'] })).toBeNull();
    expect(screen.queryByRole('heading', { name: msg['publicHome.staff'] })).toBeNull();
  });

  it('the top bar: home, about, notice (setting on) and the notice titles scrolling; no admission or result while those settings are off', async () => {
    app('/demo');
    const bar = await screen.findByRole('navigation', { name: msg['publicHome.siteMenu'] }, wait);
    expect(within(bar).getByRole('link', { name: msg['app.home'] })).toHaveAttribute('href', '/demo');
    expect(within(bar).getByRole('link', { name: msg['publicHome.about'] })).toHaveAttribute('href', '#about');
    expect(within(bar).getByRole('link', { name: msg['publicHome.notice'] })).toHaveAttribute('href', '#notices');
    expect(within(bar).queryByRole('link', { name: msg['publicResult.title'] })).toBeNull();
    expect(within(bar).queryByRole('button', { name: msg['publicHome.onlineAdmission'] })).toBeNull();
    const ticker = bar.parentElement!.querySelector('.talim-ticker') as HTMLElement;
    expect(within(ticker).getByRole('link', { name: 'Exams begin on Sunday' })).toHaveAttribute('href', '/demo/articles/7');
  });

  it('the top bar with online admission and result on: the result page and the admission form as a visitor; notice off: no notice link', async () => {
    const before = academy;
    academy = { ...academy, onlineAdmission: true, result: true };
    try {
      app('/demo', false);
      const bar = await screen.findByRole('navigation', { name: msg['publicHome.siteMenu'] }, wait);
      expect(within(bar).getByRole('link', { name: msg['publicResult.title'] })).toHaveAttribute('href', '/demo/result');
      expect(within(bar).queryByRole('link', { name: msg['publicHome.notice'] })).toBeNull();
      expect(within(bar).getByRole('link', { name: msg['publicHome.about'] })).toHaveAttribute('href', '#about');
      expect(document.querySelector('.talim-ticker')).toBeNull();
      fireEvent.click(within(bar).getByRole('button', { name: msg['publicHome.onlineAdmission'] }));
      expect(await screen.findByRole('dialog', {}, wait)).toBeInTheDocument();
    } finally {
      academy = before;
    }
  });

  it('the landing page: demo (the demo academy\'s public site), download (the guardian app) and contact links', async () => {
    renderAt('/', () => ({ data: { me: null } }), 'en');
    const links = await screen.findByRole('navigation', { name: msg['landing.linksLabel'] }, wait);
    const video = within(links).getByRole('link', { name: msg['landing.demoVideo'] });
    expect(video).toHaveAttribute('href', '/demo');
    expect(PRODUCT.demoPath).toBe('/demo');
    expect(within(links).getByRole('link', { name: msg['landing.download'] })).toHaveAttribute('href', '/guardian');
    expect(within(links).getByRole('link', { name: msg['landing.contact'] })).toHaveAttribute('href', '#contact');
    expect(document.getElementById('contact')).toHaveTextContent(PRODUCT.contactEmail);
    expect(document.querySelector('.ant-btn')).toBeNull();
  });

  it('a missing article is sorryNotFound', async () => {
    app('/demo/articles/999');
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(msg['error.sorryNotFound']);
  });
});

describe('the article editor: images only from the academy\'s own storage (issue 22 item 8)', () => {
  const own = '/files/100001/articleImage-0b7e5a2c.png';
  // ProseMirror scrolls the selection into view after an insert; jsdom measures no ranges.
  const realFetch = globalThis.fetch;
  afterAll(() => { globalThis.fetch = realFetch; });
  beforeAll(() => {
    const none = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    Range.prototype.getClientRects = none;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
  function editor(value: string) {
    const changes: string[] = [];
    render(
      <IntlProvider locale="en" messages={en}>
        <App><RichTextEditor value={value} academyCode="100001" aria-label="Content" onChange={(html) => changes.push(html)} /></App>
      </IntlProvider>,
    );
    return changes;
  }
  const area = () => screen.getByRole('textbox', { name: 'Content' });
  const picker = () => document.querySelector('input[type="file"]') as HTMLInputElement;
  const pick = (file: File) => act(async () => { fireEvent.change(picker(), { target: { files: [file] } }); });

  it('keeps the academy\'s own image and drops outside ones and another academy\'s', async () => {
    editor(`<p>a</p><img src="https://example.org/x.png"><img src="${own}" alt="hall"><img src="/files/999999/articleImage-1.png">`);
    await waitFor(() => expect(area().querySelectorAll('img')).toHaveLength(1));
    expect(area().querySelector('img')).toHaveAttribute('src', own);
  });

  it('"Insert image" uploads the chosen file into the academy\'s storage and inserts the address it answers', async () => {
    const fetched: { url: string; init?: RequestInit }[] = [];
    globalThis.fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      fetched.push({ url: String(url), init });
      return { ok: true, status: 200, json: async () => ({ success: true, url: own }) } as Response;
    }) as typeof fetch;
    const changes = editor('<p>text</p>');
    expect(await screen.findByRole('button', { name: msg['articles.insertImage'] })).toBeInTheDocument();
    expect(picker()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await pick(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hall.png', { type: 'image/png' }));
    await waitFor(() => expect(area().querySelector('img')).toHaveAttribute('src', own));
    expect(fetched).toHaveLength(1);
    expect(fetched[0].url).toBe('/api/others/article_image/100001');
    expect(fetched[0].init?.method).toBe('POST');
    expect((fetched[0].init?.body as FormData).get('image')).toBeInstanceOf(File);
    expect(changes.at(-1)).toContain(`<img src="${own}">`);
  });

  it('a file that is not an image, or over 1 MB, is refused with the server\'s message and never sent', async () => {
    const fetched: string[] = [];
    globalThis.fetch = (async (url: RequestInfo | URL) => { fetched.push(String(url)); return { ok: false, status: 500, json: async () => ({}) } as Response; }) as typeof fetch;
    editor('<p>text</p>');
    await screen.findByRole('button', { name: msg['articles.insertImage'] });
    await pick(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(msg['error.invalidFile'])).toBeInTheDocument();
    await pick(new File([new Uint8Array(1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(msg['error.fileTooLarge'].replace('{maxKb}', '1024'))).toBeInTheDocument();
    expect(fetched).toEqual([]);
    expect(area().querySelector('img')).toBeNull();
  });
});
