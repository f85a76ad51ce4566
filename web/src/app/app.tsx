import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo-client';
import { emitSessionExpired } from '../lib/session-events';
import { AppRoutes } from './app-routes';
import { typePolicies } from './web-features';

/** Providers around the routes. The router is passed in (BrowserRouter in the page, MemoryRouter in tests). */
export function AppProviders({ client, children }: { client?: ApolloClient; children: ReactNode }) {
  const [apollo] = useState(() => client ?? createApolloClient({ onUnauthenticated: emitSessionExpired, typePolicies }));
  return <ApolloProvider client={apollo}>{children}</ApolloProvider>;
}

/**
 * The offline / new-version strip (ui/connection-banner.tsx), downloaded after the first render so
 * it is not part of the first visit's JS; offline it comes from the service worker's precache, and
 * if it cannot be downloaded at all the app simply runs without it.
 */
function LateConnectionBanner() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    import('../ui/connection-banner').then((m) => setBanner(() => m.ConnectionBanner), () => undefined);
  }, []);
  return Banner ? <Banner /> : null;
}

export function App({ client, router: Router }: { client?: ApolloClient; router: (p: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <Router>
          <AppRoutes />
          <LateConnectionBanner />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
