import type { ReactNode } from 'react';
import type { Lang } from '@/lib/prefs';
import { PublicProviders } from './Providers';
import { SessionProvider, SyncAcademyType } from './session';

/** The public providers plus the session, under an ApolloProvider (what ApolloSession gives a route; tests use it directly). */
export function AppProviders({ children, initialLang }: { children: ReactNode; initialLang?: Lang }) {
  return (
    <PublicProviders initialLang={initialLang}>
      <SessionProvider>
        <SyncAcademyType />
        {children}
      </SessionProvider>
    </PublicProviders>
  );
}
