import type { BusinessProfile } from '#app/content/schema.ts';

/**
 * Mail defaults from the business profile (the caller's: the published snapshot's, read when
 * the mail is queued or sent), used where the owner has saved no settings.
 */
export function businessMailDefaults(business: Pick<BusinessProfile, 'name' | 'emails'>): {
  businessName: string;
  businessEmail: string;
} {
  return { businessName: business.name, businessEmail: business.emails.info };
}
