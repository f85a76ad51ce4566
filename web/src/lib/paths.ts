/**
 * The one place that builds the app's URLs (decision 065): a route with parameters is written here,
 * once, and every link, redirect and `navigate` asks for it by name. The routes themselves are in
 * app/app-routes.tsx (the spec's legacy paths, kept exactly); a path segment from data is encoded.
 */
const seg = (v: string | number) => encodeURIComponent(String(v));

/** The workspace tabs' path segments (the spec's own spelling). */
export type WorkspaceTab = '' | 'timeline' | 'Startcall' | 'postsearch' | (string & {});

export const paths = {
  home: '/homepage',
  /** A squad's workspace (the active topic page), on a tab when given. */
  workspace: (topicId: string | number, tab: WorkspaceTab = '') => `/homepage/active/${seg(topicId)}${tab ? `/${tab}` : ''}`,
  /** The workspace's call page; `join` answers a ring. */
  call: (topicId: string | number, join?: string) => `/homepage/active/${seg(topicId)}/Startcall${join ? `?join=${seg(join)}` : ''}`,
  /** One post with its replies, in the workspace. */
  postPreview: (topicId: string | number, postId: string | number) => `/homepage/active/${seg(topicId)}/preview/${seg(postId)}`,
  /** The topic's post search, with its query. */
  postSearch: (topicId: string | number, q: string) => `/homepage/active/${seg(topicId)}/postsearch?q=${encodeURIComponent(q)}`,
  /** A topic's detail page for a signed-in reader. */
  poolDetails: (topicId: string | number) => `/homepage/pool/pooldetails/${seg(topicId)}`,
  /** The public topic page (the link people share). */
  publicPoolDetails: (topicId: string | number) => `/pool/pooldetails/${seg(topicId)}`,
  /** The topic opened on one comment (and a reply): a comment notification's target. */
  notifyDetails: (topicId: string | number, query: URLSearchParams) => `/homepage/pool/notifydetails/${seg(topicId)}?${query}`,
  /** A person's profile (signed in). */
  account: (userId: string | number) => `/homepage/account/${seg(userId)}`,
  /** The Message page with the conversation with one person open. */
  chatWith: (userId: string | number) => `/homepage/message?to=${encodeURIComponent(String(userId))}`,
} as const;
