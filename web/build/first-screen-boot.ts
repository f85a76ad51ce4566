import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addTypenameToDocument, print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import type { Plugin, Rollup } from 'vite';

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
  return Object.fromEntries(bootDocuments(gqlDir).map(([name, doc]) => [name, print(doc)]));
}

/** BOOT_OPERATIONS' documents as Apollo sends them: the typed document with the cache's `__typename`s. */
function bootDocuments(gqlDir: string): Array<[string, DocumentNode]> {
  const source = readFileSync(`${gqlDir}/graphql.ts`, 'utf8');
  const byName = new Map<string, DocumentNode>();
  for (const m of source.matchAll(/^export const \w+ = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
    const doc = JSON.parse(m[1]) as DocumentNode;
    const op = doc.definitions.find((d) => d.kind === 'OperationDefinition');
    if (op?.name) byName.set(op.name.value, doc);
  }
  return BOOT_OPERATIONS.map((name) => {
    const doc = byName.get(name);
    if (!doc) throw new Error(`first-screen boot: no ${name} operation in ${gqlDir}/graphql.ts`);
    return [name, addTypenameToDocument(doc)];
  });
}

/** A document's key for its printed text: its JSON's length and FNV-1a hash (the same code runs in the browser: `printedModule`). */
const PRINT_KEY = `function printKey(json) {
  let h = 0x811c9dc5;
  for (let i = 0; i < json.length; i++) h = Math.imul(h ^ json.charCodeAt(i), 0x01000193);
  return json.length + ':' + (h >>> 0).toString(36);
}`;
const printKey = new Function(`${PRINT_KEY}; return printKey;`)() as (json: string) => string;

/** BOOT_OPERATIONS' print keys (`printKey` of each document's JSON, as Apollo sends it), by name. */
export function bootKeys(gqlDir: string): Record<string, string> {
  return Object.fromEntries(bootDocuments(gqlDir).map(([name, doc]) => [name, printKey(JSON.stringify(doc))]));
}

/** Where the boot script leaves the first screen's texts by print key (`printedModule` reads them). */
export const PRINTED_GLOBAL = 'poolmatesPrinted';

/**
 * The module Apollo's `print` asks first (decision 096): the first screen's documents (BOOT_OPERATIONS,
 * with their `__typename`s, as Apollo sends them) printed at build — the boot script's own texts, which
 * it leaves on `window.${PRINTED_GLOBAL}` by their JSON's key. Apollo prints every operation it sends
 * (its dedup key, the request body): graphql-js's `print` took ~0.25 s of a 4×-CPU main thread for
 * these in the first render. A document not there (or a different one), or no boot script (a
 * visitor's shell, tests, `vite dev`): printed as before.
 */
export function printedModule(): string {
  return `${PRINT_KEY}
export function printedByBoot(ast) {
  const table = typeof window === 'undefined' ? undefined : window.${PRINTED_GLOBAL};
  if (!table || !ast || ast.kind !== 'Document') return undefined;
  return table[printKey(JSON.stringify(ast))];
}
`;
}

const PRINTED_ID = '\0poolmates-printed-documents';
const APOLLO_PRINT = /@apollo\/client\/utilities\/graphql\/print\.js$/;

/**
 * Build-only Vite plugin: Apollo's `print` (its cache's miss) looks in the boot script's table before
 * graphql-js's printer. Tests and `vite dev` print as before.
 */
export function printedDocuments(): Plugin {
  return {
    name: 'poolmates:printed-documents',
    apply: 'build',
    resolveId: (id) => (id === PRINTED_ID ? id : null),
    load: (id) => (id === PRINTED_ID ? printedModule() : null),
    transform(code, id) {
      if (!APOLLO_PRINT.test(id)) return null;
      const out = code.replace('result = origPrint(ast);', 'result = printedByBoot(ast) ?? origPrint(ast);');
      if (out === code) this.error(`${id}: no \`result = origPrint(ast);\` to take the printed documents (Apollo's print changed)`);
      return { code: `import { printedByBoot } from ${JSON.stringify(PRINTED_ID)};\n${out}`, map: null };
    },
  };
}

/**
 * The boot script: plain JS, run from the signed-in shell's head. It plans the same reads as
 * `firstScreenReads` (first-screen-boot.test.ts compares them path by path) and POSTs them with
 * `Me` as the batch `preloadFirstScreen` would send, while main.js still downloads.
 */
export function bootScript(texts: Record<string, string>, feedPageSize: number, files: BootFiles = NO_FILES, keys: Record<string, string> = {}): string {
  return `(function(){
if(document.documentElement.hasAttribute('data-visitor')||'${BOOT_GLOBAL}' in window)return;
var Q=${JSON.stringify(texts)},K=${JSON.stringify(keys)},T={},n,F=${JSON.stringify(files)},p=location.pathname.toLowerCase().replace(/\\/+$/,''),s=p.split('/'),t=s[3]||'',tab=s[4]||'',w=s[2]==='active'&&/^\\d+$/.test(t),r=null;
for(n in K)T[K[n]]=Q[n];window.${PRINTED_GLOBAL}=T;
function L(k){var h={},e=document.getElementsByTagName('link'),i,j,f,l,d=document.createDocumentFragment();for(i=0;i<e.length;i++)h[e[i].href]=1;
for(i=0;i<k.length;i++)for(j=0;j<(F[k[i]]||[]).length;j++){f=F[k[i]][j];l=document.createElement('link');l.href=f;if(h[l.href])continue;h[l.href]=1;
if(/\\.css$/.test(f))l.rel='stylesheet';else{l.rel='modulepreload';l.as='script';}l.crossOrigin='';d.appendChild(l);}document.head.appendChild(d);}
if(p==='/homepage')r=[['MyActivePools',{search:null}]];
else if(w){r=[['WorkspaceTopic',{id:t}],['AccountabilityToday',{topicId:t}],['TopicPostCount',{topicId:t}]];
if(tab==='')r.push(['TopicFeed',{topicId:t,first:${feedPageSize}}]);
if(tab==='timeline')r.push(['TimelineTab',{topicId:t}],['TimelineCheckIns',{topicId:t}]);}
if(r){var ops=[['Me',{}]].concat(r).map(function(o){return{operationName:o[0],variables:o[1],query:Q[o[0]]};});
window.${BOOT_GLOBAL}={ops:ops,answer:fetch('/graphql',{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json',accept:'application/graphql-response+json,application/json;q=0.9','apollo-require-preflight':'true'},body:JSON.stringify(ops)}).then(function(res){return res.status===400?'refused':res.ok?res.json():null;}).catch(function(){return null;})};}
if(s[1]==='homepage')L(p==='/homepage'?['frame','home']:w?['frame','workspace',tab===''?'active':tab]:['frame']);
})();
`;
}

/**
 * The files (scripts and stylesheets, `/assets/…`) of the chunks app-routes.tsx and
 * workspace-route.tsx preload for a signed-in entry page, by the page part they serve (decision 096).
 */
export type BootFiles = Partial<Record<keyof typeof BOOT_CHUNKS, string[]>>;
const NO_FILES: BootFiles = {};

/**
 * The modules (under web/src) whose chunks the app preloads on a signed-in entry (app-routes.tsx's
 * `preloadEntry`, workspace-route.tsx's `preloadWorkspace`): the boot script links their files
 * from the shell's head, while main.js still downloads, so Vite's preload helper finds them there
 * and appends nothing in the first render (26 links, ~0.5 s of a 4×-CPU main thread there).
 */
export const BOOT_CHUNKS = {
  frame: ['features/home/home-shell.tsx', 'features/notifications/notification-bell.tsx', 'features/chat/messages-menu.tsx', 'features/search/search-overlay.tsx'],
  home: ['features/workspace/home-dashboard.tsx'],
  workspace: ['app/workspace-route.tsx', 'features/feed/post-count.tsx', 'features/accountability/topic-tools.tsx', 'features/topic-search/topic-search-box.tsx', 'features/accountability/checked-in-marker.tsx'],
  active: ['features/accountability/check-in-card.tsx', 'features/feed/feed-tab.tsx'],
  timeline: ['features/topics/timeline-tab.tsx', 'features/accountability/day-check-ins.tsx'],
} as const;

/** Each part's files: its modules' chunks, their static imports but the entry's, and their stylesheets (what Vite's preload helper appends). */
export function bootFiles(bundle: Rollup.OutputBundle, srcDir: string, warn: (message: string) => void): BootFiles {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files: BootFiles = {};
  for (const [part, modules] of Object.entries(BOOT_CHUNKS) as [keyof typeof BOOT_CHUNKS, readonly string[]][]) {
    const out = new Set<string>();
    const add = (chunk: Rollup.OutputChunk) => {
      if (chunk.isEntry || out.has(`/${chunk.fileName}`)) return;
      out.add(`/${chunk.fileName}`);
      for (const css of chunk.viteMetadata?.importedCss ?? []) out.add(`/${css}`);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) add(next);
      }
    };
    for (const module of modules) {
      const id = join(srcDir, module);
      const chunk = chunks.find((c) => c.moduleIds.includes(id));
      if (chunk) add(chunk);
      else warn(`first-screen boot: no chunk holds ${module}`);
    }
    files[part] = [...out];
  }
  return files;
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
export function firstScreenBoot(gqlDir: string, firstScreenFile: string, srcDir: string): Plugin {
  return {
    name: 'poolmates:first-screen-boot',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const ref = this.emitFile({ type: 'asset', name: 'boot.js', source: bootScript(bootTexts(gqlDir), feedPageSizeOf(firstScreenFile), bootFiles(bundle, srcDir, (m) => this.warn(m)), bootKeys(gqlDir)) });
      const html = String(index.source);
      const linked = html.replace('</title>', `</title>\n    <script async src="/${this.getFileName(ref)}"></script>`);
      if (linked === html) this.error('index.html has no </title> to put the boot script after');
      index.source = linked;
    },
  };
}
