/**
 * The message every screen shows for an unexpected failure, apart from `MSG` (messages.ts) so that
 * web/src/lib/graphql-errors.ts, loaded by the signed-in home, does not bring every message with it:
 * a bundler keeps or drops a module's object whole (decision 035). `MSG.somethingBroke` is this text.
 */
export const SOMETHING_BROKE = 'Something broke!';
