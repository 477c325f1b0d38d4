/** The web app manifest, built from app/content (name, colours, shortcuts) and the icon URLs. */
export interface AppIdentity {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
  shortcuts: ReadonlyArray<{ name: string; shortName: string; url: string }>;
  /** Where the installed app opens and what it covers (the id too); `/` unless given. */
  startUrl?: string;
  scope?: string;
}

export interface IconUrls {
  any192: string;
  any512: string;
  maskable192: string;
  maskable512: string;
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }>;
  shortcuts: Array<{
    name: string;
    short_name: string;
    url: string;
    icons: Array<{ src: string; sizes: string; type: 'image/png' }>;
  }>;
}

export function webManifest(app: AppIdentity, icons: IconUrls): WebManifest {
  return {
    id: app.startUrl ?? '/',
    name: app.name,
    short_name: app.shortName,
    description: app.description,
    lang: 'en-US',
    dir: 'ltr',
    start_url: app.startUrl ?? '/',
    scope: app.scope ?? '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: app.themeColor,
    background_color: app.backgroundColor,
    categories: ['business', 'lifestyle'],
    icons: [
      { src: icons.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icons.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icons.maskable192, sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: icons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: app.shortcuts.map((shortcut) => ({
      name: shortcut.name,
      short_name: shortcut.shortName,
      url: shortcut.url,
      icons: [{ src: icons.any192, sizes: '192x192', type: 'image/png' }],
    })),
  };
}
