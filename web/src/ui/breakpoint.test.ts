import { MOBILE_BREAKPOINT_PX } from '@poolmates/schema';
import { act, renderHook } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MOBILE_MEDIA_QUERY, useIsMobile } from './breakpoint';

const SRC = join(import.meta.dirname, '..');

/**
 * Widths below or above the layout breakpoint that single components use to reflow on very narrow
 * (or tablet-wide) screens. They are not layout breakpoints; a new one is added here with its reason.
 */
const COMPONENT_WIDTHS: Record<number, string> = {
  360: 'the signed-in header shows the logo mark without its wordmark',
  380: 'code and PIN boxes shrink on the narrowest phones',
  420: "the signed-in header's account menu drops its chevron (search, Messages, bell and account fit)",
  520: "landing page: the 'doom loop' steps go to one column",
  560: 'notification and Messages panels and request rows go full width',
  980: "landing page: the 'doom loop' steps go to two columns",
  1024: 'the call room keeps its side column (focus timer, chat) beside the tiles (issue 28)',
};

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? stylesheets(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

/** Every `@media` width in web/src's stylesheets, as "file: width". */
function mediaWidths(): { where: string; px: number }[] {
  return stylesheets(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/@media[^{]*?\((?:max|min)-width:\s*(\d+)px\)/g)].map((m) => ({
      where: relative(SRC, file),
      px: Number(m[1]),
    })),
  );
}

describe('the mobile breakpoint has one source', () => {
  it('is MOBILE_BREAKPOINT_PX (780) in TypeScript', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(780);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 780px)');
  });

  it('every stylesheet media query uses MOBILE_BREAKPOINT_PX or a listed component width', () => {
    const widths = mediaWidths();
    expect(widths.filter((w) => w.px === MOBILE_BREAKPOINT_PX).length).toBeGreaterThan(0);
    const strays = widths.filter((w) => w.px !== MOBILE_BREAKPOINT_PX && !(w.px in COMPONENT_WIDTHS));
    expect(strays, `layout breakpoints must be ${MOBILE_BREAKPOINT_PX}px (MOBILE_BREAKPOINT_PX)`).toEqual([]);
  });
});

describe('useIsMobile', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the mobile media query as the viewport changes', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    const asked: string[] = [];
    window.matchMedia = ((q: string) => {
      asked.push(q);
      return {
        get matches() {
          return matches;
        },
        addEventListener: (_: string, l: () => void) => listeners.add(l),
        removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      };
    }) as unknown as typeof window.matchMedia;
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => {
      matches = true;
      listeners.forEach((l) => l());
    });
    expect(result.current).toBe(true);
    expect(new Set(asked)).toEqual(new Set([MOBILE_MEDIA_QUERY]));
  });

  it('is false where the browser has no matchMedia (jsdom)', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });
});
