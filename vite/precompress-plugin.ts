import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/i;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `file.br` and `file.gz` beside each compressible file, when they are smaller. */
export function precompressDir(dir: string, skipDone = false): { files: number; saved: number } {
  let count = 0;
  let saved = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if (skipDone && fs.existsSync(`${file}.gz`)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const variants: Array<[string, Buffer]> = [
      [
        '.br',
        zlib.brotliCompressSync(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      ],
      ['.gz', zlib.gzipSync(source, { level: 9 })],
    ];
    for (const [suffix, compressed] of variants) {
      if (compressed.length >= source.length) continue;
      fs.writeFileSync(file + suffix, compressed);
      saved += source.length - compressed.length;
    }
    count++;
  }
  return { files: count, saved };
}

/**
 * Brotli and gzip copies of the client build's text assets, made once at build time at the
 * highest levels; the host serves them as they are, choosing among them by Accept-Encoding
 * (`server/http/static-response.ts`, used for `/assets/*` in memory and the other files on disk).
 */
export function precompressAssets(): Plugin {
  let clientOutDir: string | undefined;
  return {
    name: 'cfgd:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // React Router writes the browser's route manifest (manifest-*.js) into the client
        // folder while it builds the server, after the client build closed: compressed then.
        if (this.environment.name !== 'client') {
          if (clientOutDir) precompressDir(clientOutDir, true);
          return;
        }
        const { root, build } = this.environment.config;
        const outDir = path.resolve(root, build.outDir);
        if (!fs.existsSync(outDir)) return;
        clientOutDir = outDir;
        const { files: count, saved } = precompressDir(outDir);
        this.environment.logger.info(
          `precompressed ${count} files (br + gzip), ${Math.round(saved / 1024)} KB saved`,
        );
      },
    },
  };
}
