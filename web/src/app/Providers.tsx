import type { ReactNode } from 'react';
import type { Lang } from '@/lib/prefs';
import { LocaleProvider } from './LocaleProvider';
import { PreferencesProvider } from './preferences';

/** Local preferences, then intl + antd (which read them): all a public page needs. No Apollo here. */
export function PublicProviders({ children, initialLang }: { children: ReactNode; initialLang?: Lang }) {
  return (
    <PreferencesProvider initialLang={initialLang}>
      <LocaleProvider>{children}</LocaleProvider>
    </PreferencesProvider>
  );
}
