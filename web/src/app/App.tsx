import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { PublicProviders } from './Providers';
import { routes } from './routes';

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
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * The whole client: local preferences, intl + antd, and the router (Apollo loads with the routes
 * that need it). A plain BrowserRouter: the app uses no loaders or actions, and the data router
 * (createBrowserRouter) would put about 17 KB (gzip) more into every page's first download.
 */
export function App() {
  return (
    <PublicProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PublicProviders>
  );
}
