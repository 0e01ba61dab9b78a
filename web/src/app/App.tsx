import { Component, Suspense, lazy, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { IntlLayer } from './IntlLayer';
import { PageAnnouncer } from './PageAnnouncer';
import { PageSpinner } from './PageSpinner';
import { PreferencesProvider } from './preferences';
import { WITHOUT_ANTD } from './publicPaths';
import { routes } from './routes';

const AntdLayer = lazy(() => import('./LocaleProvider').then((m) => ({ default: m.AntdLayer })));

/**
 * antd's provider (theme, direction, locale, App context) around the pages that use antd, loaded
 * the first time such a page opens and kept from then on; the landing, login and terms pages are
 * drawn without it, so their first download carries no antd. Adding it re-creates the page below
 * once (when leaving those pages for the first time).
 */
function AntdWhenNeeded({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [kept, setKept] = useState(false);
  const needed = kept || !WITHOUT_ANTD.test(pathname);
  useEffect(() => { if (needed) setKept(true); }, [needed]);
  if (!needed) return children;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AntdLayer>{children}</AntdLayer>
    </Suspense>
  );
}

/**
 * A screen that throws (or whose chunk fails to load on a bad connection) shows a short notice
 * instead of a blank page; moving to another address tries again.
 */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, { error: unknown; pathname: string }> {
  state = { error: null as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname !== state.pathname ? { error: null, pathname: props.pathname } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" style={{ padding: 24, textAlign: 'center' }}>
        <p><FormattedMessage id="error.errorMessage" /></p>
        <a href="/"><FormattedMessage id="app.home" /></a>
      </div>
    );
  }
}

function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      {/* outside antd's provider, which re-creates the page below when it first joins (sign-in) */}
      <PageAnnouncer />
      <AntdWhenNeeded>
        <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>
      </AntdWhenNeeded>
    </>
  );
}

/**
 * The whole client: local preferences, intl, and the router; antd's provider joins for the pages
 * that use antd, Apollo loads with the routes that need it. A plain BrowserRouter: the app uses no
 * loaders or actions, and the data router (createBrowserRouter) would put about 17 KB (gzip) more
 * into every page's first download.
 */
export function App() {
  return (
    <PreferencesProvider>
      <IntlLayer>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </IntlLayer>
    </PreferencesProvider>
  );
}
