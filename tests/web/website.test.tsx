import { screen, within } from '@testing-library/react';
import en from '@/i18n/en.json';
import { renderAt, type Result } from './support/app';

const msg = en as Record<string, string>;
jest.setTimeout(60000);
const wait = { timeout: 15000 };

const academy = {
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

  it('a missing article is sorryNotFound', async () => {
    app('/demo/articles/999');
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(msg['error.sorryNotFound']);
  });
});
