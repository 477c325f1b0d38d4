import type { Kysely } from 'kysely';
import { postLimits, proposeSlug } from '#app/lib/post-schema.ts';
import type { Database } from '../db/schema.ts';

/**
 * Whether `slug` names another post: its working slug, its live slug or one of its old slugs
 * (which keep redirecting). A post may take back its own old slug.
 */
export async function slugTaken(
  db: Kysely<Database>,
  slug: string,
  ownId: number | undefined,
): Promise<boolean> {
  const post = await db
    .selectFrom('posts')
    .select('id')
    .where((eb) => eb.or([eb('slug', '=', slug), eb('live_slug', '=', slug)]))
    .$if(ownId !== undefined, (q) => q.where('id', '!=', ownId ?? 0))
    .executeTakeFirst();
  if (post) return true;
  const redirect = await db
    .selectFrom('post_redirects')
    .select('post_id')
    .where('old_slug', '=', slug)
    .executeTakeFirst();
  return redirect !== undefined && Number(redirect.post_id) !== ownId;
}

/** The slug proposed for `title`, with `-2`, `-3`... when another post has it. */
export async function freeSlugFor(
  db: Kysely<Database>,
  title: string,
  ownId: number | undefined,
): Promise<string> {
  const base = proposeSlug(title);
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const slug = `${base.slice(0, postLimits.slugMax - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await slugTaken(db, slug, ownId))) return slug;
  }
  return `${base.slice(0, postLimits.slugMax - 14)}-${Date.now().toString(36)}`;
}

/** A unique-constraint violation (a slug taken by a racing save), on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.message} ${String((error as { code?: unknown }).code ?? '')}`
      : '';
  return /unique|duplicate|23505/i.test(text);
}
