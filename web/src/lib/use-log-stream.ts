import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { skipToken, useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { idAfter } from './event-id';

/** Waits before subscribing again after the stream failed for good (the socket's own retries gave up). */
const RESUBSCRIBE_MS = [1000, 2000, 5000, 10000, 30000];

/** What every event of a log stream has: its number in the stream (a string) and its kind (RESET: reload). */
export interface LogStreamEvent {
  id: string;
  kind: string;
}

/** The event a subscription's root field `F` answers. */
type EventOf<TData, F extends keyof TData> = NonNullable<TData[F]>;

export interface LogStreamOptions<F extends string, TData extends Record<F, LogStreamEvent | null | undefined>, TVars extends OperationVariables, E = EventOf<TData, F>> {
  /** A subscription with an `$after: ID` variable whose root field `field` answers the events. */
  document: TypedDocumentNode<TData, TVars>;
  field: F;
  /** The subscription's other variables (`after` is the hook's). */
  variables?: Omit<TVars, 'after'>;
  /** The stream's head read with the screen (e.g. `lastChatEventId`); nothing is asked before it is known. */
  startAfter: string | null | undefined;
  /** Each new event once, in order (a replayed one is skipped). */
  onEvent: (e: E) => void;
  /** RESET (more was missed than a catch-up sends): re-read what the screen shows. `'refetch-active'`: every open query. Called before `onEvent`. */
  onReset?: 'refetch-active' | ((e: E) => void);
  /** Live-only events (chat's TYPING, id "0"): passed on as they come, moving no cursor. */
  unordered?: (e: E) => boolean;
}

/**
 * One subscription to a stream of the event log (decisions 051, 057, 064): it starts at the head
 * the screen read (`startAfter`) and remembers the newest event id handed on. When the socket
 * drops, graphql-ws' own reconnect asks again from that id (`extensions.resumeAfter`, see
 * lib/ws-resume.ts); a stream that failed for good (the socket's retries gave up, or the server
 * refused) is subscribed again here from the same id, backing off. The server sends the missed
 * events first, then the live ones; events are merged by id — one at or before the last seen is a
 * replay and is skipped — so nothing is missed, nothing is applied twice, and RESET re-reads.
 */
export function useLogStream<F extends string, TData extends Record<F, LogStreamEvent | null | undefined>, TVars extends OperationVariables>(opts: LogStreamOptions<F, TData, TVars>): void {
  type E = EventOf<TData, F>;
  const client = useApolloClient();
  const last = useRef<string | null>(null);
  // the first id read; later reads of the screen never move it (the stream itself does)
  const [after, setAfter] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });

  const { startAfter, field, document } = opts;
  useEffect(() => {
    if (startAfter != null && last.current == null) {
      last.current = startAfter;
      setAfter(startAfter);
    }
  }, [startAfter]);

  const result = useSubscription(
    document,
    after == null
      ? skipToken
      : {
          variables: { ...opts.variables, after } as unknown as TVars,
          fetchPolicy: 'no-cache',
          ignoreResults: true,
          extensions: { resumeAfter: field },
          onData: ({ data }) => {
            const e = (data.data as TData | undefined)?.[field] as E | null | undefined;
            if (!e) return;
            const { onEvent, onReset, unordered } = latest.current;
            if (!unordered?.(e)) {
              if (last.current != null && !idAfter(e.id, last.current)) return; // seen already (a replay)
              last.current = e.id;
            }
            setFailures(0);
            if (e.kind === 'RESET') {
              if (onReset === 'refetch-active') void client.refetchQueries({ include: 'active' }).catch(() => undefined);
              else onReset?.(e);
            }
            onEvent(e);
          },
          // graphql-ws reconnects a dropped socket itself; an error means it gave up (or the server refused)
          onError: () => setFailures((n) => n + 1),
        },
  );

  // Subscribe again from the newest id seen: a new `after` resubscribes; the same one restarts.
  const restart = result.restart;
  useEffect(() => {
    if (failures === 0) return;
    const t = setTimeout(
      () => {
        if (last.current != null && last.current !== after) setAfter(last.current);
        else restart();
      },
      RESUBSCRIBE_MS[Math.min(failures, RESUBSCRIBE_MS.length) - 1],
    );
    return () => clearTimeout(t);
  }, [failures, after, restart]);
}

/**
 * Where a stream starts after a load (decisions 064, 068): `read` asks the screen's start — the
 * stream's head, with whatever must come from the same moment (the bell's count, the ringing calls)
 * — once; a failure is asked again, backing off (`retryMs`), so the stream is never deaf for the
 * page's life. The head, for `useLogStream`'s `startAfter`; null until then. `read` must be stable.
 */
export function useStreamStart(read: () => Promise<string | null>, retryMs: readonly number[] = RESUBSCRIBE_MS): string | null {
  const [head, setHead] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const attempt = () =>
      read().then(
        (h) => {
          if (live && h !== null) setHead(h);
        },
        () => {
          if (live) timer = setTimeout(() => void attempt(), retryMs[Math.min(tries++, retryMs.length - 1)]);
        },
      );
    void attempt();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [read, retryMs]);
  return head;
}
