// Per-route chunk groups (decision 088). Vite/rolldown makes one chunk per lazily imported module
// plus one per set of shared modules: a squad's workspace downloaded ~80 files of 1–3 KB (scripts
// and their stylesheets), each a request a phone on slow 4G waits for on its 6 connections, a task
// on the main thread and a `<link>` appended by Vite's preload helper. A route group puts what one
// page renders at first — the lazy modules named as its roots and everything they import
// statically, minus what the entry already holds — into one chunk (and one stylesheet).
//
// The groups form a tree (`parent`: the group a page of this group always loads first, e.g. the
// signed-in frame before home or a workspace): a module two groups reach goes to their nearest
// common ancestor, so a page never downloads a sibling's chunk (the Timeline never loads the
// feed's). A module some other page also imports makes that page load the group's chunk too (more
// bytes, same behaviour): keep the roots to what the first screen shows, never a dialog or a tab
// that opens later. A module that code outside a group's pages imports too (a sign-in page's
// `useMutation`, the schema's message table a visitor's page reads) is left out of the group, so
// that page does not download the group: see `assignGroups`.
import type { Plugin } from 'vite';
import { ROUTE_GROUPS_FILE } from './initial-js.ts';

/** A group: its chunk's name and the source modules (paths under web/src) whose static graph it holds. */
export interface RouteGroup {
  name: string;
  roots: string[];
  /** The group every page of this one loads first (declared before it); none for the root. */
  parent?: string;
  /**
   * Every page that may import one of its modules loads this group anyway (the signed-in frame: every
   * signed-in page renders it), so any importer may; without it, only the group's own pages may.
   */
  open?: boolean;
  /** Lazy modules of pages that do not load this group (a visitor's): what they reach statically never joins it. */
  outside?: string[];
  /**
   * Also offer it what the entry reaches through a package's index (`@apollo/client/react`'s hooks,
   * the schema's tables): the bundler keeps in `main` only what `main` uses (the `main` group, declared
   * first, wins those), the rest would be small chunks of their own.
   */
  throughEntry?: boolean;
}

type ModuleInfo = { importedIds: readonly string[]; importers?: readonly string[]; dynamicImporters?: readonly string[]; isEntry: boolean };
type Graph = { ids: Iterable<string>; info: (id: string) => ModuleInfo | null };

/** The static closure of `from` (dynamic imports are not followed). */
export function staticClosure(graph: Graph, from: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const todo = [...from];
  while (todo.length) {
    const id = todo.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.info(id)?.importedIds ?? []) todo.push(next);
  }
  return seen;
}

/**
 * Which group each module goes to: the nearest common ancestor of the groups whose roots reach it
 * statically, less the entry's modules (those stay in `main`) and less what code outside the
 * group's pages imports too. Throws when a root is not a module of
 * the build (renamed or moved: update the list) or a parent is not declared before its child.
 */
