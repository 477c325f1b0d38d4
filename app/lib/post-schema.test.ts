import { describe, expect, it } from 'vitest';
import { postMessages as m } from './messages/posts.ts';
import { parsePostBody, postLimits, proposeSlug } from './post-schema.ts';

describe('the post body and its slug', () => {
  it('proposes a slug from the title', () => {
    expect(proposeSlug('Spring Repair in Concord, NC!')).toBe('spring-repair-in-concord-nc');
    expect(proposeSlug('Owner’s Guide: Openers & Remotes')).toBe(
      'owners-guide-openers-and-remotes',
    );
    expect(proposeSlug('Café  Door -- Déjà vu')).toBe('cafe-door-deja-vu');
    expect(proposeSlug('!!!')).toBe('post');
    const long = proposeSlug('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(postLimits.slugMax);
    expect(long).not.toMatch(/-$/);
  });

  it('trims, drops blank optional fields and lowercases a given slug', () => {
    const parsed = parsePostBody({
      title: '  Title ',
      slug: ' My-Post ',
      summary: ' S ',
      bodyHtml: '<p>x</p>',
      seoTitle: '  ',
      seoDescription: null,
    });
    expect(parsed).toEqual({
      ok: true,
      body: { title: 'Title', slug: 'my-post', summary: 'S', bodyHtml: '<p>x</p>' },
    });
  });

  it('names each field that is wrong', () => {
    const parsed = parsePostBody({
      title: 'x'.repeat(postLimits.titleMax + 1),
      slug: 'two--hyphens',
      summary: '',
      bodyHtml: '  ',
      seoTitle: 'x'.repeat(postLimits.seoTitleMax + 1),
      coverImage: '../etc/passwd',
    });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        title: m.title(postLimits.titleMax),
        slug: m.slug(postLimits.slugMax),
        summary: m.summary(postLimits.summaryMax),
        bodyHtml: m.body,
        seoTitle: m.seoTitle(postLimits.seoTitleMax),
        coverImage: m.coverImage,
      },
    });
  });
});
