import { ApolloLink, Observable } from '@apollo/client';

interface Subscriber {
  operationName: string;
  variables: Record<string, unknown>;
  next: (value: ApolloLink.Result) => void;
  error: (err: unknown) => void;
}

/**
 * A subscription link the test drives (pass it as `createApolloClient({ subscriptionLink })`):
 * `subscribed()` lists who listens, `push(name, field, value)` delivers one event to every
 * subscriber of operation `name` as `{ data: { [field]: value } }`, `drop(name)` fails them (a lost socket).
 */
export function fakeSubscriptions() {
  const subscribers = new Set<Subscriber>();
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const sub: Subscriber = { operationName: operation.operationName ?? '', variables: operation.variables, next: (v) => observer.next(v), error: (e) => observer.error(e) };
        subscribers.add(sub);
        return () => subscribers.delete(sub);
      }),
  );
  return {
    link,
    subscribed: () => [...subscribers].map(({ operationName, variables }) => ({ operationName, variables })),
    push: (operationName: string, field: string, value: unknown) => {
      for (const s of subscribers) if (s.operationName === operationName) s.next({ data: { [field]: value } });
    },
    /** The socket dropped for good: every subscriber of `name` gets an error (and is gone). */
    drop: (operationName: string) => {
      for (const s of subscribers) {
        if (s.operationName !== operationName) continue;
        subscribers.delete(s);
        s.error(new Error('socket closed'));
      }
    },
  };
}
