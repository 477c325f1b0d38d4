import { describe, expect, it } from 'vitest';
import { adminWebApp, webApp } from '../app/content/web-app.ts';
import { webManifest } from './web-manifest.ts';

describe('the web app manifest', () => {
  const manifest = webManifest(webApp, {
    any192: '/assets/a192.png',
    any512: '/assets/a512.png',
    maskable192: '/assets/m192.png',
    maskable512: '/assets/m512.png',
  });

  it('names the business, opens standalone at the home page', () => {
    expect(manifest.name).toBe('Carolina Family Garage Doors');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has regular and maskable icons at 192 and 512, and the two shortcuts', () => {
    expect(manifest.icons.map((i) => `${i.sizes}:${i.purpose}`)).toEqual([
      '192x192:any',
      '512x512:any',
      '192x192:maskable',
      '512x512:maskable',
    ]);
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Request a quote', '/free-estimate'],
      ['Admin', '/admin'],
    ]);
  });

  it("the owner's app opens the admin and is an app of its own", () => {
    const admin = webManifest(adminWebApp, {
      any192: '/assets/a192.png',
      any512: '/assets/a512.png',
      maskable192: '/assets/m192.png',
      maskable512: '/assets/m512.png',
    });
    expect(admin).toMatchObject({ id: '/admin', start_url: '/admin', scope: '/admin' });
    expect(admin.short_name.length).toBeLessThanOrEqual(12);
    expect(admin.shortcuts.every((s) => s.url.startsWith('/admin/'))).toBe(true);
    expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/' });
  });
});
