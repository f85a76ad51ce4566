import { ApolloLink } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { Observable } from 'rxjs';

/** What the boot script (web/build/first-screen-boot.ts) leaves on `window.poolmatesFirstScreen`. */
interface Boot {
  ops: Array<{ operationName: string; variables: Record<string, unknown>; query: string }>;
  /** the answers in order; 'refused' on HTTP 400 (no live session), null when it failed otherwise */
  answer: Promise<unknown[] | 'refused' | null>;
}

const key = (operationName: string, variables: unknown, query: string) => JSON.stringify([operationName, variables, query]);

/**
 * Answers the first screen's reads from the request the boot script sent from the signed-in shell's
 * head, while main.js was still downloading (decision 092): an operation equal to one it asked
 * (name, variables and text) takes that answer, once. Anything else, or all of it when the boot
 * script did not run or its request failed, goes on as before; a refusal (400: the cookie names no
 * live session) sends the operation alone, as the batch's refusal would.
 */
export function earlyFirstScreenLink(): ApolloLink {
  let pending: Map<string, Promise<unknown>> | null = null;
  const take = (op: ApolloLink.Operation): Promise<unknown> | null => {
    if (pending === null) {
      pending = new Map();
      const w = typeof window === 'undefined' ? undefined : (window as unknown as { poolmatesFirstScreen?: Boot | null });
      const boot = w?.poolmatesFirstScreen;
      // the app asks first (the boot script came late, from a cache): a late boot script then asks nothing
      if (w && !boot) w.poolmatesFirstScreen = null;
      boot?.ops.forEach((o, i) => pending!.set(key(o.operationName, o.variables, o.query), boot.answer.then((a) => (Array.isArray(a) ? (a[i] ?? null) : a))));
    }
    if (pending.size === 0) return null;
    const k = key(op.operationName ?? '', op.variables, print(op.query));
    const answer = pending.get(k);
    if (!answer) return null;
    pending.delete(k);
    return answer;
  };
  return new ApolloLink((operation, forward) => {
    const early = take(operation);
    if (!early) return forward(operation);
    return new Observable((observer) => {
      let sub: { unsubscribe(): void } | null = null;
      let closed = false;
      void early.then((answer) => {
        if (closed) return;
        if (answer && typeof answer === 'object') {
          observer.next(answer as ApolloLink.Result);
          observer.complete();
          return;
        }
        if (answer === 'refused') operation.setContext({ alone: true });
        sub = forward(operation).subscribe(observer);
      });
      return () => {
        closed = true;
        sub?.unsubscribe();
      };
    });
  });
}
