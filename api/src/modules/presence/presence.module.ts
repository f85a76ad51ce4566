import { defineFeature, type SocketHook } from '../../platform/feature.js';
import type { AppDeps } from '../../platform/context.js';
import { PresenceSocket } from './presence.entity.js';
import { createPresenceLoaders } from './presence.loaders.js';
import { PresenceResolver } from './presence.resolver.js';
import { createPresence } from './presence.service.js';
// the topic page's spliced statement writes who of the squad is online (decision 066)
import './presence.splice.js';

/** Each signed-in socket is a presence row while it is open (ws.ts calls this hook). */
function presenceHook(deps: AppDeps): SocketHook {
  const presence = createPresence(deps);
  return {
    async opened({ userId }) {
      const id = await presence.connected(userId);
      return () => presence.disconnected(id, userId).catch((err: unknown) => deps.log.warn({ err }, 'presence update failed'));
    },
    stop: () => presence.stop(),
  };
}

/** Who of a squad is online, live. */
export const presenceFeature = defineFeature({
  name: 'presence',
  entities: [PresenceSocket],
  resolvers: [PresenceResolver],
  loaders: (em) => ({ presence: createPresenceLoaders(em) }),
  socket: presenceHook,
});
