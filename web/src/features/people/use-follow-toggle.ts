import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { FollowState } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { FollowPersonMutationDocument, UnfollowPersonMutationDocument } from './people.graphql';

/** How long a failed follow's message stays (the button is back as it was meanwhile). */
export const FOLLOW_ERROR_MS = 5000;

/**
 * Follow / unfollow one person (pools-and-squads.md §4 Follow): `pending` while the server answers;
 * its answer (new counts and viewerFollow) updates the cached person, so every place showing them
 * follows along. A failure changes nothing and shows its message for a few seconds.
 */
export function useFollowToggle(userId: string, state: FollowState, onChanged?: () => void) {
  const [follow, following] = useMutation(FollowPersonMutationDocument);
  const [unfollow, unfollowing] = useMutation(UnfollowPersonMutationDocument);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), FOLLOW_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const pending = following.loading || unfollowing.loading;
  const toggle = useCallback(async () => {
    if (pending || state === 'SELF') return;
    setError(null);
    try {
      if (state === 'FOLLOWING') await unfollow({ variables: { userId } });
      else await follow({ variables: { userId } });
      onChanged?.();
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [pending, state, userId, follow, unfollow, onChanged]);

  return { toggle, pending, error };
}
