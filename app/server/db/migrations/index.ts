import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';
import * as foundation from './0001-foundation.ts';
import * as leads from './0002-leads.ts';
import * as auth from './0003-auth.ts';
import * as uploads from './0004-uploads.ts';
import * as dashboard from './0005-dashboard.ts';
import * as socialImages from './0006-social-images.ts';
import * as insights from './0007-insights.ts';
import * as imageMappingUndo from './0008-image-mapping-undo.ts';
import * as signInDevices from './0009-sign-in-devices.ts';
import * as push from './0010-push.ts';
import * as reviews from './0011-reviews.ts';
import * as leadPhotos from './0012-lead-photos.ts';
import * as siteContent from './0013-site-content.ts';
import * as signInLinks from './0014-sign-in-links.ts';
// 0015 is taken by work landing in parallel (issue 30's brief): the gap is deliberate.
import * as booking from './0015-booking.ts';
import * as factTokens from './0016-fact-tokens.ts';
import * as estimates from './0017-estimates.ts';
import * as posts from './0018-posts.ts';
import * as priceBook from './0019-price-book.ts';
import * as photoConsent from './0020-photo-consent.ts';
import * as templateTokens from './0021-template-tokens.ts';
import * as outboxNames from './0022-outbox-names.ts';
import * as noteKeys from './0023-note-keys.ts';
import * as photoWithdrawals from './0024-photo-withdrawals.ts';

export interface AppMigration {
  name: string;
  up(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
}

/** Every migration, in order. Names sort by their number; never rename or reorder one. */
export const migrations: AppMigration[] = [
  foundation,
  leads,
  auth,
  uploads,
  dashboard,
  socialImages,
  insights,
  imageMappingUndo,
  signInDevices,
  push,
  reviews,
  leadPhotos,
  siteContent,
  signInLinks,
  booking,
  factTokens,
  estimates,
  posts,
  priceBook,
  photoConsent,
  templateTokens,
  outboxNames,
  noteKeys,
  photoWithdrawals,
];
