import { afterEach, describe, expect, it } from 'vitest';
import { STATIC_LANDING_ID, dropStaticLanding } from './static-landing';

const SCREEN = '<div class="public"><a href="#main">Skip</a><details><summary role="button" aria-label="Menu">M</summary><nav><a href="/pool">Pools</a></nav></details><a href="/register">Sign up</a></div>';

function shell() {
  document.body.innerHTML = `<div id="${STATIC_LANDING_ID}" class="static-landing">${SCREEN}</div><div id="root">${SCREEN}</div>`;
  return { copy: document.getElementById(STATIC_LANDING_ID)!, page: document.querySelector('#root .public')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('dropStaticLanding (decision 080)', () => {
  it('removes the static copy; the menu opened there is open in the page’s copy, with the focus', () => {
    const { copy, page } = shell();
    copy.querySelector('details')!.open = true;
    copy.querySelector('summary')!.focus();
    dropStaticLanding(page);
    expect(document.getElementById(STATIC_LANDING_ID)).toBeNull();
    expect(page.querySelector('details')!.open).toBe(true);
    expect(document.activeElement).toBe(page.querySelector('summary'));
  });

  it('carries the focus of any element over (the same place in the same markup)', () => {
    const { copy, page } = shell();
    copy.querySelector<HTMLElement>('a[href="/register"]')!.focus();
    dropStaticLanding(page);
    expect(page.querySelector('details')!.open).toBe(false);
    expect(document.activeElement).toBe(page.querySelector('a[href="/register"]'));
  });

  it('without the page’s copy (a failed chunk load), only removes the static copy', () => {
    const { copy, page } = shell();
    copy.querySelector('details')!.open = true;
    dropStaticLanding();
    expect(document.getElementById(STATIC_LANDING_ID)).toBeNull();
    expect(page.querySelector('details')!.open).toBe(false);
  });
});
