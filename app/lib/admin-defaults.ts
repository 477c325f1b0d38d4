import { business } from '#app/content/business.ts';

/** Prefilled on the login gate and /init-admin (the spec: the default admin address). */
export const defaultAdminEmail = business.emails.admin;

/** Shown in authenticator apps next to the account. */
export const totpIssuer = business.name;
