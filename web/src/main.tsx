import { loadCatalog, needAntdLocales, needMessagePart } from './lib/messages';
import { storedLang } from './lib/prefs';
import { WITHOUT_ANTD } from './app/publicPaths';
import './app/global.css';
import './app/plain.css';

/**
 * The first screen's chunks for the pages people open cold on a slow phone, fetched together with
 * the app and the language instead of one after another as the router reaches each lazy level
 * (web/src/app/routes.tsx loads the same modules; the browser fetches each once).
 */
const FIRST_SCREEN: [RegExp, () => Promise<unknown>[]][] = [
  [/^\/$/, () => [import('./features/public/LandingPage')]],
  [/^\/login$/, () => [import('./app/RedirectIfSignedIn'), import('./features/auth/LoginScreen')]],
  // the guardian's pages: their session is plain fetch (no Apollo, no antd)
  [/^\/guardian$/, () => [import('./features/guardian/GuardianSession'), import('./app/GuardianLayout'), import('./features/guardian/GuardianHome')]],
  [/^\/result\/guardian\/[^/]+$/, () => [import('./features/guardian/GuardianSession'), import('./app/GuardianLayout'), import('./features/guardian/GuardianResult')]],
  [/^\/home_work\/[^/]+$/, () => [import('./features/guardian/GuardianSession'), import('./app/GuardianLayout'), import('./features/guardian/GuardianHomework')]],
  [/^\/student_fees$/, () => [import('./features/guardian/GuardianSession'), import('./app/GuardianLayout'), import('./features/guardian/GuardianFees')]],
  [/^\/payments\/[^/]+$/, () => [import('./features/guardian/GuardianSession'), import('./app/GuardianLayout'), import('./features/guardian/GuardianPayments')]],
];
// antd's provider, for every page but the landing, sign-in, terms and the guardian's (App.tsx adds it).
const antdPage = !WITHOUT_ANTD.test(window.location.pathname);
if (antdPage) needAntdLocales();
// Any page drawn with antd but the dashboard (whose messages are the office part) needs the rest of the messages too.
if (antdPage && !/^\/dashboard\/?$/.test(window.location.pathname)) needMessagePart('rest');
// The landing and terms pages' own messages come with the language (IntlLayer's useMessagePart).
if (/^\/(terms\/?)?$/.test(window.location.pathname)) needMessagePart('pages');
// The page's language is loaded before the first paint, so no text flashes as a message id (nor,
// on a page drawn with antd, an antd text in English).
Promise.all([
  import('react'),
  import('react-dom/client'),
  import('./app/App'),
  loadCatalog(storedLang()).catch(() => undefined),
]).then(([{ StrictMode }, { createRoot }, { App }]) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Asked for after the app and the language, so those come first over a thin connection (the
// session query can start while the screen's own chunks still arrive). A failure here is only a
// missed head start: the router imports the screen again.
const first = FIRST_SCREEN.find(([path]) => path.test(window.location.pathname));
for (const load of first?.[1]() ?? []) load.catch(() => undefined);
if (antdPage) import('./app/LocaleProvider').catch(() => undefined);
