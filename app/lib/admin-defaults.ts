import { business } from '#app/content/business.ts';

/**
 * The spec pre-fills it on the login gate and /init-admin; issue 19 took it out of the gate and
 * left it a placeholder at /init-admin (behind the setup token).
 */
export const defaultAdminEmail = business.emails.admin;

/** Shown in authenticator apps next to the account. */
export const totpIssuer = business.name;
