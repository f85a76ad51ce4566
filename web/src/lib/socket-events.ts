import { signal } from './signal';

/**
 * A tiny signal from the network layer to the features: the subscriptions' WebSocket reconnected
 * after a drop (graphql-ws resubscribes every operation, but events published meanwhile are lost;
 * a feature that keeps live state reads it again, e.g. the call room).
 */
const reconnected = signal();
export const onSocketReconnected = reconnected.on;
export const emitSocketReconnected = reconnected.emit;
