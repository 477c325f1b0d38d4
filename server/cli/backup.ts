import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, backup } from 'node:sqlite';
import { ConfigError, loadConfig } from '#app/server/config.ts';
import { isPostgresUrl } from '#app/server/db/open.ts';

/**
 * `npm run db:backup -- FILE`: a consistent copy of the live SQLite database, taken with
 * SQLite's online backup API while the server keeps running (readers and the writer are not
 * stopped; WAL content is included). The copy is checked before it is reported.
 * `npm run db:restore -- FILE` (server stopped): puts a backup in place of the database.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function databaseFile(): string {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  const url = config.DATABASE_URL;
  if (url && isPostgresUrl(url)) {
    fail('DATABASE_URL is PostgreSQL: back it up with pg_dump (see README, Deployment).');
  }
  return url
    ? path.resolve(url.replace(/^(sqlite|file):(\/\/)?/, ''))
    : path.join(config.dataDir, 'app.sqlite');
}

function check(file: string): { leads: number } {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const { integrity_check: ok } = db.prepare('pragma integrity_check').get() as {
      integrity_check: string;
    };
    if (ok !== 'ok') fail(`${file} failed the integrity check: ${ok}`);
    const migrations = db
      .prepare("select count(*) as n from sqlite_master where name = 'kysely_migration'")
      .get() as { n: number };
    if (Number(migrations.n) !== 1) fail(`${file} is not a database of this application`);
    const leads = db
      .prepare(
        "select count(*) as n from sqlite_master where type = 'table' and name = 'contact_submissions'",
      )
      .get() as { n: number };
    if (Number(leads.n) === 0) return { leads: 0 };
    return {
      leads: Number(
        (db.prepare('select count(*) as n from contact_submissions').get() as { n: number }).n,
      ),
    };
  } finally {
    db.close();
  }
}

const [command, target] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !target) {
  fail('usage: node server/cli/backup.ts backup|restore FILE');
}
const live = databaseFile();

if (command === 'backup') {
  if (!fs.existsSync(live)) fail(`no database at ${live}`);
  const destination = path.resolve(target);
  if (fs.existsSync(destination)) fail(`${destination} exists: choose a new file name`);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const source = new DatabaseSync(live);
  try {
    source.exec('PRAGMA busy_timeout = 5000');
    const pages = await backup(source, `${destination}.partial`);
    fs.renameSync(`${destination}.partial`, destination);
    const { leads } = check(destination);
    console.info(`backed up ${live} to ${destination} (${pages} pages, ${leads} leads)`);
  } finally {
    source.close();
  }
} else {
  const source = path.resolve(target);
  if (!fs.existsSync(source)) fail(`no backup at ${source}`);
  const { leads } = check(source);
  // The server must be stopped: a running one would keep writing through its open handle.
  fs.mkdirSync(path.dirname(live), { recursive: true });
  fs.copyFileSync(source, `${live}.restoring`);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${live}${suffix}`, { force: true });
  fs.renameSync(`${live}.restoring`, live);
  console.info(`restored ${source} to ${live} (${leads} leads)`);
}
