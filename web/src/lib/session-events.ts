import { signal } from './signal';

/** A tiny signal from the network layer to the router: the session ended (UNAUTHENTICATED). */
const expired = signal();
export const onSessionExpired = expired.on;
export const emitSessionExpired = expired.emit;
