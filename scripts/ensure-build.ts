/**
 * Builds the production bundle when it is missing or older than the sources, before test
 * processes that run side by side start (each one's global setup would otherwise race to build).
 */
import path from 'node:path';
import { ensureBuild } from '../server/build-freshness.ts';

ensureBuild(path.resolve(import.meta.dirname, '..'));
