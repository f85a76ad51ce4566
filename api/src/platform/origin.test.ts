import { MSG } from '@poolmates/schema';
import { describe, expect, it } from 'vitest';
import { createOriginPolicy } from './origin.js';

const port = () => 4000;

describe('the origin policy', () => {
  it('with PUBLIC_URL: only its origin (any path, default port folded)', () => {
    const p = createOriginPolicy({ PUBLIC_URL: 'https://poolmates.example:443/app', NODE_ENV: 'production' }, port);
    expect(p.origins()).toEqual(['https://poolmates.example']);
    expect(p.crossSite({ origin: 'https://poolmates.example' })).toBeNull();
    expect(p.crossSite({ origin: 'http://poolmates.example' })).toBe(MSG.crossSiteRefused);
    expect(p.crossSite({ origin: 'https://chat.poolmates.example' })).toBe(MSG.crossSiteRefused);
    expect(p.crossSite({ origin: 'http://localhost:4000' })).toBe(MSG.crossSiteRefused);
    expect(p.crossSite({ origin: 'http://localhost:5173' })).toBe(MSG.crossSiteRefused);
  });

  it('without PUBLIC_URL: the loopback names on the bound port; in development the Vite dev server too', () => {
    const prod = createOriginPolicy({ NODE_ENV: 'production' }, port);
    expect(prod.origins()).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']);
    const dev = createOriginPolicy({ NODE_ENV: 'development' }, port);
    expect(dev.crossSite({ origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(prod.crossSite({ origin: 'http://localhost:5173' })).toBe(MSG.crossSiteRefused);
  });

  it('refuses what a browser marks same-site or cross-site, lets `none`, same-origin and header-less clients through', () => {
    const p = createOriginPolicy({ NODE_ENV: 'production' }, port);
    expect(p.crossSite({ 'sec-fetch-site': 'same-site' })).toBe(MSG.crossSiteRefused);
    expect(p.crossSite({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:4000' })).toBe(MSG.crossSiteRefused);
    expect(p.crossSite({ 'sec-fetch-site': 'none' })).toBeNull();
    expect(p.crossSite({ 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:4000' })).toBeNull();
    expect(p.crossSite({})).toBeNull();
  });
});
