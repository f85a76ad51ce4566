import { readFileSync } from 'node:fs';
import { addTypenameToDocument, print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

/** The session check and the reads web/src/app/first-screen.ts's `firstScreenReads` can name. */
export const BOOT_OPERATIONS = ['Me', 'MyActivePools', 'WorkspaceTopic', 'AccountabilityToday', 'TopicPostCount', 'TopicFeed', 'TimelineTab', 'TimelineCheckIns'] as const;

/** Where the boot script leaves its request for the app (web/src/lib/early-first-screen.ts reads it). */
export const BOOT_GLOBAL = 'poolmatesFirstScreen';

/**
 * Each operation's text as Apollo sends it: the typed document (src/gql/graphql.ts, what the app
 * imports) with the cache's `__typename`s, printed. Read from the same file as the app's, so the
 * boot script cannot ask anything else (first-screen-boot.test.ts holds the bodies equal).
 */
export function bootTexts(gqlDir: string): Record<string, string> {
  const source = readFileSync(`${gqlDir}/graphql.ts`, 'utf8');
  const byName = new Map<string, DocumentNode>();
  for (const m of source.matchAll(/^export const \w+ = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
    const doc = JSON.parse(m[1]) as DocumentNode;
    const op = doc.definitions.find((d) => d.kind === 'OperationDefinition');
    if (op?.name) byName.set(op.name.value, doc);
  }
  return Object.fromEntries(
    BOOT_OPERATIONS.map((name) => {
      const doc = byName.get(name);
      if (!doc) throw new Error(`first-screen boot: no ${name} operation in ${gqlDir}/graphql.ts`);
      return [name, print(addTypenameToDocument(doc))];
    }),
  );
}

/**
 * The boot script: plain JS, run from the signed-in shell's head. It plans the same reads as
 * `firstScreenReads` (first-screen-boot.test.ts compares them path by path) and POSTs them with
 * `Me` as the batch `preloadFirstScreen` would send, while main.js still downloads.
 */
export function bootScript(texts: Record<string, string>, feedPageSize: number): string {
  return `(function(){
if(document.documentElement.hasAttribute('data-visitor')||'${BOOT_GLOBAL}' in window)return;
var Q=${JSON.stringify(texts)},p=location.pathname.toLowerCase().replace(/\\/+$/,''),r;
if(p==='/homepage')r=[['MyActivePools',{search:null}]];
else{var s=p.split('/'),t=s[3]||'',tab=s[4]||'';
if(s[2]!=='active'||!/^\\d+$/.test(t))return;
r=[['WorkspaceTopic',{id:t}],['AccountabilityToday',{topicId:t}],['TopicPostCount',{topicId:t}]];
if(tab==='')r.push(['TopicFeed',{topicId:t,first:${feedPageSize}}]);
if(tab==='timeline')r.push(['TimelineTab',{topicId:t}],['TimelineCheckIns',{topicId:t}]);}
var ops=[['Me',{}]].concat(r).map(function(o){return{operationName:o[0],variables:o[1],query:Q[o[0]]};});
window.${BOOT_GLOBAL}={ops:ops,answer:fetch('/graphql',{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json',accept:'application/graphql-response+json,application/json;q=0.9','apollo-require-preflight':'true'},body:JSON.stringify(ops)}).then(function(res){return res.status===400?'refused':res.ok?res.json():null;}).catch(function(){return null;})};
})();
`;
}

/** app/first-screen.ts's FEED_PAGE_SIZE (that module imports the app's documents: not loadable here). */
export function feedPageSizeOf(firstScreenFile: string): number {
  const m = /export const FEED_PAGE_SIZE = (\d+);/.exec(readFileSync(firstScreenFile, 'utf8'));
  if (!m) throw new Error(`first-screen boot: no FEED_PAGE_SIZE in ${firstScreenFile}`);
  return Number(m[1]);
}

/**
 * Build-only Vite plugin: emits the boot script (assets/boot-<hash>.js) and links it, `async`, in
 * index.html's head — the signed-in shell only: it runs after visitor-shell.ts made visitor.html
 * and landing.html from index.html, so a visitor's page never loads it (decision 092).
 */
export function firstScreenBoot(gqlDir: string, firstScreenFile: string): Plugin {
  return {
    name: 'poolmates:first-screen-boot',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const ref = this.emitFile({ type: 'asset', name: 'boot.js', source: bootScript(bootTexts(gqlDir), feedPageSizeOf(firstScreenFile)) });
      const html = String(index.source);
      const linked = html.replace('</title>', `</title>\n    <script async src="/${this.getFileName(ref)}"></script>`);
      if (linked === html) this.error('index.html has no </title> to put the boot script after');
      index.source = linked;
    },
  };
}
