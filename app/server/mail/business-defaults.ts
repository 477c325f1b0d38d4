import { business } from '#app/content/business.ts';

/** Mail defaults from the business profile, used where the owner has saved no settings. */
export function businessMailDefaults(): { businessName: string; businessEmail: string } {
  return { businessName: business.name, businessEmail: business.emails.info };
}
