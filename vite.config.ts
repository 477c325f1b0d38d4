import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { images } from './app/content/images.ts';
import { adminWebApp, webApp } from './app/content/web-app.ts';
import { adminShellChunk } from './vite/admin-shell-chunk-plugin.ts';
import { enhanceModule } from './vite/enhance-plugin.ts';
import { precompressAssets } from './vite/precompress-plugin.ts';
import { pwa } from './vite/pwa-plugin.ts';

const enhance = enhanceModule('app/enhance/main.ts');
// The customer's estimate page alone loads it (the signature pad, issue 39).
const estimatePage = enhanceModule('app/enhance/estimate-page.ts', {
  virtualId: 'virtual:estimate-page-module',
  name: 'estimate-page',
});

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    adminShellChunk(),
    enhance,
    estimatePage,
    pwa({
      app: webApp,
      adminApp: adminWebApp,
      iconSource: 'public/favicon.svg',
      publicJs: () => enhance.api?.files() ?? [],
      clientOutDir: 'build/client',
      serviceWorkerDir: 'app/service-worker',
      precacheImages: [images.logoMark.src],
    }),
    // Last: compresses what the other plugins wrote too (the service worker, the manifest).
    precompressAssets(),
  ],
  environments: {
    // The server bundle is the host with the routes inside (server/app.ts reaches them through
    // `virtual:react-router/server-build`): one module graph per process (decision 0014).
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
  },
  build: {
    // Public pages are judged by every kilobyte; keep sourcemaps out of the shipped bundle.
    sourcemap: false,
    assetsInlineLimit: 0,
  },
});
