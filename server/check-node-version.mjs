// Plain JavaScript on purpose: an older Node stops at the `.ts` extension before any TypeScript
// module runs, so the entries a person starts by hand (`*.mjs` beside them) import this first and
// turn that stack trace into one line saying what to do.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const minimum = Number(/\d+/.exec(engines.node)[0]);
const major = Number(process.versions.node.split('.')[0]);

if (major < minimum) {
  console.error(
    `Node.js ${minimum} or newer is needed, this is ${process.version} (${process.execPath}): ` +
      `run \`npm install\`, then use the npm scripts (npm start, npm run admin:create -- …), ` +
      `which run the Node ${minimum} that npm install puts in node_modules/.bin.`,
  );
  process.exit(1);
}
