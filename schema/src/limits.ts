/** Business constants and limits (accounts.md §9, DECISIONS.md). The only place they are written. */
export const LIMITS = {
  usernameMin: 2,
  usernameMax: 30,
  passwordMinRegister: 6,
  passwordMinChange: 8,
  passwordMax: 128,
  emailMax: 254,
  profileFieldMax: 64,
  bioMax: 250,
  timezoneMax: 64,
  otpLength: 6,
  otpTtlSeconds: 10 * 60,
  otpMaxAttempts: 5,
  otpResendSeconds: 30,
  /** Codes one account may be sent per hour. */
  otpSendsPerHour: 10,
  /** A password entered this long ago still allows an email change without one (legacy "sudo mode"). */
  sudoMinutes: 10,
  /** A verifyId: the server's uuid, a recovery handle, or a legacy client's own id. */
  verifyIdMax: 200,
  /** Longest accepted input for a code box, a recovery code, a mobile number, a reset token. */
  otpInputMax: 32,
  recoveryCodeInputMax: 64,
  mobileInputMax: 32,
  resetTokenMax: 200,
  /** How long the verifyid of a recovery lookup (/getuserpassinfo) finds the code sent after it. */
  recoveryHandleMinutes: 30,
  /** The old address may undo an email change for this long. */
  emailUndoDays: 7,
  /** Code, recovery-code, password and PIN checks per account / per IP per window. */
  secretChecksPerAccount: 10,
  secretChecksPerIp: 50,
  pinMaxFailures: 5,
  resetGrantMinutes: 15,
  pinLength: 4,
  restoreWindowDays: 30,
  sessionTtlDays: 30,
  profileImageMaxBytes: 4 * 1024 * 1024,
  profileImageSize: 280,
  pageSizeDefault: 5,
  pageSizeMax: 100,
  /** Sign-in attempts allowed per window before "try again later". */
  signInPerAccount: 5,
  signInPerIp: 30,
  rateWindowSeconds: 15 * 60,
  /** Lifetime of the `pm_device` cookie a browser gets when it signs in (decision 018). */
  deviceCookieDays: 365,
  /** A native client without cookies is trusted from an IP it signed in from within these days. */
  knownIpDays: 30,
  /** usernameAvailable / emailAvailable / mobileAvailable (and /chk*) per IP per minute (decision 018). */
  availabilityChecksPerMinute: 60,
  /** Accounts one IP address may create per hour. */
  registrationsPerIpPerHour: 20,
  /** changeMobile (Settings → Mobile) per account per hour (issue 28), besides the password check's own limit. */
  mobileChangesPerHour: 10,
  /** Client-info and download records (`recordClientInfo`, `recordAppDownload`) one IP address may send per hour. */
  visitsPerIpPerHour: 120,
  /**
   * Per-user writes (decision 018): a person never gets near them, a script does. Comments, replies
   * and edits follow GitHub's limit on content-creating requests (80 a minute, 500 an hour).
   */
  commentsPerMinute: 80,
  commentsPerHour: 500,
  likesPerMinute: 120,
  followsPerMinute: 60,
  squadRequestsPerMinute: 30,
  /** Posts and replies to posts (each may carry 8 images to re-encode): a person writes far fewer. */
  postsPerMinute: 30,
  postsPerHour: 300,
  /** `rate_limits` rows whose window started longer ago than this are deleted (no window is longer). */
  rateLimitRowTtlSeconds: 24 * 3600,
  topicYourNameMax: 30,
  topicTitleMax: 38,
  topicDescriptionMax: 500,
  durationMin: 1,
  durationMax: 99,
  squadMin: 1,
  squadMax: 5,
  topicsPageSize: 5,
  /** People search (and the request page's lookup) runs from this many characters (pools-and-squads.md §4). */
  searchMin: 2,
  timelineTitleMax: 100,
  timelineDescriptionMax: 2000,
  topicImageWidth: 500,
  topicImageHeight: 550,
  /** DECISIONS.md: user HTML is at most 64,000 characters. */
  commentHtmlMax: 64_000,
  /** Raw user HTML longer than this many times its stored limit is refused before it is parsed. */
  htmlRawFactor: 4,
  /** Tags (anything a parser reads as markup) one piece of user HTML may carry; counted before parsing. */
  htmlTagsMax: 5_000,
  /** Elements user HTML may have open at once (nesting depth); checked before parsing. */
  htmlDepthMax: 100,
  commentsPageSize: 5,
  repliesPageSize: 5,
  /** The squad's feed (active-topic.md §5, §9). Posts share the comment allowlist and its 64,000 characters. */
  postHtmlMax: 64_000,
  postImagesMax: 8,
  postImageMaxBytes: 4 * 1024 * 1024,
  postImageWidth: 900,
  postImageHeight: 700,
  postImageQuality: 40,
  feedPageSize: 12,
  /** The most posts one feed page may ask for (`first` is clamped; the operation cost counts this). */
  feedPageMax: 24,
  /** Replies carried with each post of a feed page (the newest; "N replies" and the preview show the rest). */
  feedRepliesShown: 3,
  /** Replies carried with one post (`post(id)`, the preview page): the newest. */
  postRepliesShown: 50,
  /** Feed events a reconnecting feed is sent at most; further back it reloads the first page. */
  postEventsCatchUpMax: 200,
  /** Unread posts counted per squad at most (the dashboard shows "99+ new" past 99): the count reads at most this many rows. */
  unreadPostsMax: 100,
  followPageSize: 10,
  /** A notification's text (the column's size): longer summaries are cut. */
  notificationTextMax: 300,
  /** Web Push (decision 061): subscriptions (browsers, devices) one person may hold. */
  pushSubscriptionsMax: 5,
  /** A push endpoint URL's length (push services use ~200–500). */
  pushEndpointMax: 1000,
  /** How long one delivery waits for the push service before it counts as failed (retried by the queue). */
  pushTimeoutMs: 5000,
  /** A push payload's body text (the encrypted record holds at most ~4 KB). */
  pushBodyMax: 200,
  /** The bell's catch-up after a dropped socket (decision 064): at most this many missed notification events, further back RESET (reload). */
  notificationCatchUpMax: 100,
  /**
   * Operation limits, the same on every door (decision 017). Depth counts nested selection sets
   * (a connection's `edges { node }` is two). Cost: each field 1, a list field multiplies what it
   * selects by its `first` (at most pageSizeMax; unset = queryUnsetFirstCost), an unpaged list of
   * objects by queryUnpagedListCost. Fields and aliases are counted with fragments expanded.
   */
  queryMaxDepth: 10,
  queryMaxCost: 10_000,
  queryMaxFields: 200,
  queryMaxAliases: 20,
  queryUnsetFirstCost: 10,
  queryUnpagedListCost: 10,
  /** Introspection lists (`types`, `fields`, `args`, …) nested in one another (the standard query nests 3). */
  introspectionMaxListNesting: 3,
  /** Introspection fields in one operation, fragments expanded (GraphiQL's query has about 500). */
  introspectionMaxFields: 1500,
  /** Any one string in a request's variables (issue 10: refused before execution). */
  variableStringMax: 1_000_000,
  /**
   * Bounds a query text meets before it is parsed (issue 26, decision 052), on every door that
   * parses a client's text (HTTP, WebSocket; the legacy rows run our own documents): its size in
   * UTF-8 bytes, its tokens, and its selections and aliases counted on the tokens (fragments not
   * expanded: validation's overlapping-fields rule is quadratic in them). The app's largest
   * document is ~1 KiB and 150 tokens, GraphiQL's introspection query 2 KiB; visitors get less.
   */
  documentMaxBytes: 32 * 1024,
  documentMaxTokens: 5_000,
  visitorDocumentMaxBytes: 8 * 1024,
  visitorDocumentMaxTokens: 1_000,
  documentMaxSelections: 300,
  /**
   * Operations one HTTP request may carry as a JSON array (decision 083): a signed-in page's first
   * screen asks `Me` and its route's reads (at most 5) in one request; only queries, each checked
   * as if it came alone.
   */
  graphqlBatchMax: 6,
  /**
   * Live connections (issue 26, decision 052): operations open at once on one socket (the web app
   * opens about ten a tab), sockets of one person (one a tab) or of visitors from one address, and
   * messages per socket per 10 s (a reconnect re-subscribes all at once; leaving a squad's pages
   * completes its five or so and the next one subscribes as many).
   */
  socketOperationsMax: 50,
  visitorSocketOperationsMax: 10,
  socketsPerPersonMax: 20,
  visitorSocketsPerAddressMax: 10,
  socketMessagesPer10s: 200,
  /**
   * Socket connects (acknowledged or refused) one person — a visitors' address — may make per
   * minute, across processes (probe 2026-11-27: a hostile client opened and closed sockets in a
   * loop). A tab reconnects once per drop and graphql-ws backs off 1–20 s between tries, so five
   * tabs on a flaky network or a laptop waking up stay far below it.
   */
  socketConnectsPerMinute: 60,
  /**
   * Sockets from one address (an IPv6 /64) open but not yet initialised (no `connection_init`)
   * at once, per process (probe 2026-11-28): graphql-ws closes each after 3 s, but until then such
   * a socket was counted nowhere, so one client could hold any number. A browser sends its init
   * at once, so even an office behind one address reloading together stays far below it.
   */
  socketsAwaitingInitPerAddressMax: 50,
  /**
   * Admission control (issue 27, decision 060): writes (mutations on every door, socket operations)
   * running at once per process, waiting at most, how long one may wait before it is refused
   * instead of run, and one person's share (running + waiting). Measured on 2 cores: ~150 writes/s
   * at ~12 ms of CPU each, so ~2 run on the CPUs at a time; 8 leave room for I/O waits and match
   * the pool of 10 connections (more would only wait for a connection). The environment overrides
   * them (ADMISSION_*).
   */
  admissionConcurrency: 8,
  admissionQueue: 64,
  admissionQueueWaitMs: 250,
  /** Decision 101: the event loop's utilisation past which new mutations start being shed (config ADMISSION_SHED_UTILIZATION). */
  admissionShedUtilization: 0.97,
  admissionPerPerson: 8,
  /**
   * Admission for reads (decision 090): queries over HTTP (each of a batch's operations counts)
   * and the REST shim's reads. One person's share is running + waiting: a browser page sends at
   * most ~7 at once (the first screen is one batch of ≤ 6), so 12 never refuses a normal page and
   * stops one person's flood at 12 queries at once. 16 at once per process: reads cost ~3–10 ms of
   * CPU on 2 cores, so 16 keep the pool of 10 busy while /healthz waits at most a few of them; one
   * person runs at most half (8). A short queue and wait: a read that cannot start within 200 ms is
   * refused (503, retried by the web with backoff) rather than answered late.
   * Visitors (no session) share by address: `readAdmissionPerAddressFactor` × the person's share.
   */
  readAdmissionConcurrency: 16,
  readAdmissionQueue: 48,
  readAdmissionQueueWaitMs: 200,
  readAdmissionPerPerson: 12,
  readAdmissionPerAddressFactor: 2,
  /** What a refusal asks the client to wait before retrying (Retry-After rounds it up to seconds). */
  admissionRetryAfterMs: 1000,
  /**
   * A socket's fan-out bound (decision 060): bytes waiting in its send buffer, and how long a send
   * may stay unflushed; past either the socket is closed with 1013 (try again later) and the client
   * reconnects and catches up from the event log, instead of its events piling up in memory.
   */
  socketSendBufferMax: 1024 * 1024,
  socketSendStallMs: 10_000,
  /** Root fields a single GraphQL request may carry (alias batching guard). */
  maxRootFields: 10,
  // takeaways and resources (issue 12, decision 031)
  /** A takeaway: 1–250 characters (active-topic.md §5, §9). */
  takeawayMax: 250,
  /** A resource's link (stored whole) and its name. */
  resourceUrlMax: 2048,
  resourceNameMax: 100,
  /** The Assets list: 5 a page (active-topic.md §9). */
  resourcesPageSize: 5,
  // the accountability loop (issue 16, decision 044)
  /** A check-in's goal: 1–250 characters; a recap's note: up to 1000. */
  checkInGoalMax: 250,
  recapNoteMax: 1000,
  /** The shared focus timer's phases, in minutes (default 25 / 5). */
  focusMinutesDefault: 25,
  focusMinutesMax: 120,
  breakMinutesDefault: 5,
  breakMinutesMax: 60,
  /** Calendar feed fetches per client IP per minute. */
  calendarFetchesPerMinute: 60,
  /** Takeaways and resources one person may write (add, edit, delete) per minute. */
  squadItemsPerMinute: 30,
  /** Smart tags (active-topic.md §5, §9): one per post per person, 1–250 characters, 5 a page. */
  smartTagMax: 250,
  smartTagsPageSize: 5,
  /** In-topic search (§5, §9): suggestions from 2 characters, the results page from 3, debounced 500 ms. */
  topicSearchSuggestMin: 2,
  topicSearchMin: 3,
  topicSearchSuggestions: 5,
  topicSearchPageSize: 10,
  topicSearchDebounceMs: 500,
  /** Longest search text accepted, and the words of it that are searched (the rest are ignored). */
  topicSearchQueryMax: 200,
  topicSearchWordsMax: 8,
  /** A headline is cut from this many first characters of a post (ts_headline reads the whole string). */
  topicSearchHeadlineSource: 10_000,
  /** Global search of pools and people (active-topic.md §5, pools-and-squads.md §9, decision 038): 2+ characters once trimmed, 5 a page, debounced 500 ms. */
  searchPageSize: 5,
  /** The most results a search page gives (each hit carries highlighted runs: kept cheap for the cost guard). */
  searchPageMax: 20,
  searchDebounceMs: 500,
  /** Longest global search text accepted, and the words of it that are searched (the rest are ignored). */
  searchQueryMax: 100,
  searchWordsMax: 6,
  /** The header overlay shows this many of each group. */
  searchOverlayItems: 4,
  /** One-to-one chat (issue 13, decision 036). A message is 1–2000 characters after trimming. */
  chatMessageMax: 2000,
  /** Conversations a list page shows by default, and at most. */
  chatConversationsPageSize: 20,
  chatConversationsPageMax: 50,
  /** Messages a conversation page shows by default, and at most (newest first; older ones page back). */
  chatMessagesPageSize: 30,
  chatMessagesPageMax: 100,
  /** Catch-up: at most this many missed messages or events are sent; further back the client reloads (RESET). */
  chatCatchUpMax: 200,
  /** Message notifications a page of the header's Messages panel shows (active-topic.md §9). */
  chatNotificationsPageSize: 5,
  /** Chat events are kept this long for reconnecting tabs, then pruned. */
  chatEventsKeepDays: 7,
  /** Messages a person may send: a minute, an hour. */
  chatMessagesPerMinute: 60,
  chatMessagesPerHour: 600,
  /** The typing indicator: at most one TYPING event per conversation per this many ms. */
  chatTypingEveryMs: 2000,
  /** Group calls (issue 14, decision 042): people in one call (mesh: self plus four peers). */
  callMaxPeople: 5,
  /** The incoming-call popup stays this long (active-topic.md constants). */
  callRingSeconds: 90,
  /** A signal's payload (SDP or ICE candidate JSON) is at most this many bytes. */
  callSignalMaxBytes: 16 * 1024,
  /** Signals one session may send: a burst, then this many per second. */
  callSignalBurst: 200,
  callSignalsPerSecond: 20,
  /** `sendCallSignals`: at most this many signals in one operation, their payloads this many bytes together. */
  callSignalsBatchMax: 32,
  callSignalsBatchMaxBytes: 64 * 1024,
  /** In-call chat messages and media toggles (mute, camera, hand, screen) a person may send (issue 26). */
  callChatMessagesPerMinute: 30,
  callChatMessagesPerHour: 300,
  callMediaTogglesPerMinute: 60,
  /** In-call chat: a message is 1–1000 characters; a catch-up page is at most this many. */
  callChatMessageMax: 1000,
  callChatPageSize: 50,
  callChatPageMax: 200,
  /** The squad digest (decision 062): sent from this local hour on, in each person's zone; at most this many items of a kind per squad. */
  digestLocalHour: 7,
  digestItemsPerSquad: 5,
  digestSquadsMax: 20,
  /** "Posted while you were away" (decision 062): a member not seen in the squad for this long is away. */
  awayAfterMinutes: 30,
} as const;

/**
 * The mobile layout breakpoint of the spec, in CSS pixels: at this width and below, layouts go to
 * one column. TypeScript reads it through `web/src/ui/breakpoint.ts`; CSS cannot import it, so each
 * `@media (max-width: 780px)` writes the number, and `web/src/ui/breakpoint.test.ts` fails when a
 * stylesheet's layout breakpoint and this constant differ.
 */
export const MOBILE_BREAKPOINT_PX = 780;

/** One day in milliseconds: the only definition (day-based limits above are multiplied by it). */
export const DAY_MS = 86_400_000;
