import type { ReactNode } from 'react';
import type { Lang } from '@/lib/prefs';
import { LocaleProvider } from './LocaleProvider';
import { PreferencesProvider } from './preferences';
import { SessionProvider } from './session';

/** Everything under Apollo: local preferences, the session, then intl + antd (which read both). */
export function AppProviders({ children, initialLang }: { children: ReactNode; initialLang?: Lang }) {
  return (
    <PreferencesProvider initialLang={initialLang}>
      <SessionProvider>
        <LocaleProvider>{children}</LocaleProvider>
      </SessionProvider>
    </PreferencesProvider>
  );
}
