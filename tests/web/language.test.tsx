import { meFixture, renderAt } from './support/app';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ar from '@/i18n/ar.json';
import bn from '@/i18n/bn.json';
import en from '@/i18n/en.json';

const msg = bn as Record<string, string>;
const arMsg = ar as Record<string, string>;
const enMsg = en as Record<string, string>;

/** The public pages' language switch (a select named by app.language): choose the language shown as `label`. */
async function chooseLanguage(current: Record<string, string>, label: string) {
  const select = (await screen.findByRole('combobox', { name: current['app.language'] })) as HTMLSelectElement;
  const option = within(select).getByRole('option', { name: label }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

describe('language', () => {
  it('is Bengali by default, left to right', async () => {
    renderAt('/', () => ({ data: { me: null } }));
    expect(await screen.findByText(msg['landing.headline'])).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'bn');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('switches to Arabic: right to left, Arabic text, kept in localStorage', async () => {
    renderAt('/', () => ({ data: { me: null } }));
    await screen.findByText(msg['landing.headline']);
    await chooseLanguage(msg, arMsg['lang.ar']);
    expect(await screen.findByText(arMsg['landing.headline'])).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.querySelector('.ant-app')?.closest('[dir]')).toBeTruthy();
    expect(window.localStorage.getItem('talim.lang')).toBe('ar');
  });

  it('starts in the stored language', async () => {
    window.localStorage.setItem('talim.lang', 'en');
    renderAt('/', () => ({ data: { me: null } }));
    expect(await screen.findByText(enMsg['landing.headline'])).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('uses the madrasa wording when the academy is a madrasa', async () => {
    const madrasa = meFixture('active');
    madrasa.academy.academyType = 'madrasa';
    renderAt('/dashboard', () => ({ data: { me: madrasa } }));
    expect(await screen.findByText(msg['madrasa.dashboard.academyCard'])).toBeInTheDocument();
    expect(screen.queryByText(msg['dashboard.academyCard'])).not.toBeInTheDocument();
  });
});
