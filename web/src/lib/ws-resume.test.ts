import { describe, expect, it } from 'vitest';
import { idAfter } from './event-id';
import { resumeAfterLastEvent } from './ws-resume';

describe('resumeAfterLastEvent (a dropped socket asks again from the last event seen)', () => {
  it('moves `after` to the newest event id delivered, so graphql-ws resubscribes from there', () => {
    const seen: unknown[] = [];
    const sink = { next: (r: unknown) => seen.push(r), error: () => {}, complete: () => {} };
    const { payload, sink: wrapped } = resumeAfterLastEvent(
      { query: 'subscription ChatEvents', variables: { after: '10' }, extensions: { resumeAfter: 'chatEvents' } },
      sink,
    );
    expect(payload.extensions).toBeUndefined(); // the marker is not sent
    wrapped.next({ data: { chatEvents: { id: '11' } } });
    wrapped.next({ data: { chatEvents: { id: '0' } } }); // TYPING: not a position in the stream
    wrapped.next({ data: { chatEvents: { id: '9' } } }); // an older replay does not move it back
    expect(JSON.parse(JSON.stringify(payload)).variables).toEqual({ after: '11' });
    expect(seen).toHaveLength(3);
  });

  it('leaves other subscriptions as they are', () => {
    const payload = { query: 'subscription X', variables: { after: '1' } };
    const sink = { next: () => {}, error: () => {}, complete: () => {} };
    expect(resumeAfterLastEvent(payload, sink).payload).toBe(payload);
  });

  it('compares ids as increasing integers', () => {
    expect(idAfter('10', '9')).toBe(true);
    expect(idAfter('9', '10')).toBe(false);
    expect(idAfter('0', '12')).toBe(false);
    expect(idAfter('x', '1')).toBe(false);
  });
});
