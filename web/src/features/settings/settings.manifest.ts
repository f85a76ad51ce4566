import type { WebFeature } from '../../lib/web-feature';

/** The settings pages. What it gives the app (lib/web-feature.ts). */
export const settingsManifest: WebFeature = {
  name: 'settings',
  titles: [
    [/^\/homepage\/setting\/username/, 'Username'],
    [/^\/homepage\/setting\/email/, 'Email Update'],
    [/^\/homepage\/setting\/mobile/, 'Mobile'],
    [/^\/homepage\/setting\/changepassword/, 'Change Password'],
    [/^\/homepage\/setting\/secuirtycode/, 'Security Code'],
    [/^\/homepage\/setting\/changepin/, 'Change PIN'],
    [/^\/homepage\/setting\/deactivateaccount/, 'Deactivate account'],
    [/^\/homepage\/setting\/accountdetails/, 'Account details'],
    [/^\/homepage\/setting\/digest/, 'Squad digest'],
    [/^\/homepage\/setting/, 'Settings'],
  ],
};
