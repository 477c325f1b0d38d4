/**
 * Saves the HTML of every public page of a build, and compares two such saves byte for byte
 * apart from the hashed asset names: the check that a refactor leaves the public pages as they
 * were (docs/conventions.md). Each page is saved twice: with the default content, and with a
 * published document that changes the business name and the main phone (written straight into
 * the database, then the server restarted, so the check does not depend on the admin API).
 *
 *   node scripts/public-pages.ts save <dir> [--root <project with a build>]
 *   node scripts/public-pages.ts compare <dirA> <dirB>
 *
 * `--root` runs another checkout's build (say the main checkout's, before a change); the
 * default is this checkout. SQLite, in a temporary folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultSiteDocument } from '../app/content/default-site-document.ts';
import { startServer, type TestServer } from '../tests/support/server.ts';

/**
 * Pages the sitemap does not list (`/book`: its windows are read per request, so save both sides
 * within minutes), plus a missing one (the 404 page).
 */
const EXTRA_PATHS = ['/offline', '/upload', '/free-estimate', '/book', '/no-such-page-404'];

function publishedDocument(): unknown {
  const doc = structuredClone(defaultSiteDocument);
  doc.business.name = 'Carolina Family Doors';
  doc.business.phone = '(704) 555-0199';
  return doc;
}

async function pagePaths(server: TestServer): Promise<string[]> {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  if (paths.length === 0) throw new Error('the sitemap lists no page');
  return [...new Set([...paths, ...EXTRA_PATHS])].sort();
}

function fileName(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1).replaceAll('/', '__')}.html`;
}

async function savePages(server: TestServer, dir: string): Promise<number> {
  fs.mkdirSync(dir, { recursive: true });
  const paths = await pagePaths(server);
  for (const pagePath of paths) {
    const res = await fetch(`${server.url}${pagePath}`);
    const html = await res.text();
    fs.writeFileSync(path.join(dir, fileName(pagePath)), `<!-- ${res.status} -->\n${html}`);
  }
  return paths.length;
}

async function save(dir: string, root: string | undefined): Promise<void> {
  const first = await startServer({ keepData: true, ...(root ? { root } : {}) });
  const dataDir = first.dataDir;
  try {
    const n = await savePages(first, path.join(dir, 'default'));
    console.log(`default content: ${n} pages`);
    await first.query(
      `insert into site_content_versions
         (document, published_at, published_by, summary, source, restored_from, based_on, image_mappings)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        JSON.stringify(publishedDocument()),
        Date.now(),
        null,
        'byte check',
        'import',
        null,
        0,
        null,
      ],
    );
    await first.dispose();
    const second = await startServer({ dataDir, ...(root ? { root } : {}) });
    try {
      const m = await savePages(second, path.join(dir, 'published'));
      console.log(`published content: ${m} pages`);
    } finally {
      await second.dispose();
    }
  } finally {
    await first.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Hashed asset names (`/assets/enhance-Bx1c9a.js`) differ between builds by design. */
function normalize(html: string): string {
  return html.replace(/(\/assets\/[A-Za-z0-9_.-]+?)-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)/g, '$1-HASH$2');
}

function compare(a: string, b: string): boolean {
  let same = 0;
  const differing: string[] = [];
  for (const variant of ['default', 'published']) {
    const left = fs.readdirSync(path.join(a, variant)).sort();
    const right = fs.readdirSync(path.join(b, variant)).sort();
    if (left.join() !== right.join()) differing.push(`${variant}: different page lists`);
    for (const file of left) {
      const other = path.join(b, variant, file);
      if (!fs.existsSync(other)) continue;
      const x = normalize(fs.readFileSync(path.join(a, variant, file), 'utf8'));
      const y = normalize(fs.readFileSync(other, 'utf8'));
      if (x === y) {
        same++;
        continue;
      }
      let i = 0;
      while (i < x.length && x[i] === y[i]) i++;
      differing.push(
        `${variant}/${file} at ${i}:\n  - ${x.slice(Math.max(0, i - 80), i + 120)}\n  + ${y.slice(Math.max(0, i - 80), i + 120)}`,
      );
    }
  }
  console.log(`${same} pages identical apart from asset names, ${differing.length} differ`);
  for (const line of differing) console.log(line);
  return differing.length === 0;
}

const [command, ...args] = process.argv.slice(2);
const rootIndex = args.indexOf('--root');
const root = rootIndex >= 0 ? path.resolve(args[rootIndex + 1] ?? '.') : undefined;
if (command === 'save' && args[0]) {
  await save(path.resolve(args[0]), root);
} else if (command === 'compare' && args[0] && args[1]) {
  process.exitCode = compare(path.resolve(args[0]), path.resolve(args[1])) ? 0 : 1;
} else {
  console.error(
    'usage: node scripts/public-pages.ts save <dir> [--root <project>] | compare <dirA> <dirB>',
  );
  process.exitCode = 2;
}
