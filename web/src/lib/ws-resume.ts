import type { Client } from 'graphql-ws';
import { idAfter } from './event-id';

type WsPayload = Parameters<Client['subscribe']>[0];
type WsSink = Parameters<Client['subscribe']>[1];

/**
 * A subscription asked with `extensions: { resumeAfter: '<root field>' }` (e.g. `chatEvents(after:)`)
 * keeps its `after` variable at the newest event id it has delivered: graphql-ws sends the
 * subscribe message again after it reconnects a dropped socket, and then asks from the last event
 * seen, not from where the subscription started. The marker itself is not sent.
 */
export function resumeAfterLastEvent(payload: WsPayload, sink: WsSink): { payload: WsPayload; sink: WsSink } {
  const { resumeAfter, ...extensions } = (payload.extensions ?? {}) as Record<string, unknown>;
  if (typeof resumeAfter !== 'string') return { payload, sink };
  const variables: Record<string, unknown> = { ...payload.variables };
  const resumed: WsPayload = { ...payload, variables, extensions: Object.keys(extensions).length ? extensions : undefined };
  return {
    payload: resumed,
    sink: {
      ...sink,
      next: (result) => {
        const event = (result.data as Record<string, { id?: unknown } | null> | null | undefined)?.[resumeAfter];
        const id = event?.id;
        if (typeof id === 'string' && (typeof variables.after !== 'string' || idAfter(id, variables.after))) variables.after = id;
        sink.next(result);
      },
    },
  };
}
