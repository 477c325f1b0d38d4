import integrationSetup from '../support/global-setup.ts';
import { ensureObservatory } from '../support/observatory.ts';

/** The integration setup (one build, PostgreSQL check), then the scanner, installed once. */
export default async function setup(): Promise<void> {
  await integrationSetup();
  ensureObservatory((line) => console.log(line));
}
