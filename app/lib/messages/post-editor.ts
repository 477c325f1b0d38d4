/**
 * The admin's post editor (issue 40): its labels, its refusals and its toasts. The server's
 * answers about a post (a field refused, a link that goes nowhere) are app/lib/messages/posts.ts.
 */
export const postEditorMessages = {
  screenTitle: 'Posts',
  newPost: 'New post',
  noPosts: 'No posts yet. Write the first one, or use "Write it up" on a finished job.',
  loadFailed: 'Failed to load posts',
  status: { draft: 'Draft', published: 'Published', unpublished: 'Unpublished' },
  /** A published post whose working copy has changes not yet published. */
  unpublishedChanges: 'Changes not published',
  /** A customer took back their consent after the post used their photo (issue 40). */
  photosWithdrawn:
    'A customer withdrew consent for a photo in this post, so the site no longer shows it.',
  toolbar: 'Formatting',
  heading: 'Heading',
  subheading: 'Subheading',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  link: 'Link',
  photo: 'Photo',
  undo: 'Undo',
  redo: 'Redo',
  bodyLabel: 'Body',
  editorLoading: 'Loading the editor…',
  editorFailed: 'The editor could not be loaded. Check the connection and reload the page.',
  linkAddress: 'Link address',
  linkHint: 'A page of this site (/services/garage-door-repair) or a full https:// address.',
  linkApply: 'Apply link',
  linkRemove: 'Remove link',
  linkInvalid: 'Enter a page of this site starting with / or an address starting with https://.',
  photoAlt: 'Alt text (what the photo shows)',
  photoAltHint: 'Read aloud to visitors who cannot see the photo, and by search engines.',
  photoAltRequired: 'Describe the photo in a few words before adding it: alt text is required.',
  photoAltSave: 'Save alt text',
  photoInsert: 'Add photo',
  photoCancel: 'Cancel',
  photoLibrary: 'From the image library',
  photoLibraryEmpty: 'No photos in the library yet. Take or upload one.',
  photoUpload: 'Take or upload a photo',
  photoUploading: 'Uploading the photo…',
  photoUploadFailed: (reason: string) => `The photo was not uploaded: ${reason}`,
  photoDialog: 'Add a photo',
  photoChooseFirst: 'Choose a photo from the library, or take or upload one.',
  title: 'Title',
  slug: 'Address',
  slugHint: (slug: string) => `The post's page: /blog/${slug}`,
  summary: 'Summary',
  summaryHint: 'One or two sentences for the blog list and the feed.',
  cover: 'Cover photo',
  coverHint:
    'Shown first on the post and in the blog list, and given to search engines. Pick one of the body’s photos.',
  coverNone: 'No cover photo',
  coverOption: (n: number, name: string) => `Photo ${n} of the body (${name})`,
  seoTitle: 'Search title',
  seoDescription: 'Search description',
  /** The count shown under an SEO field: its length against the recommended maximum. */
  length: (count: number, max: number) => `${count} / ${max} characters`,
  lengthOver: (count: number, max: number) =>
    `${count} / ${max} characters: search engines cut what is past ${max}.`,
  seoFallback: (what: string) => `Left empty, the ${what} is used.`,
  saveDraft: 'Save draft',
  preview: 'Preview',
  previewMarker: 'Preview: this is the saved draft, not what the site shows until you publish it.',
  previewSaveFirst: 'Save the post once to preview it.',
  publish: 'Publish',
  publishChanges: 'Publish changes',
  unpublish: 'Unpublish',
  unpublishConfirm:
    'Take this post off the site? Its page answers "gone" and it leaves the blog, the sitemap and the feed until you publish it again.',
  history: 'History',
  restore: 'Restore',
  restoreConfirm: 'Put this version back in the editor? Publish it to show it on the site.',
  noHistory: 'No saved versions yet.',
  revisionKind: { save: 'Saved', publish: 'Published', restore: 'Restored' } as Record<
    string,
    string
  >,
  viewLive: 'View on the site',
  backToList: 'All posts',
  saved: 'Draft saved',
  published: (url: string) => `Published at ${url}`,
  unpublished: 'Post taken off the site',
  restored: 'Version restored into the draft',
  /** Publishing refused in the browser: a photo of the body has no alt text. */
  photosNeedAlt: (count: number) =>
    count === 1
      ? 'A photo in the body has no alt text: tap it and describe what it shows, then publish.'
      : `${count} photos in the body have no alt text: tap each and describe what it shows, then publish.`,
  suggestions: 'Link suggestions',
  suggestionLink: (text: string, url: string) => `Link "${text}" to ${url}`,
} as const;
