/**
 * Hostile HTML posted as comments and replies. The api test checks the stored HTML never keeps the
 * dangerous parts; the browser test renders every one in Chromium and checks no script ran (each
 * payload tries to set `window.__xss`). Plain data: imported by both.
 */
export const XSS_CORPUS: string[] = [
  '<script>window.__xss = 1</script>hello',
  '<SCRIPT SRC=//example.invalid/x.js></SCRIPT>text',
  '<img src=x onerror="window.__xss = 2">',
  '<p onclick="window.__xss = 3">click me</p>',
  '<a href="javascript:window.__xss = 4">link</a>',
  '<a href=" JaVaScRiPt:window.__xss=5">spaced scheme</a>',
  '<a href="&#106;avascript:window.__xss=6">entity scheme</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9Nzwvc2NyaXB0Pg==">data link</a>',
  '<svg><script>window.__xss = 8</script></svg>',
  '<svg onload="window.__xss = 9"><circle r="5"/></svg>',
  '<svg><a xlink:href="javascript:window.__xss=10"><text y="20">svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=11"></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:window.__xss = 12"></iframe>',
  '<iframe srcdoc="<script>parent.__xss = 13</script>"></iframe>',
  '<object data="javascript:window.__xss=14"></object><embed src="javascript:window.__xss=14">',
  '<form action="javascript:window.__xss=15"><button>go</button></form>',
  '<details open ontoggle="window.__xss = 16">x</details>',
  '<body onload="window.__xss = 17">body</body>',
  '<style>@import "javascript:window.__xss=18";</style><b>styled</b>',
  '<div style="background:url(javascript:window.__xss=19)">style url</div>',
  '<img src="x" / onerror="window.__xss=20">',
  '<<script>script>window.__xss = 21<</script>/script>',
  '<scr<script>ipt>window.__xss = 22</scr</script>ipt>',
  '<p>unclosed <b>bold <i>italic <a href="javascript:window.__xss=23">x',
  '<!--<img src=x onerror="window.__xss=24">-->comment',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=25>">',
  '<template><img src=x onerror="window.__xss=26"></template>tpl',
  '<video><source onerror="window.__xss = 27"></video>',
  '<input autofocus onfocus="window.__xss = 28">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=29">',
  '<base href="javascript:window.__xss=30//">',
  '<a href="https://example.com" onmouseover="window.__xss=31" target="_self">ok link</a>',
];

/** What must never appear in stored HTML, whatever the payload. */
export const FORBIDDEN_IN_STORED_HTML = [/<script/i, /<\/?(svg|math|iframe|object|embed|form|style|img|input|video|source|details|body|meta|base|template|noscript)\b/i, /\son[a-z]+\s*=/i, /javascript:/i, /data:/i, /style\s*=/i, /xlink:href/i, /srcdoc/i];
