import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The shell the api sends a browser without a session cookie (api/src/platform/web-static.ts). */
export const VISITOR_SHELL = 'visitor.html';
/** The visitor shell for `/`: the landing page's first screen already in the HTML (decision 080). */
export const LANDING_SHELL = 'landing.html';
/** The mark: `<html … data-visitor>`, read by the visitor pages' guard (app/guards.tsx). */
export const VISITOR_MARK = 'data-visitor';
/** The static first screen's element (web/src/lib/static-landing.ts removes it when the page mounts). */
export const STATIC_LANDING_ID = 'static-landing';

type Chunk = { type: 'chunk'; moduleIds: string[]; viteMetadata?: { importedCss: Set<string> } };
type Asset = { type: 'asset'; source: string | Uint8Array };

/**
 * Build-only Vite plugin: writes `visitor.html`, the app shell (index.html) with its `<html>`
 * element marked `data-visitor`. The api sends it to a browser that has no session cookie: such a
 * browser is a visitor for sure, so the visitor pages (the landing page first) render at once
 * instead of after the session check's round trip (issue 28 item 10, decision 071).
 *
 * With `landing` (the landing page's first screen as its first render draws it,
 * features/landing/landing-static.html) it also writes `landing.html`, the visitor shell for `/`:
 * that markup before `#root`, and the stylesheets of the landing chunks linked in the head, so the
 * hero paints before any JS; the page replaces it in the frame it mounts (decision 080).
 */
export function visitorShell(landing?: { html: string; modules: string[] }): Plugin {
  return {
    name: 'poolmates:visitor-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'] as Asset | undefined;
      if (!index || index.type !== 'asset') return;
      const html = String(index.source);
      const marked = html.replace(/<html([^>]*)>/, `<html$1 ${VISITOR_MARK}>`);
      if (marked === html) this.error('index.html has no <html> element to mark');
      this.emitFile({ type: 'asset', fileName: VISITOR_SHELL, source: marked });
      if (!landing) return;
      const css = new Set<string>();
      for (const out of Object.values(bundle) as (Chunk | Asset)[]) {
        if (out.type !== 'chunk' || !out.moduleIds.some((id) => landing.modules.some((m) => id.endsWith(m)))) continue;
        for (const file of out.viteMetadata?.importedCss ?? []) css.add(file);
      }
      if (!marked.includes('<div id="root">')) this.error('index.html has no <div id="root"> to put the landing screen before');
      const links = [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
      const page = marked
        .replace('</head>', `${links}</head>`)
        .replace('<div id="root">', `<div id="${STATIC_LANDING_ID}" class="static-landing">${landing.html.trim()}</div><div id="root">`);
      this.emitFile({ type: 'asset', fileName: LANDING_SHELL, source: page });
    },
  };
}

/** The landing screen's markup for `visitorShell`, read from its file at build time. */
export function landingScreen(file: string, modules: string[]) {
  return { html: readFileSync(file, 'utf8'), modules };
}
