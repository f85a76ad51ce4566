import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { emitSocketReconnected } from '../../lib/socket-events';
import { fakeSubscriptions } from '../../test/fake-subscriptions';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { MessagePage } from './message-page';
import { MessagesMenu } from './messages-menu';
import { resetOutbox } from './outbox';

// The shapes of /work/notes/chat-contract.md (issue 13) as the api answers them.
const ada = { __typename: 'User', id: 'u1', username: 'ada', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null };
const grace = { __typename: 'User', id: 'u2', username: 'grace', firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null };
const NOW = new Date().toISOString();

function msg(id: string, text: string, mine: boolean, clientId = `c-${id}`, conversationId = 'k1') {
  return { __typename: 'ChatMessage', id, clientId, conversationId, text, createdAt: NOW, mine, sender: mine ? ada : grace };
}
type Msg = ReturnType<typeof msg>;
function conv(lastMessage: Msg | null, unreadCount = 0, id = 'k1', other = grace) {
  return { __typename: 'Conversation', id, other, lastMessage, unreadCount, updatedAt: lastMessage?.createdAt ?? NOW };
}
const connection = <T,>(type: string, nodes: T[], hasNextPage = false) => ({
  __typename: `${type}Connection`,
  edges: nodes.map((node, i) => ({ __typename: `${type}Edge`, cursor: `cur-${i}`, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? `cur-${nodes.length - 1}` : null },
});
function event(id: string, kind: string, conversation: ReturnType<typeof conv>, unreadTotal: number, message: Msg | null = null, messageId: string | null = null) {
  return { __typename: 'ChatEvent', id, kind, conversationId: conversation.id, message, messageId: messageId ?? message?.id ?? null, conversation, unreadTotal };
}

/** Newest first, as `chatMessages` pages them. */
function chatHandlers({ history, conversation, unread = 0, lastEventId = '10' }: { history: Msg[]; conversation: ReturnType<typeof conv> | null; unread?: number; lastEventId?: string }) {
  return [
    api.query('ChatStart', () => HttpResponse.json({ data: { unreadMessageCount: unread, lastChatEventId: lastEventId } })),
    api.query('UnreadMessageCount', () => HttpResponse.json({ data: { unreadMessageCount: unread } })),
    api.query('Conversations', () => HttpResponse.json({ data: { conversations: connection('Conversation', conversation ? [conversation] : []) } })),
    api.query('ConversationWith', () => HttpResponse.json({ data: { conversation, user: grace } })),
    api.query('ChatMessages', () => HttpResponse.json({ data: { chatMessages: connection('ChatMessage', history.toReversed()) } })),
    api.mutation('ChatTyping', () => HttpResponse.json({ data: { chatTyping: true } })),
  ];
}

function renderChat(path = '/homepage/message?to=u2') {
  const subs = fakeSubscriptions();
  const client = createApolloClient({ wsUrl: null, subscriptionLink: subs.link });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route
        path="/homepage/message"
        element={
          <>
            <MessagesMenu />
            <MessagePage />
          </>
        }
      />
      <Route path="*" element={<MessagesMenu />} />
    </Routes>,
    { path, client },
  );
  return { subs, user, client };
}

const bubbles = () => screen.queryAllByTestId('chat-bubble');
const bubbleTexts = () => bubbles().map((b) => within(b).getByText(/./, { selector: '.chat__html, .chat__plain' }).textContent);

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  resetOutbox();
  vi.restoreAllMocks();
});

