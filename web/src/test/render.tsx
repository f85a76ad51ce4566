import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '../lib/apollo-client';

/** Shows the router's current path, so tests can assert navigation. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location" hidden>{pathname}</div>;
}

/** "/a/b?x=1" → { pathname: "/a/b", search: "?x=1" } */
function splitPath(path: string) {
  const at = path.indexOf('?');
  return at < 0 ? { pathname: path } : { pathname: path.slice(0, at), search: path.slice(at) };
}

export function renderWithProviders(
  ui: ReactNode,
  { path = '/', state, client }: { path?: string; state?: unknown; client?: ApolloClient } = {},
): RenderResult & { client: ApolloClient } {
  const apollo = client ?? createApolloClient({ wsUrl: null });
  const result = render(
    <ApolloProvider client={apollo}>
      <MemoryRouter initialEntries={[{ ...splitPath(path), state }]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { ...result, client: apollo };
}
