/**
 * The owner's site content editor and API (issue 15; not in the spec). Its own module so the
 * public pages' scripts and the admin shell, which import other groups, do not carry it.
 */
export const siteContentMessages = {
  required: 'This field is required.',
  tooLong: (max: number) => `Keep this to ${max} characters or fewer.`,
  paragraphsMin: (min: number) =>
    min === 1 ? 'Write at least one paragraph.' : `Write at least ${min} paragraphs.`,
  paragraphsMax: (max: number) => `Use at most ${max} paragraphs.`,
  bulletsMax: (max: number) => `Use at most ${max} bullet points.`,
  sectionsMin: (min: number) => `The main text has at least ${min} sections.`,
  sectionsMax: (max: number) => `The main text has at most ${max} sections.`,
  phone: 'Enter a 10-digit phone number, e.g. (704) 555-0134.',
  email: 'Enter a valid e-mail address.',
  clock: 'Enter a time as HH:MM, e.g. 08:00 or 17:30.',
  date: 'Enter a real date as YYYY-MM-DD.',
  monthYear: 'Enter the month and year, e.g. March 2026.',
  testimonialLocation: 'Enter the town and state, e.g. Concord, NC.',
  closesAfterOpens: 'The closing time must be after the opening time.',
  sevenDays: 'The weekly hours list each day once, Monday to Sunday.',
  specialHoursTimes: 'A day that is not closed needs an opening and a closing time.',
  specialHoursUnique: 'Each date has one entry in the special hours.',
  specialHoursMax: (max: number) => `Keep at most ${max} special hours and closures.`,
  foundedYear: 'Enter the year the business was founded, e.g. 1995.',
  rating: 'The rating is a number from 1 to 5.',
  reviewCount: 'The review count is a whole number, 0 or more.',
  stars: 'Stars are a whole number from 1 to 5.',
  benefitsCount: 'A service has exactly 8 benefits.',
  serviceFaqsCount: 'A service page has exactly 4 FAQs.',
  categoryFaqsCount: 'Each FAQ tab has exactly 4 questions.',
  galleryCount: 'The gallery has exactly 10 items.',
  neighborhoodsMin: 'A city page lists at least 3 neighborhoods.',
  neighborhoodsMax: (max: number) => `A city page lists at most ${max} neighborhoods.`,
  // Issue 40: town pages the owner adds beside the shipped 14.
  townSlug:
    'A town page address is lower-case words joined by hyphens, ending in -nc or -sc (e.g. mint-hill-nc).',
  townSlugState: 'The page address must end with the town’s state (-nc or -sc).',
  /** A town page a published post links to: removed, the post's link would lead nowhere. */
  townLinkedByPost: (title: string) =>
    `The published post "${title}" links to this town's page. Change that link and publish the post, then remove the town.`,
  townShipped:
    'This is one of the site’s original town pages: its text can be edited, the page cannot be removed.',
  townsMax: (max: number) => `The site has at most ${max} town pages.`,
  townTaken: (label: string) => `${label} already has a page.`,
  stateCode: 'Choose NC or SC.',
  latitude: 'Enter the latitude of the town centre, between 33 and 37 (e.g. 35.18).',
  longitude: 'Enter the longitude of the town centre, between -83 and -79 (e.g. -80.65).',
  testimonialsMin: 'Keep at least 3 testimonials (the home page shows 3).',
  testimonialsMax: (max: number) => `Keep at most ${max} testimonials.`,
  valuesMin: 'About lists at least one value.',
  valuesMax: (max: number) => `About lists at most ${max} values.`,
  image: 'Choose an image from your uploads, or the default image.',
  unknownKey: 'This field is not part of the site content.',
  invalid: 'Some fields need attention before this can be published.',
  invalidJson: 'The file is not valid JSON site content.',
  tooLarge: 'The site content is too large.',
  stale:
    'The site was published from another device since you started editing. Your changes are kept: review the new version, then publish again.',
  /** The JSON API's 409 for a document that closes days with booked visits (issue 37). */
  closesVisits:
    'This content closes days or hours that have booked visits (closedVisits). Nothing was published: send it again with ?visits=cancel to cancel them (each customer is e-mailed) or ?visits=keep to keep them.',
  ifMatchRequired:
    'Say which version your changes are based on (If-Match header with the version).',
  unknownVersion: 'There is no such version.',
  published: 'Published.',
  restored: (version: number) => `Restored version ${version}.`,
  publishFailed: 'The site content could not be published. Nothing was changed; please try again.',
  previewMarker: 'Preview: this page shows your draft. Visitors do not see it until you publish.',
  defaultsSummary: 'The site as shipped',
  noChanges: 'No changes',
  imagesPrefix: 'Images: ',
  imagesRestored: (slots: number) => `Images: ${slots} ${slots === 1 ? 'slot' : 'slots'} restored`,
  imagesPopulated: (slots: number) => `Populate Randomly (${slots} slots)`,
  imagesUndo: 'undo Populate Randomly',
  imagesSlotAdded: (key: string) => `new slot ${key}`,
} as const;
