import { defaultBusiness } from './business.ts';

/**
 * The spec pre-fills it on the login gate and /init-admin; issue 19 took it out of the gate and
 * left it a placeholder at /init-admin (behind the setup token). Not a fact the owner edits.
 */
export const defaultAdminEmail = defaultBusiness.emails.admin;

/**
 * Shown in authenticator apps next to the account: the shipped name, kept fixed on purpose
 * (an issuer that followed a rename would leave the owner's existing entry under the old one).
 */
export const totpIssuer = defaultBusiness.name;
