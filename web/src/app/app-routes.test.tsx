import { ErrorCode, MSG } from '@poolmates/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../lib/apollo-client';
import { setDeactivatedFlag } from '../lib/deactivated-flag';
import { peekRedirectPath } from '../lib/redirect-path';
import { emitSessionExpired } from '../lib/session-events';
import { clientInfoRecorded, gqlError, viewer } from '../test/graphql-responses';
import { api, server } from '../test/msw-server';
import { renderWithProviders } from '../test/render';
import { topic } from '../test/topic-responses';
import { AppRoutes } from './app-routes';

const TAGLINE = 'So much to learn, So many resources, but still can not learn.';
const signedOut = () => api.query('Me', () => HttpResponse.json({ data: { me: null } }));
const signedIn = (overrides = {}) => api.query('Me', () => HttpResponse.json({ data: { me: viewer(overrides) } }));
/** Home: the dashboard of my squads, empty. */
const noSquads = () =>
  api.query('MyActivePools', () =>
    HttpResponse.json({ data: { myActivePools: { __typename: 'TopicConnection', edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } } } }),
  );
const location = () => screen.getByTestId('location').textContent;
const topicDetail = () =>
  api.query('TopicDetail', ({ variables }) => HttpResponse.json({ data: { topic: topic(variables.id as string, { topic: 'Rust in 30 days' }) } }));

const personProfile = () =>
  api.query('PersonProfile', ({ variables }) =>
    HttpResponse.json({
      data: {
        user: {
          __typename: 'User',
          id: variables.id as string,
          username: 'grace',
          firstName: 'Grace',
          lastName: 'Hopper',
          location: null,
          stereotype: null,
          bio: null,
          profileImageUrl: null,
          followerCount: 2,
          followingCount: 0,
          viewerFollow: 'NOT_FOLLOWING',
        },
      },
    }),
  );

function renderApp(path: string) {
  const user = userEvent.setup();
  const client = createApolloClient({ wsUrl: null, onUnauthenticated: emitSessionExpired });
  return { user, ...renderWithProviders(<AppRoutes />, { path, client }) };
}

