import type { WebFeature } from '../../lib/web-feature';

/** Sign in, sign up, the forgotten password and the deactivated account's page. What it gives the app (lib/web-feature.ts). */
export const authManifest: WebFeature = {
  name: 'auth',
  titles: [
    [/^\/signin/, 'Log In'],
    [/^\/register/, 'Sign up'],
    [/^\/forgetpassword/, 'Forgot password'],
    [/^\/deactivatedpage/, 'Account deactivated'],
  ],
};
