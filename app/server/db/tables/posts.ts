import type { Generated } from 'kysely';

export type PostStatus = 'draft' | 'published' | 'unpublished';
export type PostRevisionKind = 'save' | 'publish' | 'restore';

/** What a post says: the working copy holds it, and each revision keeps a copy of it. */
export interface PostContentColumns {
  slug: string;
  title: string;
  summary: string;
  /** Sanitized HTML. */
  body_html: string;
  /** The editor's own document (JSON), or null. */
  body_doc: string | null;
  seo_title: string | null;
  seo_description: string | null;
  /** An upload's name, or null. */
  cover_image: string | null;
}

/** The owner's posts (migration 0018): the working copy and what is live. */
export interface PostsTable extends PostContentColumns {
  id: Generated<number>;
  status: PostStatus;
  live_revision_id: number | null;
  live_slug: string | null;
  published_at: number | null;
  /** Hash of the live revision's content. */
  content_hash: string | null;
  /** When the live content last really changed (sitemap lastmod, dateModified). */
  content_updated_at: number | null;
  created_at: number;
  updated_at: number;
  created_by: string | null;
}

/** A post's history: each changed save and each publish. */
export interface PostRevisionsTable extends PostContentColumns {
  id: Generated<number>;
  post_id: number;
  kind: PostRevisionKind;
  content_hash: string;
  restored_from: number | null;
  created_at: number;
  created_by: string | null;
}

/** An old live slug: its URL answers 301 to the post's live URL. */
export interface PostRedirectsTable {
  old_slug: string;
  post_id: number;
  created_at: number;
}

export interface PostTables {
  posts: PostsTable;
  post_revisions: PostRevisionsTable;
  post_redirects: PostRedirectsTable;
}
