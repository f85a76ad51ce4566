// GraphiQL for integrators, bundled with the web build (served by the api at /graphiql) so it works offline.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const { protocol, host, origin } = window.location;
const fetcher = createGraphiQLFetcher({
  url: `${origin}/graphql`,
  subscriptionUrl: `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`,
});

const DEFAULT_QUERY = `# Welcome to the Poolmates GraphQL API.
# Sign in on this site first (the session cookie is sent with every request),
# or add an "Authorization: Bearer <token>" header below.

query Me {
  me {
    id
    username
    email
  }
}
`;

const root = document.getElementById('graphiql');
if (!root) throw new Error('#graphiql is missing from graphiql.html');
createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
