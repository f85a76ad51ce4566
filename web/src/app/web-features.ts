import { authManifest } from '../features/auth/auth.manifest';
import { chatManifest } from '../features/chat/chat.manifest';
import { commentsManifest } from '../features/comments/comments.manifest';
import { feedManifest } from '../features/feed/feed.manifest';
import { homeManifest } from '../features/home/home.manifest';
import { landingManifest } from '../features/landing/landing.manifest';
import { notificationsManifest } from '../features/notifications/notifications.manifest';
import { peopleManifest } from '../features/people/people.manifest';
import { profileManifest } from '../features/profile/profile.manifest';
import { publishManifest } from '../features/publish/publish.manifest';
import { requestsManifest } from '../features/requests/requests.manifest';
import { resourcesManifest } from '../features/resources/resources.manifest';
import { searchManifest } from '../features/search/search.manifest';
import { settingsManifest } from '../features/settings/settings.manifest';
import { smartTagsManifest } from '../features/smart-tags/smart-tags.manifest';
import { topicSearchManifest } from '../features/topic-search/topic-search.manifest';
import { topicsManifest } from '../features/topics/topics.manifest';
import { workspaceManifest } from '../features/workspace/workspace.manifest';
import { composeTitles, composeTypePolicies, type WebFeature } from '../lib/web-feature';

/**
 * Every web feature's manifest, once (decision 069): its route titles and paged cache fields.
 * Manifests are tiny and name no screen, so this list is part of the entry without pulling a
 * feature's code into it (screens stay lazy: app-routes.tsx, decision 035). Titles match in list order.
 */
export const webFeatures: readonly WebFeature[] = [
  landingManifest,
  authManifest,
  searchManifest,
  topicsManifest,
  peopleManifest,
  homeManifest,
  profileManifest,
  publishManifest,
  settingsManifest,
  requestsManifest,
  workspaceManifest,
  chatManifest,
  notificationsManifest,
  resourcesManifest,
  feedManifest,
  smartTagsManifest,
  topicSearchManifest,
  commentsManifest,
];

/** Route → page name (route-title.tsx). */
export const routeTitles = composeTitles(webFeatures);
/** The Apollo cache's type policies: every feature's paged fields (app.tsx; the tests' clients: test/setup.ts). */
export const typePolicies = composeTypePolicies(webFeatures);
