import { defineFeature } from '../../platform/feature.js';
import { User } from './user.entity.js';
import { createUserLoaders } from './user.loaders.js';
import { UserResolver } from './user.resolver.js';

/** Accounts as people: the `User` entity (also the platform's viewer type, features.ts), profile edits. */
export const usersFeature = defineFeature({
  name: 'users',
  entities: [User],
  resolvers: [UserResolver],
  loaders: (em) => ({ users: createUserLoaders(em) }),
});
