import { ErrorCode } from '@poolmates/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FollowState } from '../../gql/graphql';
import { fromState } from '../../lib/redirect-path';
import { gqlError } from '../../test/graphql-responses';
import { fakeIntersectionObserver } from '../../test/intersection-observer';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { PersonRoutes } from './person-page';
import { FOLLOW_ERROR_MS } from './use-follow-toggle';

afterEach(() => vi.unstubAllGlobals());

function profile(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User' as const,
    id,
    username: 'grace',
    firstName: 'Grace',
    lastName: 'Hopper',
    location: 'Arlington, VA',
    stereotype: 'Genius',
    bio: 'Compilers and COBOL.',
    profileImageUrl: null,
    followerCount: 3,
    followingCount: 7,
    viewerFollow: 'NOT_FOLLOWING' as FollowState,
    ...overrides,
  };
}

const row = (id: string, username: string, viewerFollow: FollowState, extra: Record<string, unknown> = {}) => ({
  __typename: 'User' as const,
  id,
  username,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  viewerFollow,
  ...extra,
});

function page(nodes: ReturnType<typeof row>[], hasNextPage = false, endCursor: string | null = null) {
  return {
    __typename: 'UserConnection' as const,
    edges: nodes.map((node) => ({ __typename: 'UserEdge' as const, cursor: `c${node.id}`, node })),
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor },
  };
}

const profileOf = (overrides: Record<string, unknown> = {}) =>
  api.query('PersonProfile', ({ variables }) => HttpResponse.json({ data: { user: profile(variables.id as string, overrides) } }));

function SignInStub() {
  const { state } = useLocation();
  return <h1>Sign in (from {fromState(state)})</h1>;
}

