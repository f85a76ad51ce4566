import { ApolloLink, Observable } from '@apollo/client';

interface Subscriber {
  operationName: string;
  variables: Record<string, unknown>;
  next: (value: ApolloLink.Result) => void;
}

/**
 * A subscription link the test drives (pass it as `createApolloClient({ subscriptionLink })`):
 * `subscribed()` lists who listens, `push(name, field, value)` delivers one event to every
 * subscriber of operation `name` as `{ data: { [field]: value } }`.
 */
export function fakeSubscriptions() {
  const subscribers = new Set<Subscriber>();
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const sub: Subscriber = { operationName: operation.operationName ?? '', variables: operation.variables, next: (v) => observer.next(v) };
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
  };
}