describe('route guards', () => {
  it('shows a loading state while the session loads, then the page (no flash of the wrong page)', async () => {
    server.use(
      noSquads(),
      api.query('Me', async () => {
        await delay(30);
        return HttpResponse.json({ data: { me: viewer() } });
      }),
    );
    renderApp('/signin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No active pools yet' })).toBeInTheDocument();
    expect(location()).toBe('/homepage');
  });

  it("shows a visitor's page at once when the page came without a session cookie (the visitor shell, decision 071)", async () => {
    let answer: (() => void) | null = null;
    server.use(
      api.query('Me', async () => {
        await new Promise<void>((r) => (answer = r));
        return HttpResponse.json({ data: { me: null } });
      }),
    );
    document.documentElement.setAttribute('data-visitor', '');
    try {
      renderApp('/');
      // the session check is still out: no loading screen, the landing page
      expect(await screen.findByRole('heading', { level: 1, name: TAGLINE })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
      await waitFor(() => expect(answer).not.toBeNull());
      answer!();
      await waitFor(() => expect(location()).toBe('/'));
    } finally {
      document.documentElement.removeAttribute('data-visitor');
    }
  });

  it('sends a visitor at /homepage to the landing page', async () => {
    server.use(signedOut());
    renderApp('/homepage/profile');
    expect(await screen.findByRole('heading', { level: 1, name: TAGLINE })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(screen.getByRole('heading', { name: 'Procrastination Doom Loop' })).toBeInTheDocument();
  });

  it('sends a signed-in user at /signin to /homepage', async () => {
    server.use(noSquads(), signedIn());
    renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'No active pools yet' })).toBeInTheDocument();
    expect(location()).toBe('/homepage');
  });

  it.each(['/', '/register', '/forgetpassword', '/howitwork'])(
    'sends a signed-in user at %s to /homepage',
    async (path) => {
      server.use(noSquads(), signedIn());
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'No active pools yet' })).toBeInTheDocument();
      expect(location()).toBe('/homepage');
    },
  );

  it('saves a public pool link at start and opens it under /homepage after sign-in', async () => {
    server.use(
      signedOut(),
      topicDetail(),
      clientInfoRecorded(),
      api.mutation('SignIn', () =>
        HttpResponse.json({ data: { signIn: { __typename: 'AuthPayload', status: 'ACTIVE', user: viewer() } } }),
      ),
    );
    const { user } = renderApp('/pool/pooldetails/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rust in 30 days' })).toBeInTheDocument();
    expect(peekRedirectPath()).toBe('/pool/pooldetails/5');

    await user.click(screen.getAllByRole('link', { name: 'Sign in' })[0]);
    await user.type(await screen.findByLabelText('Email, mobile number or username'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Rust in 30 days' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/pool/pooldetails/5');
    // the shell forgets the link in an effect, which may run just after the heading shows
    await waitFor(() => expect(peekRedirectPath()).toBeNull());
  });

  it("sends a visitor's TimeLine click through sign-in to the timeline", async () => {
    server.use(
      signedOut(),
      topicDetail(),
      clientInfoRecorded(),
      api.mutation('SignIn', () =>
        HttpResponse.json({ data: { signIn: { __typename: 'AuthPayload', status: 'ACTIVE', user: viewer() } } }),
      ),
      api.query('TopicTimeline', () =>
        HttpResponse.json({ data: { topic: { __typename: 'Topic', id: '5', topic: 'Rust in 30 days', yourName: 'Ada' }, timeline: [] } }),
      ),
    );
    const { user } = renderApp('/pool/pooldetails/5');
    await user.click(await screen.findByRole('link', { name: 'TimeLine' }));
    await user.type(await screen.findByLabelText('Email, mobile number or username'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/pool/distimeline');
  });

  it('opens a public pool page inside the app for a signed-in user', async () => {
    server.use(noSquads(), signedIn(), topicDetail());
    renderApp('/Pool/pooldetails/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rust in 30 days' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/Pool/pooldetails/5');
    expect(screen.getByRole('link', { name: 'TimeLine' })).toHaveAttribute('href', '/homepage/pool/distimeline?topic=5');
  });

  it('opens a public profile inside the app for a signed-in user', async () => {
    server.use(noSquads(), signedIn(), personProfile());
    renderApp('/account/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'grace' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/account/42');
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
  });

  it("shows a profile to a visitor and sends 'Followers' through sign-in to the tab", async () => {
    server.use(
      signedOut(),
      personProfile(),
      clientInfoRecorded(),
      api.mutation('SignIn', () => HttpResponse.json({ data: { signIn: { __typename: 'AuthPayload', status: 'ACTIVE', user: viewer() } } })),
      api.query('PersonFollowers', () =>
        HttpResponse.json({ data: { followers: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } }),
      ),
    );
    const { user } = renderApp('/account/42');
    await user.click(await screen.findByRole('link', { name: '2 Followers' }));
    await user.type(await screen.findByLabelText('Email, mobile number or username'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
    expect(await screen.findByRole('heading', { name: 'No followers yet' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/account/42/details/follower');
  });

  it('shows the not-found image for a profile id that is not all digits', async () => {
    server.use(noSquads(), signedIn());
    renderApp('/homepage/account/grace');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the pool area and the publish form in the shell instead of "coming soon"', async () => {
    server.use(
      noSquads(),
      signedIn(),
      api.query('Categories', () => HttpResponse.json({ data: { categories: [] } })),
      api.query('Topics', () => HttpResponse.json({ data: { topics: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } })),
    );
    const { user } = renderApp('/homepage');
    await user.click(await screen.findByRole('link', { name: 'Pools' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Discussion & Learning' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Publish In Pool' })).toBeInTheDocument();
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
  });

  it('sends a deactivated account to the deactivated notice', async () => {
    server.use(noSquads(), signedIn({ status: 'DEACTIVATED' }));
    renderApp('/homepage');
    expect(await screen.findByRole('heading', { name: 'Your account is deactivated' })).toBeInTheDocument();
    expect(location()).toBe('/deactivatedpage');
  });

  it('restores a deactivated account and opens the app', async () => {
    server.use(
      noSquads(),
      signedIn({ status: 'DEACTIVATED' }),
      api.mutation('RestoreAccount', () => HttpResponse.json({ data: { restoreAccount: viewer() } })),
    );
    const { user } = renderApp('/deactivatedpage');
    await user.click(await screen.findByRole('button', { name: 'Restore account' }));
    expect(await screen.findByRole('heading', { name: 'No active pools yet' })).toBeInTheDocument();
    expect(location()).toBe('/homepage');
  });

  it('shows the deactivated notice right after deactivating (signed out), else sends visitors to /', async () => {
    server.use(signedOut());
    setDeactivatedFlag();
    renderApp('/Deactivatedpage');
    expect(await screen.findByRole('heading', { name: 'Your account is deactivated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to restore' })).toHaveAttribute('href', '/signin');
  });

  it('opens the first-run dialogs over the home page only; deep links open without them', async () => {
    server.use(noSquads(), signedIn({ onboardingStep: 'WELCOME' }));
    const { user } = renderApp('/homepage/setting/Secuirtycode');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security Code' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Poolmates' })).toBeInTheDocument();
  });

  it('answers odd-cased routes of the spec in any case', async () => {
    server.use(signedOut());
    renderApp('/SignIn');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the not-found screen for unknown paths', async () => {
    server.use(signedOut());
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows not-found for unknown sub-routes inside the shell (every sub-route of the spec is built)', async () => {
    server.use(noSquads(), signedIn());
    renderApp('/homepage/no-such-part');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('/homepage/friend lists whom I follow (the index) and my followers, with links to their profiles and empty states', async () => {
    const row = (id: string, username: string, viewerFollow: string) => ({ cursor: id, node: { __typename: 'User', id, username, firstName: null, lastName: null, profileImageUrl: null, viewerFollow } });
    const conn = (edges: unknown[]) => ({ __typename: 'UserConnection', edges, pageInfo: { hasNextPage: false, endCursor: null } });
    server.use(
      noSquads(),
      signedIn(),
      api.query('PersonFollowing', () => HttpResponse.json({ data: { following: conn([row('21', 'grace', 'FOLLOWING')]) } })),
      api.query('PersonFollowers', () => HttpResponse.json({ data: { followers: conn([]) } })),
    );
    const { user } = renderApp('/homepage/friend/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Friends' })).toBeInTheDocument();
    const following = await screen.findByRole('list', { name: 'Following' });
    expect(within(following).getByRole('link', { name: /grace/ })).toHaveAttribute('href', '/homepage/account/21');
    expect(screen.getByRole('link', { name: 'Following' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Followers' }));
    expect(await screen.findByRole('heading', { name: 'No followers yet' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/friend/followers');
  });

  it('opens the squad workspace at /homepage/active/:id (parts not merged yet show their stand-ins); /homepage/active alone is home', async () => {
    server.use(
      noSquads(),
      signedIn(),
      api.query('WorkspaceTopic', () =>
        HttpResponse.json({
          data: {
            topic: {
              __typename: 'Topic',
              id: '5',
              topic: 'Rust in 30 days',
              state: 'UPCOMING',
              currentDay: null,
              durationDays: 30,
              startsAt: '2099-01-01T09:00:00.000Z',
              timezone: 'UTC',
              squadSize: 3,
              owner: { __typename: 'User', id: 'u1' },
              members: [{ __typename: 'User', id: 'u1', username: 'ada', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null }],
              viewerStatus: 'OWNER',
              onlineMemberIds: ['u1'],
            },
          },
        }),
      ),
    );
    renderApp('/homepage/Active/5/resources');
    expect(await screen.findByRole('heading', { name: 'Assets' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Workspace' })).toBeInTheDocument();
    renderApp('/homepage/active');
    expect(await screen.findByRole('heading', { name: 'No active pools yet' })).toBeInTheDocument();
  });

  it('a signed-in load of a workspace asks for the squad beside the session check, not after its answer (decision 081)', async () => {
    const asked: string[] = [];
    server.use(
      noSquads(),
      api.query('Me', async () => {
        asked.push('Me');
        await delay(300);
        asked.push('Me answered');
        return HttpResponse.json({ data: { me: viewer() } });
      }),
      api.query('WorkspaceTopic', () => {
        asked.push('WorkspaceTopic');
        return HttpResponse.json({ data: { topic: null } });
      }),
    );
    renderApp('/homepage/active/5/resources');
    await waitFor(() => expect(asked).toContain('WorkspaceTopic'));
    expect(asked.indexOf('WorkspaceTopic')).toBeLessThan(asked.indexOf('Me answered') === -1 ? Infinity : asked.indexOf('Me answered'));
  });

  it('on the Active tab, the feed\'s first page is asked with the squad, before the session check answers (decision 081)', async () => {
    const asked: string[] = [];
    server.use(
      noSquads(),
      api.query('Me', async () => {
        await delay(300);
        asked.push('Me answered');
        return HttpResponse.json({ data: { me: viewer() } });
      }),
      api.query('WorkspaceTopic', () => HttpResponse.json({ data: { topic: null } })),
      api.query('TopicFeed', ({ variables }) => {
        asked.push(`TopicFeed ${variables.topicId}`);
        return HttpResponse.json({ data: { topicFeed: null } });
      }),
    );
    renderApp('/homepage/active/5');
    await waitFor(() => expect(asked).toContain('TopicFeed 5'));
    expect(asked.indexOf('TopicFeed 5')).toBeLessThan(asked.indexOf('Me answered') === -1 ? Infinity : asked.indexOf('Me answered'));
  });

  it('a load in the visitor shell (no session cookie) asks for the squad only once the session check says who is asking', async () => {
    document.documentElement.setAttribute('data-visitor', '');
    try {
      const asked: string[] = [];
      server.use(
        noSquads(),
        api.query('Me', () => {
          asked.push('Me');
          return HttpResponse.json({ data: { me: null } });
        }),
        api.query('WorkspaceTopic', () => {
          asked.push('WorkspaceTopic');
          return HttpResponse.json({ data: { topic: null } });
        }),
      );
      renderApp('/homepage/active/5');
      expect(await screen.findByRole('heading', { level: 1, name: TAGLINE })).toBeInTheDocument();
      await delay(100);
      expect(asked).not.toContain('WorkspaceTopic');
    } finally {
      document.documentElement.removeAttribute('data-visitor');
    }
  });

  it('shows not-found inside the shell for an unknown /homepage path', async () => {
    server.use(noSquads(), signedIn());
    renderApp('/homepage/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
  });
});

describe('session', () => {
  it('on UNAUTHENTICATED forgets `me` and goes to /', async () => {
    server.use(noSquads(), signedIn(), api.mutation('UpdateProfile', () => gqlError(MSG.notSignedIn, ErrorCode.UNAUTHENTICATED)));
    const { user } = renderApp('/homepage/profile');
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: TAGLINE })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('account menu works from the keyboard and Logout signs out to /', async () => {
    let signedOutCalled = false;
    server.use(
      noSquads(),
      signedIn(),
      api.mutation('SignOut', () => {
        signedOutCalled = true;
        return HttpResponse.json({ data: { signOut: true } });
      }),
    );
    const { user } = renderApp('/homepage');
    const button = await screen.findByRole('button', { name: 'Account menu for ada' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent?.trim())).toEqual(['View my page', 'Profile', 'Friends', 'Setting', 'Logout']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[4]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: TAGLINE })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(signedOutCalled).toBe(true);
  });

  it('a bookmarked /homepage/request/pooldetails/{id} (the Topic Request dialog link) shows the pool (issue 28)', async () => {
    server.use(noSquads(), signedIn(), topicDetail());
    renderApp('/homepage/request/pooldetails/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rust in 30 days' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/pool/pooldetails/5');
  });

  it('account menu Profile opens the profile details', async () => {
    server.use(noSquads(), signedIn());
    const { user } = renderApp('/homepage');
    await user.click(await screen.findByRole('button', { name: 'Account menu for ada' }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile & settings' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/profile');
  });

  it('account menu View my page opens my own profile page (issue 28)', async () => {
    server.use(noSquads(), signedIn());
    const { user } = renderApp('/homepage');
    await user.click(await screen.findByRole('button', { name: 'Account menu for ada' }));
    expect(screen.getByRole('menuitem', { name: 'View my page' })).toHaveAttribute('href', expect.stringMatching(/^\/homepage\/account\/[^/]+$/));
  });
});
