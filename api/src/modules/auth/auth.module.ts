import { defineFeature } from '../../platform/feature.js';
import { authRows } from './auth.rows.js';
import { AuthResolver } from './auth.resolver.js';

/** Sign-in, registration, sign-out. Sessions themselves are the platform's (platform/session.ts). */
export const authFeature = defineFeature({
  name: 'auth',
  resolvers: [AuthResolver],
  rows: authRows,
});
