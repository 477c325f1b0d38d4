// Entry for `npm run` and for running by hand: plain JavaScript so an older Node reaches the
// version check (one line) instead of a stack trace about the `.ts` extension.
import '../check-node-version.mjs';

await import('./admin-create.ts');
