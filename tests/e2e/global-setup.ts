import path from 'node:path';
import { ensureBuild } from '../../server/build-freshness.ts';

export default function globalSetup(): void {
  ensureBuild(path.resolve(import.meta.dirname, '../..'));
}