export function assignGroups(graph: Graph, groups: RouteGroup[], srcDir: string): Map<string, string> {
  const all = [...graph.ids];
  const initial = staticClosure(graph, all.filter((id) => graph.info(id)?.isEntry));
  const parent = new Map<string, string | undefined>();
  for (const g of groups) {
    if (g.parent && !parent.has(g.parent)) throw new Error(`route group ${g.name}: its parent ${g.parent} is not declared before it`);
    parent.set(g.name, g.parent);
  }
  /** A group and its ancestors, nearest first. */
  const line = (name: string) => {
    const out = [name];
    for (let p = parent.get(name); p; p = parent.get(p)) out.push(p);
    return out;
  };
  const resolve = (g: RouteGroup, r: string) => {
    const id = all.find((m) => m === `${srcDir}/${r}`);
    if (!id) throw new Error(`route group ${g.name}: ${r} is not a module of the build (renamed? update web/vite.config.ts)`);
    return id;
  };
  const owner = new Map<string, string>();
  for (const g of groups) {
    const roots = g.roots.map((r) => resolve(g, r));
    const excluded = staticClosure(graph, (g.outside ?? []).map((r) => resolve(g, r)));
    for (const id of staticClosure(graph, roots)) {
      if ((initial.has(id) && !g.throughEntry) || (excluded.has(id) && !roots.includes(id))) continue;
      const had = owner.get(id);
      if (!had) owner.set(id, g.name);
      else {
        // the nearest group that is an ancestor (or self) of both; none: the earlier one keeps it
        const mine = line(g.name);
        const common = line(had).find((a) => mine.includes(a));
        owner.set(id, common ?? had);
      }
    }
  }
  // Exclusive (unless `open`): a member of g stays only if everything that imports it runs only where g is loaded
  // (g's pages: modules of g or of a group under it, or a lazy module only these import — the
  // workspace's after-paint cards). Else a visitor's page, or a page of another group, would download
  // g's chunk for it: it moves up to g's parent and is checked there, and from the top group back to
  // the automatic chunks. The roots are g's doors (the app's route table imports them lazily) and
  // always stay. Repeated until nothing moves.
  const rootIds = new Set(groups.flatMap((g) => g.roots.map((r) => `${srcDir}/${r}`)));
  const outsideOf = new Map(groups.map((g) => [g.name, staticClosure(graph, (g.outside ?? []).map((r) => resolve(g, r)))]));
  const under = (name: string, of: string) => line(name).includes(of);
  for (let changed = true; changed; ) {
    changed = false;
    // never what a page outside the group reaches (a shared module may have come to it as the common ancestor)
    for (const [id, o] of owner) {
      if (outsideOf.get(o)?.has(id) && !rootIds.has(id)) {
        owner.delete(id);
        changed = true;
      }
    }
    for (const g of groups) {
      if (g.open) continue;
      const region = new Set([...owner].filter(([, o]) => under(o, g.name)).map(([id]) => id));
      // lazy modules (and what only they import) imported from nowhere but g's region
      for (let grew = true; grew; ) {
        grew = false;
        for (const id of all) {
          if (region.has(id) || initial.has(id)) continue;
          const info = graph.info(id);
          const from = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
          if (from.length > 0 && from.every((f) => region.has(f))) {
            region.add(id);
            grew = true;
          }
        }
      }
      for (const [id, o] of owner) {
        if (o !== g.name || rootIds.has(id)) continue;
        const info = graph.info(id);
        const from = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
        if (from.some((f) => !region.has(f))) {
          // up to the parent group (whose pages are more), where it is checked again; from the top, out
          const up = groups.find((p) => p.name === g.parent);
          // (never into an open group: it would grow by what other pages share; those load it anyway, but
          // a first screen would download more than it shows)
          if (up && !up.open && !outsideOf.get(up.name)?.has(id)) owner.set(id, up.name);
          else owner.delete(id);
          changed = true;
        }
      }
    }
  }
  return owner;
}

/**
 * The plugin that reads the module graph once it is complete, and the `codeSplitting.groups`
 * entries whose `test` asks it (rolldown calls `test` after the build, when chunks are made).
 */
export function routeGroups(groups: RouteGroup[], srcDir: string): { plugin: Plugin; groups: { name: string; includeDependenciesRecursively: boolean; test: (id: string) => boolean }[] } {
  let owner: Map<string, string> | null = null;
  const plugin: Plugin = {
    name: 'poolmates-route-groups',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      owner = assignGroups({ ids: this.getModuleIds(), info: (id) => this.getModuleInfo(id) }, groups, srcDir);
    },
    // Vite's manifest names a chunk by its module only when it has one (a lazy page's own chunk);
    // a group's chunk has none: web/build/initial-js.ts finds a page's module here instead.
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk' || !groups.some((g) => g.name === out.name)) continue;
        for (const id of out.moduleIds) if (id.startsWith(`${srcDir}/`)) files[`src/${id.slice(srcDir.length + 1)}`] = out.fileName;
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_GROUPS_FILE, source: `${JSON.stringify(files, null, 1)}\n` });
    },
  };
  return {
    plugin,
    groups: groups.map((g) => ({
      name: g.name,
      // exactly the modules assignGroups chose: rolldown's default also pulls a captured module's
      // dependencies in, which would bring back what a page outside the group needs (a visitor's
      // page would download the group). No cycle can come of it: nothing outside a group imports
      // its modules statically (assignGroups), so its chunk imports only outer chunks.
      includeDependenciesRecursively: false,
      test: (id: string) => {
        if (!owner) throw new Error('route groups: the module graph was not read (is the plugin in `plugins`?)');
        return owner.get(id) === g.name;
      },
    })),
  };
}
