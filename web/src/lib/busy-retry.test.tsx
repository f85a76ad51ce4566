import { parse } from 'graphql';
import { useMutation, useQuery } from '@apollo/client/react';
import { ErrorCode, MSG } from '@poolmates/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { GraphQLQuery, GraphQLResponseBody } from 'msw/graphql';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { api, server } from '../test/msw-server';
import { renderWithProviders } from '../test/render';
import { ConnectionBanner } from '../ui/connection-banner';
import { createApolloClient } from './apollo-client';
import { busyRetries, busyRetryLink } from './busy-retry';

// parse(), not gql``: these test-only operations are not the schema's, so codegen must not pick them up
const PROBE = parse(`
  query BusyProbe {
    probe
  }
`);
const EVENTS = parse(`
  subscription BusyEvents {
    events
  }
`);
const SEND = parse(`
  mutation BusySend($clientId: String, $text: String!) {
    send(clientId: $clientId, text: $text)
  }
`);

const busy = (retryAfter: string) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({ data: null, errors: [{ message: MSG.serverBusy, extensions: { code: ErrorCode.UNAVAILABLE, retryAfterMs: 1000 } }] }, { status: 503, headers: { 'Retry-After': retryAfter } });

function Probe() {
  const { data, error } = useQuery<{ probe: string }>(PROBE);
  return <p>{error ? `failed: ${error.message}` : (data?.probe ?? 'loading')}</p>;
}

function Sender({ clientId }: { clientId?: string }) {
  const [send, { data, error }] = useMutation<{ send: string }>(SEND);
  return (
    <>
      <button type="button" onClick={() => void send({ variables: { clientId, text: 'hi' } }).catch(() => undefined)}>
        Send
      </button>
      <p>{error ? `failed: ${error.message}` : (data?.send ?? 'idle')}</p>
    </>
  );
}

const client = () => createApolloClient({ wsUrl: null, busyRetry: { baseMs: 10, maxMs: 50 } });

describe('busy, retrying (decision 060)', () => {
  it('a query refused with 503 is tried again after Retry-After, with a polite status meanwhile, then shows its data', async () => {
    const at: number[] = [];
    server.use(
      api.query('BusyProbe', () => {
        at.push(performance.now());
        return at.length === 1 ? busy('1') : HttpResponse.json({ data: { probe: 'fresh' } });
      }),
    );
    renderWithProviders(
      <>
        <ConnectionBanner />
        <Probe />
      </>,
      { client: client() },
    );
    expect(await screen.findByText(MSG.busyRetrying)).toBeInTheDocument();
    expect(screen.getByText(MSG.busyRetrying).closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('fresh', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(at).toHaveLength(2);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(900); // Retry-After: 1 honoured over the 10 ms backoff
    await waitFor(() => expect(screen.queryByText(MSG.busyRetrying)).not.toBeInTheDocument());
  });

  it('a mutation carrying a clientId is tried again (UNAVAILABLE in the body, as the socket answers); one without is not', async () => {
    let calls = 0;
    server.use(
      api.mutation('BusySend', ({ variables }) => {
        calls += 1;
        if (variables.clientId && calls > 1) return HttpResponse.json({ data: { send: `stored ${String(variables.clientId)}` } });
        return HttpResponse.json({ errors: [{ message: MSG.serverBusy, extensions: { code: ErrorCode.UNAVAILABLE, retryAfterMs: 20 } }] });
      }),
    );
    const user = userEvent.setup();
    const first = renderWithProviders(<Sender />, { client: client() });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(`failed: ${MSG.serverBusy}`)).toBeInTheDocument();
    expect(calls).toBe(1);
    first.unmount();

    calls = 0;
    renderWithProviders(<Sender clientId="c-1" />, { client: client() });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('stored c-1')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('gives up after its tries: the page gets the refusal (its own error and Retry), not an endless spinner', async () => {
    let calls = 0;
    server.use(
      api.query('BusyProbe', () => {
        calls += 1;
        return busy('0');
      }),
    );
    renderWithProviders(<Probe />, { client: createApolloClient({ wsUrl: null, busyRetry: { retries: 2, baseMs: 5, maxMs: 10 } }) });
    expect(await screen.findByText(/^failed:/)).toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it('a subscription refused as busy stops counting once its retry is under way: an accepted subscription says nothing until an event (probe 2026-11-27)', async () => {
    let tries = 0;
    // the socket's answers: the first start refused (UNAVAILABLE), the second accepted and quiet
    const socket = new ApolloLink(
      () =>
        new Observable<ApolloLink.Result>((observer) => {
          tries += 1;
          if (tries === 1) observer.error(new CombinedGraphQLErrors({ errors: [{ message: MSG.serverBusy, extensions: { code: ErrorCode.UNAVAILABLE, retryAfterMs: 10 } }] }));
        }),
    );
    const link = ApolloLink.from([busyRetryLink({ baseMs: 5, maxMs: 10 }), socket]);
    const apollo = new ApolloClient({ cache: new InMemoryCache(), link });
    const sub = ApolloLink.execute(link, { query: EVENTS }, { client: apollo }).subscribe({});
    try {
      await waitFor(() => expect(tries).toBe(2));
      // nothing waits to be tried again: the banner goes, though no event came
      await waitFor(() => expect(busyRetries.count()).toBe(0));
    } finally {
      sub.unsubscribe();
    }
    expect(busyRetries.count()).toBe(0);
  });
});
