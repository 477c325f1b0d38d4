/**
 * The owner's posts (issue 40): the API's and the editor's answers, and the blog's own words on
 * the public pages. One module so the editor and the server say the same thing.
 */
export const postMessages = {
  invalid: 'The post has errors: fix the fields marked.',
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The post is too large to save.',
  notFound: 'No such post.',
  revisionNotFound: 'No such revision of this post.',
  /** A save from a tab that has not seen another tab's (or device's) save of the same post. */
  changedElsewhere:
    'This post was saved from another tab or device since you opened it. Nothing was saved here: copy your changes, then reload the page.',
  saveFailed: 'The post could not be saved: the database did not answer. Nothing was changed.',
  title: (max: number) => `Give the post a title of at most ${max} characters.`,
  summary: (max: number) => `Write a summary of at most ${max} characters.`,
  body: 'Write the body of the post.',
  bodyTooLarge: (maxKb: number) => `The body is larger than ${maxKb} KB. Split it into two posts.`,
  tooManyImages: (max: number) => `A post has at most ${max} photos.`,
  imageAlt: (src: string) => `The photo ${src} needs alt text: say what it shows.`,
  imageNotOwn: (src: string) =>
    `The photo ${src} is not from the site's image library. Upload it first, then add it.`,
  imageMissing: (src: string) => `The photo ${src} is no longer in the image library.`,
  coverImage: 'The cover photo must be a photo from the site’s image library.',
  slug: (max: number) =>
    `The address may use lowercase letters, digits and single hyphens, at most ${max} characters.`,
  slugTaken: (slug: string) => `The address /blog/${slug} is already used by another post.`,
  seoTitle: (max: number) => `Keep the search title to ${max} characters or fewer.`,
  seoDescription: (max: number) => `Keep the search description to ${max} characters or fewer.`,
  bodyDoc: 'The editor document could not be stored (not JSON, or too large).',
  brokenLinks: (paths: readonly string[]) =>
    paths.length === 1
      ? `The link to ${paths[0]} goes to a page that does not exist. Fix or remove it, then publish.`
      : `These links go to pages that do not exist: ${paths.join(', ')}. Fix or remove them, then publish.`,
  perHour: (max: number) =>
    `At most ${max} new posts an hour. Wait a little, or edit a post you already started.`,
  blogTitle: 'Garage Door Tips & Project Stories',
  blogDescription:
    'Garage door projects we finished across the Charlotte area, with seasonal tips on springs, openers and safety from our technicians.',
  blogHeading: 'Blog',
  blogIntro: 'Projects we finished in your neighborhood and tips from our technicians.',
  blogEmpty: 'No posts yet. Check back soon.',
  newer: 'Newer posts',
  older: 'Older posts',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  published: 'Published',
  updated: 'Updated',
  gone: 'This post has been taken down.',
  goneTitle: 'Post Removed',
  backToBlog: 'All posts',
  feedTitle: (business: string) => `${business}: Blog`,
} as const;
