import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { limits } from '#app/lib/limits.ts';
import { cliSignInLink, createOrResetAdmin } from '#app/server/auth/admin-account.ts';
import { createServices } from '#app/server/bootstrap.ts';
import { ConfigError, loadConfig } from '#app/server/config.ts';
import { createLogger } from '#app/server/logger.ts';

const USAGE = `Usage: npm run admin:create -- --email E --password P [--disable-totp] [--sign-in-link]
       npm run admin:create -- --email E --password-stdin < file
       npm run admin:create -- --sign-in-link

Creates the admin account, or resets its e-mail and password (every session is signed out).
The password: 8 to 128 characters with upper- and lower-case letters and a number, and hard to
guess (not a common password; a few unrelated words work well).
--password-stdin reads the password from standard input, keeping it out of the shell history.
--disable-totp also turns off two-step sign-in (lost authenticator and recovery codes).
Every run clears every sign-in delay. --sign-in-link prints a one-time link that makes the browser
opening it one of the owner's (sign in there with the password as usual; failures elsewhere no
longer slow it); alone, it changes nothing else.`;

/** `npm run admin:create`: creates or resets the owner account from a shell. */
async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        'disable-totp': { type: 'boolean', default: false },
        'sign-in-link': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.info(USAGE);
    return 0;
  }
  const password = args['password-stdin']
    ? readFileSync(0, 'utf8').replace(/\r?\n$/, '')
    : args.password;
  const email = args.email;
  const linkOnly = args['sign-in-link'] && !email && !password;
  if (!linkOnly && (!email || !password)) {
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig();
  // Only warnings from the database layer: this output lands in terminals and CI logs.
  const services = await createServices(config, createLogger('warn'));
  try {
    if (linkOnly) {
      const link = await cliSignInLink(services, { ip: 'cli', userAgent: 'npm run admin:create' });
      if (!link) {
        console.error('No admin exists yet: create one with --email and --password.');
        return 1;
      }
      console.info(`Sign-in delays cleared. ${linkLine(link)}`);
      return 0;
    }
    if (!email || !password) return 2;
    // The password check refuses the business's own name: the published one.
    await services.content.refresh();
    const result = await createOrResetAdmin(
      services,
      { email, password, disableTotp: args['disable-totp'] },
      { ip: 'cli', userAgent: 'npm run admin:create' },
      services.content.current().content.business,
    );
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    console.info(
      result.created
        ? `Admin ${email.trim().toLowerCase()} created. Sign in at ${config.publicOrigin}/admin`
        : `Admin reset to ${email.trim().toLowerCase()}; every session was signed out.`,
    );
    if (args['sign-in-link']) {
      const link = await cliSignInLink(services, { ip: 'cli', userAgent: 'npm run admin:create' });
      if (link) console.info(linkLine(link));
    }
    return 0;
  } finally {
    await services.database.close();
  }
}

function linkLine(link: string): string {
  return `One-time sign-in link for a new browser (open it there within ${limits.auth.signInLinkTtlMs / 60_000} minutes, once, then sign in with your password): ${link}`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else
      console.error(
        `admin:create failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    process.exit(1);
  },
);
