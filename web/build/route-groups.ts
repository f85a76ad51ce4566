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
// that opens later.
import type { Plugin } from 'vite';
import { ROUTE_GROUPS_FILE } from './initial-js';

/** A group: its chunk's name and the source modules (paths under web/src) whose static graph it holds. */
export interface RouteGroup {
  name: string;
  roots: string[];
  /** The group every page of this one loads first (declared before it); none for the root. */
  parent?: string;
}

type ModuleInfo = { importedIds: readonly string[]; isEntry: boolean };
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
 * statically, less the entry's modules (those stay in `main`). Throws when a root is not a module of
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
  const owner = new Map<string, string>();
  for (const g of groups) {
    const roots = g.roots.map((r) => {
      const id = all.find((m) => m === `${srcDir}/${r}`);
      if (!id) throw new Error(`route group ${g.name}: ${r} is not a module of the build (renamed? update web/vite.config.ts)`);
      return id;
    });
    for (const id of staticClosure(graph, roots)) {
      if (initial.has(id)) continue;
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
  return owner;
}

/**
 * The plugin that reads the module graph once it is complete, and the `codeSplitting.groups`
 * entries whose `test` asks it (rolldown calls `test` after the build, when chunks are made).
 */
export function routeGroups(groups: RouteGroup[], srcDir: string): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean }[] } {
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
      test: (id: string) => {
        if (!owner) throw new Error('route groups: the module graph was not read (is the plugin in `plugins`?)');
        return owner.get(id) === g.name;
      },
    })),
  };
}
