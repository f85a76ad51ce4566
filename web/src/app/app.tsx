import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, useState, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo-client';
import { emitSessionExpired } from '../lib/session-events';
import { ConnectionBanner } from '../ui/connection-banner';
import { AppRoutes } from './app-routes';

/** Providers around the routes. The router is passed in (BrowserRouter in the page, MemoryRouter in tests). */
export function AppProviders({ client, children }: { client?: ApolloClient; children: ReactNode }) {
  const [apollo] = useState(() => client ?? createApolloClient({ onUnauthenticated: emitSessionExpired }));
  return <ApolloProvider client={apollo}>{children}</ApolloProvider>;
}

export function App({ client, router: Router }: { client?: ApolloClient; router: (p: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <Router>
          <AppRoutes />
          <ConnectionBanner />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
