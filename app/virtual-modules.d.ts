declare module 'virtual:enhance-module' {
  /** Public URL of the built enhancement module (see vite/enhance-plugin.ts). */
  const url: string;
  export default url;
}

declare module 'virtual:estimate-page-module' {
  /** Public URL of the estimate page's own module (the signature pad; vite.config.ts). */
  const url: string;
  export default url;
}

declare module 'virtual:pwa-head' {
  /** The built web app manifest and icon URLs (see vite/pwa-plugin.ts); null in dev. */
  const head: {
    manifest: string;
    /** The owner's app (start_url /admin), linked by the admin's pages. */
    adminManifest: string;
    appleTouchIcon: string;
    themeColor: string;
  } | null;
  export default head;
}
