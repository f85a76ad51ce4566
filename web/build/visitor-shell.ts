import type { Plugin } from 'vite';

/** The shell the api sends a browser without a session cookie (api/src/platform/web-static.ts). */
export const VISITOR_SHELL = 'visitor.html';
/** The mark: `<html … data-visitor>`, read by the visitor pages' guard (app/guards.tsx). */
export const VISITOR_MARK = 'data-visitor';

/**
 * Build-only Vite plugin: writes `visitor.html`, the app shell (index.html) with its `<html>`
 * element marked `data-visitor`. The api sends it to a browser that has no session cookie: such a
 * browser is a visitor for sure, so the visitor pages (the landing page first) render at once
 * instead of after the session check's round trip (issue 28 item 10, decision 071).
 */
export function visitorShell(): Plugin {
  return {
    name: 'poolmates:visitor-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const html = String(index.source);
      const marked = html.replace(/<html([^>]*)>/, `<html$1 ${VISITOR_MARK}>`);
      if (marked === html) this.error('index.html has no <html> element to mark');
      this.emitFile({ type: 'asset', fileName: VISITOR_SHELL, source: marked });
    },
  };
}
