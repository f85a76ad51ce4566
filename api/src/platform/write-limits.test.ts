import { LIMITS } from '@poolmates/schema';
import { describe, expect, it } from 'vitest';
import { features } from '../features.js';
import { allowanceOf, registerWriteLimits, type WriteKind } from './write-limits.js';

describe('write limits (decision 069: each feature declares its own)', () => {
  it('every write kind the features declare has its allowance at run time', () => {
    const declared = features.flatMap((f) => Object.keys(f.writeLimits ?? {})) as WriteKind[];
    expect(declared).toEqual(expect.arrayContaining(['comment', 'like', 'follow', 'squadRequest', 'post', 'chat', 'callChat', 'callMedia']));
    for (const kind of [...declared, 'squadItem' as const]) expect({ kind, perMinute: allowanceOf(kind).perMinute }).toMatchObject({ kind, perMinute: expect.any(Number) });
    expect(allowanceOf('comment')).toEqual({ perMinute: LIMITS.commentsPerMinute, perHour: LIMITS.commentsPerHour });
    expect(allowanceOf('squadItem')).toEqual({ perMinute: LIMITS.squadItemsPerMinute });
  });

  it('a kind declared by a second feature is refused', () => {
    expect(() => registerWriteLimits({ comment: { perMinute: 1 } })).toThrow('declared twice');
  });
});
