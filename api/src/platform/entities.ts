import { Session } from '../modules/auth/session.entity.js';
import { User } from '../modules/users/user.entity.js';
import { RateLimit } from './rate-limit.entity.js';

/** Every MikroORM entity, listed statically so tests, dev and the built server load the same set. */
export const entities = [User, Session, RateLimit];