describe('chat: sending', () => {
  it('shows the message at once and keeps one bubble when the live event comes before the answer', async () => {
    const first = msg('5', 'hi Ada', false);
    server.use(...chatHandlers({ history: [first], conversation: conv(first) }));
    let answer: (() => void) | null = null;
    const sent: Array<{ clientId: string; text: string; toUserId: string }> = [];
    server.use(
      api.mutation('SendChatMessage', async ({ variables }) => {
        sent.push(variables.input);
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: { sendChatMessage: msg('6', 'hello Grace', true, variables.input.clientId) } });
      }),
    );
    const { subs, user } = renderChat();
    expect(await screen.findByText('hi Ada')).toBeInTheDocument();
    await waitFor(() => expect(subs.subscribed()).toEqual([{ operationName: 'ChatEvents', variables: { after: '10' } }]));

    const box = screen.getByRole('textbox', { name: 'Message Grace Hopper' });
    await user.type(box, '   {Enter}');
    expect(sent).toHaveLength(0); // blank is not sent
    await user.clear(box);
    await user.type(box, 'hello{Shift>}{Enter}{/Shift}Grace');
    expect(box).toHaveValue('hello\nGrace');
    expect(sent).toHaveLength(0); // Shift+Enter is a line break
    await user.clear(box);
    await user.type(box, 'hello Grace{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ toUserId: 'u2', text: 'hello Grace' });
    expect(sent[0].clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(box).toHaveValue('');
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    expect(bubbleTexts()).toEqual(['hi Ada', 'hello Grace']);

    // The live event (same clientId) arrives before the send's answer: still one bubble.
    const live = msg('6', 'hello Grace', true, sent[0].clientId);
    act(() => subs.push('ChatEvents', 'chatEvents', event('11', 'MESSAGE', conv(live), 0, live)));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(bubbleTexts()).toEqual(['hi Ada', 'hello Grace']);

    // Then the answer: still one.
    act(() => answer?.());
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(bubbleTexts()).toEqual(['hi Ada', 'hello Grace']);
    // The conversation list's preview follows.
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByText('You: hello Grace')).toBeInTheDocument();
  });

  it('sends messages written in a row one at a time, in the order written (the server numbers them as they arrive)', async () => {
    server.use(...chatHandlers({ history: [], conversation: conv(null) }));
    const arrived: string[] = [];
    let inFlight = 0;
    let most = 0;
    server.use(
      api.mutation('SendChatMessage', async ({ variables }) => {
        arrived.push(variables.input.text);
        most = Math.max(most, ++inFlight);
        // the first send is the slowest: sent together, the later ones would overtake it
        await new Promise((r) => setTimeout(r, arrived.length === 1 ? 120 : 10));
        inFlight--;
        return HttpResponse.json({ data: { sendChatMessage: msg(String(arrived.length), variables.input.text, true, variables.input.clientId) } });
      }),
    );
    const { user } = renderChat();
    const box = await screen.findByRole('textbox', { name: 'Message Grace Hopper' });
    for (const text of ['one', 'two', 'three']) await user.type(box, `${text}{Enter}`);
    await waitFor(() => expect(arrived).toEqual(['one', 'two', 'three']));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(most).toBe(1);
    expect(bubbleTexts()).toEqual(['one', 'two', 'three']);
  });

  it('keeps a failed send with Retry, which sends the same client id again', async () => {
    server.use(...chatHandlers({ history: [], conversation: null }));
    const clientIds: string[] = [];
    server.use(
      api.mutation('SendChatMessage', ({ variables }) => {
        clientIds.push(variables.input.clientId);
        if (clientIds.length === 1) return HttpResponse.error();
        return HttpResponse.json({ data: { sendChatMessage: msg('1', 'first words', true, variables.input.clientId) } });
      }),
    );
    const { user } = renderChat();
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message Grace Hopper' }), 'first words{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not sent/);
    expect(bubbleTexts()).toEqual(['first words']);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument());
    expect(clientIds).toHaveLength(2);
    expect(clientIds[1]).toBe(clientIds[0]);
    expect(bubbleTexts()).toEqual(['first words']);
  });

  it('keeps an unsent message in sight under "Could not load the messages" (the read failed too: the network went)', async () => {
    const first = msg('1', 'earlier', true);
    server.use(...chatHandlers({ history: [first], conversation: conv(first) }));
    // (a later server.use comes first)
    server.use(
      api.query('ChatMessages', () => HttpResponse.error()),
      api.mutation('SendChatMessage', () => HttpResponse.error()),
    );
    const { user } = renderChat();
    expect(await screen.findByText('Could not load the messages.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message Grace Hopper' }), 'written offline{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not sent/);
    expect(screen.getByText('Could not load the messages.')).toBeInTheDocument();
    expect(bubbleTexts()).toEqual(['written offline']);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends what failed offline by itself once the socket is back, with the same client id, once (issue 28)', async () => {
    server.use(...chatHandlers({ history: [], conversation: null }));
    const clientIds: string[] = [];
    let offline = true;
    server.use(
      api.mutation('SendChatMessage', ({ variables }) => {
        clientIds.push(variables.input.clientId);
        if (offline) return HttpResponse.error();
        return HttpResponse.json({ data: { sendChatMessage: msg(String(clientIds.length), variables.input.text, true, variables.input.clientId) } });
      }),
    );
    const { user } = renderChat();
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message Grace Hopper' });
    await user.type(box, 'written offline{Enter}');
    await user.type(box, 'and another{Enter}');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(/Not sent.*back online/);
    expect(clientIds).toHaveLength(2);

    offline = false;
    act(() => emitSocketReconnected());
    await waitFor(() => expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument());
    expect(clientIds).toHaveLength(4);
    expect(clientIds.slice(2)).toEqual(clientIds.slice(0, 2));
    expect(bubbleTexts()).toEqual(['written offline', 'and another']);
    // the browser's own "online" afterwards sends nothing again
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 50));
    expect(clientIds).toHaveLength(4);
  });

  it("keeps a send the server refused with Retry when the connection comes back", async () => {
    server.use(...chatHandlers({ history: [], conversation: null }));
    let sends = 0;
    server.use(
      api.mutation('SendChatMessage', () => {
        sends += 1;
        return HttpResponse.json({ errors: [{ message: 'You cannot message this person.', extensions: { code: 'FORBIDDEN' } }], data: null });
      }),
    );
    const { user } = renderChat();
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message Grace Hopper' }), 'hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not sent/);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/back online/);
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 50));
    expect(sends).toBe(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('chat: starting a conversation from Messages (issue 28)', () => {
  it('New message searches a person by name and opens the chat with them', async () => {
    server.use(...chatHandlers({ history: [], conversation: null }));
    const asked: string[] = [];
    server.use(
      api.query('Conversations', () => HttpResponse.json({ data: { conversations: connection('Conversation', []) } })),
      api.query('ChatPeopleSearch', ({ variables }) => {
        asked.push(String(variables.query));
        return HttpResponse.json({ data: { searchPeople: { __typename: 'PersonSearchHitConnection', edges: [{ __typename: 'PersonSearchHitEdge', cursor: 'c0', node: { __typename: 'PersonSearchHit', person: grace } }] } } });
      }),
    );
    const { user } = renderChat('/homepage/message');
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New message' }));
    const box = screen.getByRole('searchbox', { name: 'To: a name or username' });
    await user.type(box, 'g');
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).toEqual([]); // one character: not asked yet
    await user.type(box, 'race');
    await user.click(await screen.findByRole('link', { name: /Grace Hopper/ }));
    expect(asked).toEqual(['grace']);
    expect(await screen.findByRole('textbox', { name: 'Message Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('chat: typing', () => {
  it('shows "typing…" on a TYPING event and tells the other person at most once per 3 s', async () => {
    const first = msg('5', 'hi', false);
    server.use(...chatHandlers({ history: [first], conversation: conv(first) }));
    let typingCalls = 0;
    server.use(
      api.mutation('ChatTyping', () => {
        typingCalls += 1;
        return HttpResponse.json({ data: { chatTyping: true } });
      }),
    );
    const { subs, user } = renderChat();
    expect(await screen.findByText('hi')).toBeInTheDocument();
    await waitFor(() => expect(subs.subscribed()).toHaveLength(1));
    await user.type(screen.getByRole('textbox', { name: 'Message Grace Hopper' }), 'abcdef');
    await waitFor(() => expect(typingCalls).toBe(1));

    act(() => subs.push('ChatEvents', 'chatEvents', event('0', 'TYPING', conv(first), 0)));
    expect(await screen.findByText('typing…')).toBeInTheDocument();
    const reply = msg('6', 'there', false);
    act(() => subs.push('ChatEvents', 'chatEvents', event('11', 'MESSAGE', conv(reply), 0, reply)));
    await waitFor(() => expect(screen.queryByText('typing…')).not.toBeInTheDocument());
    expect(bubbleTexts()).toEqual(['hi', 'there']);
  });
});

describe('chat: live', () => {
  it('after a dropped stream subscribes again from the last event id and merges the replay by id', async () => {
    const first = msg('5', 'one', false);
    server.use(...chatHandlers({ history: [first], conversation: conv(first) }));
    const { subs } = renderChat();
    expect(await screen.findByText('one')).toBeInTheDocument();
    await waitFor(() => expect(subs.subscribed()).toEqual([{ operationName: 'ChatEvents', variables: { after: '10' } }]));
    const two = msg('6', 'two', false);
    act(() => subs.push('ChatEvents', 'chatEvents', event('11', 'MESSAGE', conv(two), 0, two)));
    expect(await screen.findByText('two')).toBeInTheDocument();

    act(() => subs.drop('ChatEvents'));
    expect(bubbleTexts()).toEqual(['one', 'two']); // nothing emptied meanwhile
    await waitFor(() => expect(subs.subscribed()).toEqual([{ operationName: 'ChatEvents', variables: { after: '11' } }]), { timeout: 4000 });

    // The server's catch-up (a replayed event among them) then live again: each once, in id order.
    const three = msg('7', 'three', false);
    const four = msg('8', 'four', false);
    act(() => {
      subs.push('ChatEvents', 'chatEvents', event('11', 'MESSAGE', conv(two), 0, two));
      subs.push('ChatEvents', 'chatEvents', event('12', 'MESSAGE', conv(three), 0, three));
      subs.push('ChatEvents', 'chatEvents', event('13', 'MESSAGE', conv(four), 0, four));
    });
    await waitFor(() => expect(bubbleTexts()).toEqual(['one', 'two', 'three', 'four']));
  });

  it('moves the header badge with each event and lists incoming messages in the Message panel', async () => {
    server.use(...chatHandlers({ history: [], conversation: null, unread: 0 }));
    const note = { __typename: 'MessageNotification', id: '9', text: 'are you there?', read: false, createdAt: NOW, conversationId: 'k2', messageId: '9', from: grace };
    let notes = [] as (typeof note)[];
    server.use(api.query('MessageNotifications', () => HttpResponse.json({ data: { messageNotifications: connection('MessageNotification', notes) } })));
    const { subs, user } = renderChat('/homepage');
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();
    await waitFor(() => expect(subs.subscribed()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { name: 'Message' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all Message' })).toHaveAttribute('href', '/homepage/message');

    const m = msg('9', 'are you there?', false, 'c9', 'k2');
    notes = [note];
    act(() => subs.push('ChatEvents', 'chatEvents', event('11', 'MESSAGE', conv(m, 3, 'k2'), 3, m)));
    expect(await screen.findByRole('button', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('message-badge')).toHaveTextContent('3');
    const list = await screen.findByRole('list', { name: 'Message list' });
    expect(within(list).getByText('are you there?')).toBeInTheDocument();
    expect(within(list).getByText('Grace Hopper')).toBeInTheDocument();

    // Read in another tab: READ brings the new total, the item is read.
    act(() => subs.push('ChatEvents', 'chatEvents', event('12', 'READ', conv(m, 0, 'k2'), 0, null, '9')));
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('message-badge')).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByLabelText('unread')).not.toBeInTheDocument());

    // A TYPING event ("0") neither counts nor moves where the stream resumes.
    act(() => subs.push('ChatEvents', 'chatEvents', event('0', 'TYPING', conv(m, 0, 'k2'), 0)));
    act(() => subs.drop('ChatEvents'));
    await waitFor(() => expect(subs.subscribed()).toEqual([{ operationName: 'ChatEvents', variables: { after: '12' } }]), { timeout: 4000 });
  });
});

describe('chat: reading', () => {
  it('reads an open conversation only while the tab is visible and focused', async () => {
    const first = msg('5', 'unread words', false);
    server.use(...chatHandlers({ history: [first], conversation: conv(first, 1), unread: 1 }));
    const marked: unknown[] = [];
    server.use(
      api.mutation('MarkConversationRead', ({ variables }) => {
        marked.push(variables);
        return HttpResponse.json({ data: { markConversationRead: conv(first, 0) } });
      }),
    );
    let focused = false;
    vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
    renderChat();
    expect(await screen.findByText('unread words')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(marked).toEqual([]);
    focused = true;
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(marked).toEqual([{ conversationId: 'k1', upToMessageId: '5' }]));
  });
});

describe('chat: phone layout', () => {
  it('shows one pane at a time at 780 px or less, with a back control', async () => {
    window.matchMedia = (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    const first = msg('5', 'hello from Grace', false);
    server.use(...chatHandlers({ history: [first], conversation: conv(first) }));
    const { user } = renderChat('/homepage/message');
    const row = await screen.findByRole('link', { name: /Grace Hopper/ });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(row);
    expect(await screen.findByRole('textbox', { name: 'Message Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
