import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export interface EnhanceModuleApi {
  /** Every file of the built module (entry first, then its lazy chunks), as `assets/...`. */
  files(): readonly string[];
}

/**
 * Public pages ship no React: they load one small plain-TypeScript module instead.
 *
 * It is bundled on its own (a nested build with no plugins), not as a chunk of the app's
 * client build: there, code it shares with the admin (zod's core) lands in a common chunk
 * tree-shaken for the admin's needs, and public pages would pay for it. The files are then
 * emitted into the client build (hashed names, so the host serves them immutable and the
 * service worker can precache them), and the entry's URL reaches the server build as
 * `virtual:enhance-module` for the root layout's `<script type="module" src>`.
 *
 * A page with heavy code of its own (the estimate page's signature pad) gets a second instance
 * under another virtual id and name: its module shares nothing with the first, so no other page
 * pays for it.
 */
export function enhanceModule(
  entry = 'app/enhance/main.ts',
  { virtualId = 'virtual:enhance-module', name = 'enhance' } = {},
): Plugin<EnhanceModuleApi> {
  const resolvedId = `\0${virtualId}`;
  let entryFile: string | undefined;
  let files: string[] = [];
  return {
    name: `cfgd:enhance-module:${name}`,
    sharedDuringBuild: true,
    api: { files: () => files },
    async generateBundle() {
      if (this.environment.name !== 'client' || this.environment.mode !== 'build') return;
      const chunks = await bundleOnItsOwn(path.resolve(entry), name);
      files = [];
      for (const chunk of chunks) {
        this.emitFile({ type: 'asset', fileName: chunk.fileName, source: chunk.code });
        if (chunk.isEntry) entryFile = chunk.fileName;
        files.push(chunk.fileName);
      }
      files.sort((a, b) => Number(b === entryFile) - Number(a === entryFile));
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      if (this.environment.mode === 'dev') return `export default ${JSON.stringify(`/${entry}`)};`;
      // Only the server renders the tag; hydrated (admin) pages never show it in the browser.
      if (this.environment.name === 'client') return `export default '';`;
      if (!entryFile) {
        throw new Error('enhance module: the client build must run before the server build');
      }
      return `export default ${JSON.stringify(`/${entryFile}`)};`;
    },
  };
}

async function bundleOnItsOwn(entryPath: string, name: string): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: { [name]: entryPath },
        output: {
          format: 'es',
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
        },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks: Rolldown.OutputChunk[] = [];
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('enhance module: unexpected watcher from build()');
    for (const item of output.output) if (item.type === 'chunk') chunks.push(item);
  }
  if (!chunks.some((c) => c.isEntry))
    throw new Error('enhance module: the build produced no entry');
  return chunks;
}
