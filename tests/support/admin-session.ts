import { createSession } from '#app/server/auth/sessions.ts';
import { loadConfig } from '#app/server/config.ts';
import { openDatabase } from '#app/server/db/open.ts';
import { insertAdmin } from './admin.ts';
import type { TestServer } from './server.ts';

/**
 * A signed-in owner's `Cookie` header for a test server: the account row as `admin:create`
 * stores it (`insertAdmin`) and the session row with the real session module (what signing in
 * stores), so admin API tests do not depend on the CLI or the login screen.
 */
export async function adminCookie(server: TestServer): Promise<string> {
  await insertAdmin(server);
  const database = openDatabase({
    databaseUrl: server.env.DATABASE_URL,
    dataDir: server.dataDir,
    pgSchema: server.schema,
  });
  try {
    const config = loadConfig(server.env);
    const user = await database.db.selectFrom('admin_users').select('id').executeTakeFirstOrThrow();
    const { cookie } = await createSession({ db: database.db, config }, Number(user.id), {
      ip: '127.0.0.1',
      userAgent: 'integration-test',
    });
    return cookie.split(';')[0]!;
  } finally {
    await database.close();
  }
}
