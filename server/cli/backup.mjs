// Entry for `npm run` and for running by hand: plain JavaScript so an older Node reaches the
// version check (one line) instead of a stack trace about the `.ts` extension.
import module from 'node:module';
import '../check-node-version.mjs';

// The command runs from TypeScript source: V8 keeps the stripped and compiled modules on disk
// (the OS's temp folder, keyed by content), so the next run skips that work. admin:create went
// from 0.9 to 0.6 CPU-seconds a run here, and the tests run it about 50 times.
module.enableCompileCache();

await import('./backup.ts');