function renderPerson(path: string) {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/homepage/account/:id/*" element={<PersonRoutes signedIn />} />
      <Route path="/account/:id/*" element={<PersonRoutes signedIn={false} />} />
      <Route path="/signin" element={<SignInStub />} />
    </Routes>,
    { path },
  );
  return user;
}

const location = () => screen.getByTestId('location').textContent;

describe('profile of someone else', () => {
  it.each(['/homepage/account/abc', '/account/12a', '/homepage/account/5/nothing-here'])('shows the not-found image at %s', async (path) => {
    renderPerson(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found image when the person is unknown or the load fails', async () => {
    server.use(api.query('PersonProfile', () => HttpResponse.json({ data: { user: null } })));
    renderPerson('/homepage/account/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found image when the load fails', async () => {
    server.use(api.query('PersonProfile', () => gqlError('Something broke!', ErrorCode.INTERNAL_SERVER_ERROR)));
    renderPerson('/homepage/account/5');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the card: photo, username, name, location, stereotype, bio, counts linking to the tabs', async () => {
    server.use(profileOf());
    renderPerson('/homepage/account/5');
    const card = await screen.findByRole('article', { name: 'grace' });
    expect(within(card).getByRole('img', { name: 'Photo of Grace Hopper' })).toBeInTheDocument();
    expect(within(card).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(card).getByText('Arlington, VA')).toBeInTheDocument();
    expect(within(card).getByText('Genius')).toHaveClass('people-badge');
    expect(within(card).getByText('Compilers and COBOL.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '3 Followers' })).toHaveAttribute('href', '/homepage/account/5/details/follower');
    expect(within(card).getByRole('link', { name: '7 Following' })).toHaveAttribute('href', '/homepage/account/5/details/following');
    expect(within(card).getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/homepage/message?to=5');
    expect(within(card).getByRole('button', { name: 'Follow' })).toBeEnabled();
  });

  it('follows with a loader, then shows Unfollow and the counts from the server; unfollows back', async () => {
    const asked: string[] = [];
    server.use(
      profileOf(),
      api.mutation('FollowPerson', async ({ variables }) => {
        asked.push(`follow ${variables.userId}`);
        await delay(40);
        return HttpResponse.json({ data: { follow: { __typename: 'User', id: '5', followerCount: 4, followingCount: 7, viewerFollow: 'FOLLOWING' } } });
      }),
      api.mutation('UnfollowPerson', ({ variables }) => {
        asked.push(`unfollow ${variables.userId}`);
        return HttpResponse.json({ data: { unfollow: { __typename: 'User', id: '5', followerCount: 3, followingCount: 7, viewerFollow: 'NOT_FOLLOWING' } } });
      }),
    );
    const user = renderPerson('/homepage/account/5');
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    const busy = screen.getByRole('button', { name: 'Follow' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '4 Followers' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '3 Followers' })).toBeInTheDocument();
    expect(asked).toEqual(['follow 5', 'unfollow 5']);
  });

  it('leaves everything unchanged when following fails, and shows the error for a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(profileOf(), api.mutation('FollowPerson', () => gqlError('User not found.', ErrorCode.NOT_FOUND)));
      const user = renderPerson('/homepage/account/5');
      await user.click(await screen.findByRole('button', { name: 'Follow' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
      expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
      expect(screen.getByRole('link', { name: '3 Followers' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(FOLLOW_ERROR_MS));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no Follow or Message on one’s own profile, but Edit profile', async () => {
    server.use(profileOf({ viewerFollow: 'SELF' }));
    renderPerson('/homepage/account/5');
    await screen.findByRole('article', { name: 'grace' });
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Message/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Message/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/homepage/profile');
  });
});

describe('profile for visitors', () => {
  it('sends a visitor who clicks Follow to sign-in, remembering the profile', async () => {
    let followed = false;
    server.use(
      profileOf(),
      api.mutation('FollowPerson', () => {
        followed = true;
        return HttpResponse.json({ data: null });
      }),
    );
    const user = renderPerson('/account/5');
    const card = await screen.findByRole('article', { name: 'grace' });
    expect(within(card).getByRole('link', { name: '3 Followers' })).toHaveAttribute('href', '/account/5/details/follower');
    await user.click(within(card).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('heading', { name: 'Sign in (from /account/5)' })).toBeInTheDocument();
    expect(followed).toBe(false);
  });

  it('sends a visitor who clicks Message to sign-in', async () => {
    server.use(profileOf());
    const user = renderPerson('/account/5');
    await user.click(await screen.findByRole('button', { name: 'Message' }));
    expect(await screen.findByRole('heading', { name: 'Sign in (from /account/5)' })).toBeInTheDocument();
  });

  it('sends a visitor opening details/follower to sign-in without asking for the list', async () => {
    renderPerson('/account/5/details/follower');
    expect(await screen.findByRole('heading', { name: 'Sign in (from /account/5/details/follower)' })).toBeInTheDocument();
    expect(location()).toBe('/signin');
  });
});

describe('follower and following tabs', () => {
  it('lists followers with links, Follow / Following buttons and a You label for the viewer', async () => {
    let asked: unknown;
    server.use(
      profileOf(),
      api.query('PersonFollowers', ({ variables }) => {
        asked = variables;
        return HttpResponse.json({
          data: {
            followers: page([row('7', 'alan', 'FOLLOWING', { firstName: 'Alan', lastName: 'Turing' }), row('1', 'ada', 'SELF'), row('9', 'linus', 'NOT_FOLLOWING')]),
          },
        });
      }),
      api.mutation('FollowPerson', () => HttpResponse.json({ data: { follow: { __typename: 'User', id: '9', followerCount: 1, followingCount: 0, viewerFollow: 'FOLLOWING' } } })),
    );
    const user = renderPerson('/homepage/account/5/details/follower');
    const list = await screen.findByRole('list', { name: 'Followers' });
    expect(asked).toEqual({ userId: '5', first: 10 });
    const [alan, me, linus] = within(list).getAllByRole('listitem');
    expect(within(alan).getByRole('link', { name: /Alan Turing/ })).toHaveAttribute('href', '/homepage/account/7');
    expect(within(alan).getByRole('button', { name: 'Following Alan Turing' })).toBeInTheDocument();
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(linus).getByRole('button', { name: 'Follow linus' }));
    expect(await within(linus).findByRole('button', { name: 'Following linus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Followers' })).toHaveClass('active');
  });

  it('reloads an open follower tab after following from the card, so the viewer shows in it', async () => {
    const state = { following: false };
    server.use(
      profileOf(),
      api.query('PersonFollowers', () => HttpResponse.json({ data: { followers: page(state.following ? [row('1', 'ada', 'SELF')] : []) } })),
      api.mutation('FollowPerson', () => {
        state.following = true;
        return HttpResponse.json({ data: { follow: { __typename: 'User', id: '5', followerCount: 4, followingCount: 7, viewerFollow: 'FOLLOWING' } } });
      }),
    );
    const user = renderPerson('/homepage/account/5/details/follower');
    expect(await screen.findByRole('heading', { name: 'No followers yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    const list = await screen.findByRole('list', { name: 'Followers' });
    expect(within(list).getByText('You')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4 Followers' })).toBeInTheDocument();
  });

  it('loads the next 10 when the last row scrolls into view', async () => {
    const io = fakeIntersectionObserver();
    const afters: unknown[] = [];
    server.use(
      profileOf(),
      api.query('PersonFollowing', ({ variables }) => {
        afters.push(variables.after ?? null);
        return HttpResponse.json({
          data: {
            following: variables.after ? page([row('21', 'second-page', 'FOLLOWING')]) : page([row('11', 'first-page', 'NOT_FOLLOWING')], true, 'c11'),
          },
        });
      }),
    );
    renderPerson('/homepage/account/5/details/following');
    await screen.findByRole('list', { name: 'Following' });
    await waitFor(() => expect(io.observed()).toHaveLength(1));
    io.scrollToEnd();
    expect(await screen.findByRole('link', { name: 'second-page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'first-page' })).toBeInTheDocument();
    expect(afters).toEqual([null, 'c11']);
  });

  it('shows the empty states', async () => {
    server.use(
      profileOf(),
      api.query('PersonFollowers', () => HttpResponse.json({ data: { followers: page([]) } })),
      api.query('PersonFollowing', () => HttpResponse.json({ data: { following: page([]) } })),
    );
    const user = renderPerson('/homepage/account/5/details');
    expect(await screen.findByRole('heading', { name: 'No followers yet' })).toBeInTheDocument();
    expect(location()).toBe('/homepage/account/5/details/follower');
    await user.click(screen.getByRole('link', { name: 'Following' }));
    expect(await screen.findByRole('heading', { name: 'Not following anyone yet' })).toBeInTheDocument();
  });
});
