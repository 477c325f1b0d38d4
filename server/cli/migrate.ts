import { createServices } from '#app/server/bootstrap.ts';
import { loadConfig } from '#app/server/config.ts';
import { createLogger } from '#app/server/logger.ts';

/** `npm run db:migrate`: applies pending migrations and exits. */
const config = loadConfig();
const services = await createServices(config, createLogger(config.LOG_LEVEL));
await services.database.close();
