/**
 * At most `max` of a call's signals in flight on the socket at once, the rest sent in order as
 * those finish. A fifth person joining sends an offer and a dozen candidates to each of four peers
 * within a few milliseconds; sent all at once they passed the server's cap on a socket's open
 * operations (LIMITS.socketOperationsMax, counted with the workspace's subscriptions) and were
 * refused RATE_LIMITED, each retried 400 ms later (decision 098).
 */
export const SIGNALS_IN_FLIGHT = 16;

export type SignalPipe = (send: () => Promise<unknown>) => void;

export function signalPipe(max = SIGNALS_IN_FLIGHT): SignalPipe {
  let inFlight = 0;
  const queue: (() => Promise<unknown>)[] = [];
  const pump = () => {
    while (inFlight < max && queue.length > 0) {
      const send = queue.shift()!;
      inFlight++;
      // once either way: a send that throws at once never returns a promise
      const finish = () => {
        inFlight--;
        pump();
      };
      try {
        send().then(finish, finish);
      } catch {
        finish();
      }
    }
  };
  return (send) => {
    queue.push(send);
    pump();
  };
}
