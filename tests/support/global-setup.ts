import path from 'node:path';
import { ensureBuild } from '../../server/build-freshness.ts';
import { checkPostgres } from './postgres.ts';

/** One build before any server starts, so parallel test files never race to build. */
export default async function setup(): Promise<void> {
  ensureBuild(path.resolve(import.meta.dirname, '../..'));
  await checkPostgres();
}
