/**
 * A subscription's event generator made to end as soon as its subscriber leaves.
 *
 * An async generator's `return()` waits behind the `await` it is suspended in. A subscription's
 * generator spends its life in one: the pub/sub's next event, which may come in hours or never, so
 * an unsubscribe was queued until that topic's next event and its listener stayed registered (20
 * subscribe/unsubscribe cycles on a quiet topic: MaxListenersExceededWarning). Ending `live` (the
 * pub/sub stream the generator reads) first settles that await as done; the generator then runs its
 * own `finally` and the queued `return()` completes at once. callSignals has its own hand-written
 * iterator for the same reason (calls.signals.ts).
 */
export function endsWithSubscriber<T>(live: AsyncIterator<unknown>, events: AsyncGenerator<T>): AsyncIterableIterator<T> {
  const end = async () => {
    try {
      await live.return?.();
    } catch {
      // the stream is ending anyway: its own error changes nothing for the subscriber
    }
  };
  const stream: AsyncIterableIterator<T> = {
    next: () => events.next(),
    async return(value?: unknown) {
      await end();
      return events.return(value as never);
    },
    async throw(err?: unknown) {
      await end();
      return events.throw(err);
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  return stream;
}
