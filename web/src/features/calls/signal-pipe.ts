import { LIMITS } from '@poolmates/schema';

/**
 * A call's outgoing signals, batched: every signal queued while a batch is on its way goes in the
 * next one (`sendCallSignals`, decision 098), at most `maxInFlight` batches at once, each at most
 * LIMITS.callSignalsBatchMax signals and LIMITS.callSignalsBatchMaxBytes of payload, in the order
 * they were queued.
 *
 * Why: a fifth person joining sends an offer and a dozen candidates to each of four peers within a
 * few milliseconds. One operation a signal passed the server's cap on a socket's open operations;
 * capped at 16 in flight, a starved server (seconds an operation) passed a few a second and the last
 * offer waited behind the burst for 10–20 s. Batched, the burst is two or three operations.
 */
export const BATCHES_IN_FLIGHT = 2;

export interface Batchable {
  payload: string;
}

export type SignalPipe<T extends Batchable> = (signal: T) => void;

const utf8 = new TextEncoder();

export function signalPipe<T extends Batchable>(
  send: (batch: T[]) => Promise<unknown>,
  {
    maxInFlight = BATCHES_IN_FLIGHT,
    maxItems = LIMITS.callSignalsBatchMax as number,
    maxBytes = LIMITS.callSignalsBatchMaxBytes as number,
    maxItemBytes = LIMITS.callSignalMaxBytes as number,
  }: { maxInFlight?: number; maxItems?: number; maxBytes?: number; maxItemBytes?: number } = {},
): SignalPipe<T> {
  let inFlight = 0;
  let scheduled = false;
  const queue: { signal: T; bytes: number }[] = [];
  const take = (): T[] => {
    const batch: T[] = [];
    let bytes = 0;
    while (queue.length > 0 && batch.length < maxItems && (batch.length === 0 || bytes + queue[0]!.bytes <= maxBytes)) {
      // a signal over the server's bound goes alone: its refusal takes no other signal with it
      if (batch.length > 0 && queue[0]!.bytes > maxItemBytes) break;
      const next = queue.shift()!;
      bytes += next.bytes;
      batch.push(next.signal);
      if (next.bytes > maxItemBytes) break;
    }
    return batch;
  };
  const pump = () => {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = take();
      inFlight++;
      // once either way: a send that throws at once never returns a promise
      const finish = () => {
        inFlight--;
        pump();
      };
      try {
        send(batch).then(finish, finish);
      } catch {
        finish();
      }
    }
  };
  return (signal) => {
    queue.push({ signal, bytes: utf8.encode(signal.payload).length });
    // the signals of one turn of the event loop (an offer and its first candidates) go together
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(pump);
    }
  };
}
