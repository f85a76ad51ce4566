import { LIMITS } from '@poolmates/schema';
import { describe, expect, it } from 'vitest';
import '../features.js';
import { allowanceOf, registerWriteLimits, type WriteKind } from './write-limits.js';

describe('write limits (decision 069: each feature declares its own)', () => {
  it('every write kind the features declare has its allowance at run time', () => {
    // a Record over the type: a kind added to a feature's writeLimits must be listed here too
    const kinds: Record<WriteKind, true> = { comment: true, like: true, follow: true, squadRequest: true, squadItem: true, post: true, chat: true, callChat: true, callMedia: true };
    for (const kind of Object.keys(kinds) as WriteKind[]) expect({ kind, perMinute: allowanceOf(kind).perMinute }).toMatchObject({ kind, perMinute: expect.any(Number) });
    expect(allowanceOf('comment')).toEqual({ perMinute: LIMITS.commentsPerMinute, perHour: LIMITS.commentsPerHour });
    expect(allowanceOf('squadItem')).toEqual({ perMinute: LIMITS.squadItemsPerMinute });
  });

  it('a kind declared by a second feature is refused', () => {
    expect(() => registerWriteLimits({ comment: { perMinute: 1 } })).toThrow('declared twice');
  });
});
