import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useSyncExternalStore } from 'react';
import type { ChatMessageFieldsFragment as ChatMessage } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { addChatMessage } from './chat-cache';
import { ConversationWithQueryDocument, SendChatMessageMutationDocument } from './chat.graphql';

/**
 * A message the viewer wrote, shown at once as its own bubble until the server's copy (the send's
 * answer or the live event, whichever comes first) is in the history: both carry the same
 * `clientId`, so the bubble is replaced, never doubled. A failed send stays with Retry, which sends
 * the same `clientId` again (the server stores one message per client id).
 */
export interface OutboxEntry {
  clientId: string;
  toUserId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed' | 'sent';
  error?: string;
  /**
   * The send failed on the way (offline, a dropped connection), not by the server's answer: it is
   * sent again by itself once the connection is back (issue 28), with the same client id.
   */
  network?: boolean;
  /** The server's copy once answered (shown until the history lists it). */
  message?: ChatMessage;
}

const EMPTY: OutboxEntry[] = [];
const byPerson = new Map<string, OutboxEntry[]>();
const listeners = new Set<() => void>();
/**
 * Each person's sends in flight, one after another in the order written: the server numbers a
 * conversation's messages in the order their sends commit, so three sent at once (a quick typist, or
 * the outbox flushing) could be stored — and shown to both — as "two, one, three" (seen in the chat
 * walk). A failed send does not hold up the next one; its Retry joins the end of the line.
 */
const lines = new Map<string, Promise<void>>();

function inLine(toUserId: string, send: () => Promise<void>): Promise<void> {
  const sent = (lines.get(toUserId) ?? Promise.resolve()).then(send);
  lines.set(toUserId, sent);
  void sent.finally(() => lines.get(toUserId) === sent && lines.delete(toUserId));
  return sent;
}

function put(toUserId: string, entries: OutboxEntry[]) {
  if (entries.length) byPerson.set(toUserId, entries);
  else byPerson.delete(toUserId);
  for (const l of listeners) l();
}

function update(toUserId: string, clientId: string, change: Partial<OutboxEntry>) {
  const list = byPerson.get(toUserId) ?? EMPTY;
  if (!list.some((e) => e.clientId === clientId)) return;
  put(toUserId, list.map((e) => (e.clientId === clientId ? { ...e, ...change } : e)));
}

/** The history now holds these messages: their outbox entries are done. */
export function settleOutbox(toUserId: string, clientIds: ReadonlySet<string>) {
  const list = byPerson.get(toUserId) ?? EMPTY;
  if (list.some((e) => e.status === 'sent' && clientIds.has(e.clientId))) put(toUserId, list.filter((e) => !(e.status === 'sent' && clientIds.has(e.clientId))));
}

/** A deleted message never comes back from the outbox. */
export function forgetOutboxMessage(toUserId: string, clientId: string) {
  const list = byPerson.get(toUserId) ?? EMPTY;
  if (list.some((e) => e.clientId === clientId)) put(toUserId, list.filter((e) => e.clientId !== clientId));
}

/** Tests start from an empty outbox. */
export function resetOutbox() {
  byPerson.clear();
  lines.clear();
  for (const l of listeners) l();
}

export function useOutbox(toUserId: string | null | undefined): OutboxEntry[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (toUserId ? (byPerson.get(toUserId) ?? EMPTY) : EMPTY),
  );
}

async function deliver(client: ApolloClient, entry: OutboxEntry) {
  try {
    const { data } = await client.mutate({
      mutation: SendChatMessageMutationDocument,
      variables: { input: { toUserId: entry.toUserId, clientId: entry.clientId, text: entry.text } },
      // over the open socket when there is one (decision 103); its client id makes a resend safe either way
      context: { socketWhenOpen: true },
    });
    const message = data?.sendChatMessage;
    if (!message) throw new Error('The message was not sent.');
    addChatMessage(client.cache, message);
    update(entry.toUserId, entry.clientId, { status: 'sent', message, error: undefined });
    // The first message of a new chat made the conversation: the page now reads it.
    const held = client.cache.readQuery({ query: ConversationWithQueryDocument, variables: { userId: entry.toUserId } });
    if (held && !held.conversation) void client.refetchQueries({ include: [ConversationWithQueryDocument] }).catch(() => undefined);
  } catch (err) {
    update(entry.toUserId, entry.clientId, { status: 'failed', error: errorMessage(err), network: !CombinedGraphQLErrors.is(err) });
  }
}

/** Sends a new message: on screen at once, then confirmed (or failed, with Retry). */
export function sendMessage(client: ApolloClient, toUserId: string, text: string) {
  const entry: OutboxEntry = { clientId: crypto.randomUUID(), toUserId, text, createdAt: new Date().toISOString(), status: 'sending' };
  put(toUserId, [...(byPerson.get(toUserId) ?? EMPTY), entry]);
  return inLine(toUserId, () => deliver(client, entry));
}

/** Retry a failed send with the same client id (a lost answer does not store it twice). */
export function retryMessage(client: ApolloClient, entry: OutboxEntry) {
  update(entry.toUserId, entry.clientId, { status: 'sending', error: undefined, network: undefined });
  return inLine(entry.toUserId, () => deliver(client, { ...entry, status: 'sending' }));
}

/**
 * The connection is back (the socket reconnected, or the browser is online again): every send that
 * failed on the way goes again, once, in the order written, with its client id (the server stores
 * it once even if the first try reached it). One the server refused keeps its Retry.
 */
export function resendFailed(client: ApolloClient): Promise<void[]> {
  const waiting = [...byPerson.values()].flat().filter((e) => e.status === 'failed' && e.network);
  return Promise.all(waiting.map((e) => retryMessage(client, e)));
}
