import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import type { AcademyStatus } from '@rules/academy-status';
import { Outlet } from 'react-router';
import { useGuardianLogout, useGuardianMe } from '@/features/guardian/GuardianSession';
import { GuardianUserMenu } from '@/features/guardian/GuardianUserMenu';
import { GuardianOfflineBar } from '@/features/guardian/guardianOffline';
import { PleaseUsePhone, useWideScreen } from '@/features/guardian/PleaseUsePhone';
import { LANGS, type Lang } from '@/lib/prefs';
import { PageSpinner } from './PageSpinner';
import { usePreferences } from './preferences';
import '../features/public/public.css';
import '../features/guardian/guardianShell.css';

/**
 * The red banner of an academy that is not activated or has expired (antd's Alert, with antd's
 * provider around it): loaded only then, so a guardian's home page loads no antd.
 */
const Banner = lazy(() =>
  Promise.all([import('./LocaleProvider'), import('./StatusBanner')]).then(([{ AntdLayer }, { StatusBanner }]) => ({
    default: ({ status }: { status: AcademyStatus }) => <AntdLayer><StatusBanner status={status} guardian /></AntdLayer>,
  })),
);

/**
 * The guardian shell: phone-first, no side drawer and no dark-mode toggle (spec §1); on a wide
 * screen every guardian page asks to use a phone (pleaseUsePhone, spec §2). Plain elements
 * in antd Layout's look (guardianShell.css): the frame, the language and the avatar menu carry no
 * antd to a guardian's phone (the home page is drawn without antd: app/publicPaths.ts).
 */
export default function GuardianLayout() {
  const me = useGuardianMe();
  const logout = useGuardianLogout();
  const wide = useWideScreen();
  const status = me.academy.status;
  return (
    <div className="talim-guardian">
      <header>
        <h1
          style={{
            margin: 0, flex: 1, minWidth: 0, color: '#fff', fontSize: 16, fontWeight: 600, lineHeight: 1.5,
            whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
          }}
          title={me.academy.name}
        >
          {me.academy.name}
        </h1>
        <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <LanguageSelect />
          <GuardianUserMenu name={`${me.firstName} ${me.lastName}`.trim()} type={me.type} avatarUrl={me.avatarUrl ?? undefined} onLogout={logout} />
        </div>
      </header>
      {(status === 'notActivated' || status === 'expired') && (
        <Suspense fallback={null}>
          <Banner status={status} />
        </Suspense>
      )}
      <GuardianOfflineBar />
      <main>
        {wide ? <PleaseUsePhone academyName={me.academy.name} /> : (
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
    </div>
  );
}

/**
 * The language choice on the green header: the public pages' select (PublicShell's
 * PublicLanguageSwitch, public.css) without its globe icon, about 2 KB gzip less on a guardian's phone.
 */
function LanguageSelect() {
  const intl = useIntl();
  const { lang, setLang } = usePreferences();
  return (
    <label className="talim-lang talim-lang-ghost">
      <select aria-label={intl.formatMessage({ id: 'app.language' })} value={lang} onChange={(e) => setLang(e.target.value as Lang)}>
        {LANGS.map((l) => <option key={l} value={l} lang={l}>{intl.formatMessage({ id: `lang.${l}` })}</option>)}
      </select>
    </label>
  );
}
