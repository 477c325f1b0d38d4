/**
 * Every message the product shows, word for word from the spec (site-spec.md sections 5 and 8).
 * Product copy: change it here and nowhere else.
 */
import { limits } from './limits.ts';

const MB = 1024 * 1024;

export const messages = {
  contactForm: {
    required: 'Please fill in all required fields.',
    invalidEmail: 'Please enter a valid email address.',
    invalidPhone: 'Please enter a valid phone number.',
    rateLimited: 'Please wait a moment before submitting another form.',
    success: "Thank you! We've received your request and will contact you shortly.",
    failure:
      'Sorry, there was an error submitting your request. Please try again or call us directly.',
    submit: 'Submit Request',
    submitting: 'Submitting...',
    title: 'Request a Service or Quote',
    compactTitle: 'Get a Free Estimate',
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      service: 'Service Needed',
      address: 'Address',
      location: 'City / Location',
      message: 'Message',
    },
    servicePlaceholder: 'Select a service',
    /** Labels of the service options (values in limits.ts `serviceOptions`). */
    serviceLabels: {
      installation: 'Garage Door Installation',
      repair: 'Garage Door Repair',
      maintenance: 'Maintenance',
      openers: 'Garage Door Openers',
      parts: 'Parts',
      emergency: 'Emergency Service',
      other: 'Other',
    },
    requiredMark: 'required',
    errorSummary: 'Please correct the following:',
  },
  settings: {
    invalidBusinessEmail: 'Please enter a valid business email address',
    invalidAdminEmail: 'Please enter a valid admin email address',
    weakPassword: `Password must be at least ${limits.password.min} characters with uppercase, lowercase, and number`,
    save: 'Save Settings',
  },
  initAdmin: {
    shortPassword: `Password must be at least ${limits.password.min} characters long`,
    submit: 'Initialize Admin',
    submitting: 'Creating Admin User...',
    goToDashboard: 'Go to Admin Dashboard',
    created: 'Admin user created successfully!',
    failedWithReason: (reason: string) => `Failed to create admin user: ${reason}`,
    failed: 'Failed to initialize admin user',
  },
  upload: {
    noFiles: 'Please select at least one image',
    notImage: 'Only image files are allowed',
    tooLarge: `One or more files are too large (max ${limits.upload.maxFileBytes / MB}MB each)`,
    submit: 'Upload Photos',
    submitting: 'Uploading...',
    success: (count: number) => `Thanks! Uploaded ${count} photo(s) successfully.`,
    failed: 'Upload failed',
    // Not in the spec (its uploads had no server-side limits): ours, kept here with the rest.
    addresses: 'Public addresses of your photos',
    copied: 'The addresses are copied to your clipboard, one per line.',
    oneAtATime: 'Please upload one photo at a time.',
    rateLimited: 'Too many uploads from your connection. Please try again later.',
    storageFull: 'Photo storage is full right now. Please call us or try again later.',
    interrupted: 'The upload was interrupted. Please try again.',
    busy: 'Many photos are being uploaded right now. Please try again in a moment.',
  },
  // Not in the spec (issue 18): photos with the quote. Refusals reuse `upload`'s messages.
  leadPhotos: {
    tooMany: 'Please attach at most 5 photos.',
    missing: 'One or more photos were not received. Please add them again.',
    label: 'Photos of your door (optional)',
    hint: 'Up to 5 photos, 10MB each. They help us quote faster.',
    sending: 'Sending photos...',
    /** The picker's thumbnail and progress bar of one photo. */
    photo: (name: string) => `Photo ${name}`,
    progress: (name: string) => `Sending ${name}`,
    remove: (name: string) => `Remove photo ${name}`,
  },
  login: {
    invalidCredentials: 'Invalid credentials',
    error: 'Authentication error',
    submit: 'Access Dashboard',
    // Not in the spec (issue 5: throttling, second factor).
    throttled: (minutes: number) =>
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    // Issue 19: growing delays start at one second.
    throttledSeconds: (seconds: number) =>
      `Too many sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    codePrompt:
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    codeLabel: 'Authentication code',
    verify: 'Verify',
    invalidCode: 'Invalid code',
    codeExpired: 'Your sign-in took too long. Please enter your password again.',
    checking: 'Checking your session...',
    signOut: 'Sign out',
  },
  /** Admin password and setup rules beyond the spec's (issue 5). */
  auth: {
    commonPassword: 'This password is too common. Please choose one that is harder to guess.',
    // Issue 19: zxcvbn's estimate, the same for every new admin password.
    guessablePassword:
      'This password is too easy to guess. Make it longer, for example three or four unrelated words with a capital letter and a number, and avoid names, dates and keyboard patterns.',
    passwordTooLong: `Password must be at most ${limits.password.max} characters`,
    wrongCurrentPassword: 'Current password is incorrect',
    currentPasswordRequired: 'Please enter your current password',
    nothingToChange: 'Enter a new e-mail address or a new password',
    invalidSetupLink:
      'This setup link is invalid or has expired. Restart the server for a new link, or run npm run admin:create.',
    setupThrottled: (minutes: number) =>
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    adminExists: 'An admin account already exists',
    totpEnabled: 'Two-step sign-in is on',
    totpDisabled: 'Two-step sign-in is off',
    totpInvalidCode: 'That code did not match. Check the time on your phone and try again.',
    credentialsChanged: 'Credentials updated. Every other session has been signed out.',
    signOutEverywhereTitle: 'Sign out everywhere',
    signOutEverywhereHelp:
      'Lost a phone or signed in on a shared computer? This signs out every device, this one included, turns off push alerts on every phone and forgets every other browser you signed in from. You then sign in again here with your password (and your code, if two-step sign-in is on).',
    signOutEverywhereButton: 'Sign out everywhere',
    signOutEverywhereConfirm:
      'Sign out every device, including this one, and turn off all push alerts?',
    signOutEverywhereYes: 'Yes, sign out everywhere',
    signOutEverywhereCancel: 'Cancel',
  },
  admin: {
    title: 'Admin Dashboard',
    loadSubmissionsFailed: 'Failed to load submissions',
    loadSettingsFailed: 'Failed to load settings',
    updateStatusFailed: 'Failed to update status',
    statusUpdated: 'Status updated successfully',
    deleteSubmissionFailed: 'Failed to delete submission',
    submissionDeleted: 'Submission deleted successfully',
    settingsUpdated: 'Settings updated successfully. Use the new credentials for future logins.',
    authUpdateFailed: (reason: string) => `Authentication update failed: ${reason}`,
    updateSettingsFailed: 'Failed to update settings',
    templateSaved: 'Email template saved successfully',
    templateSaveFailed: 'Failed to save email template',
    templateReset: 'Template reset to default',
    addPlaceholderFailed: 'Failed to add placeholder',
    mappingUpdated: 'Mapping updated',
    mappingUpdateFailed: 'Failed to update mapping',
    noUploadedImages: 'No uploaded images to choose from',
    randomized: 'Randomized all placeholders',
    randomizeFailed: 'Failed to randomize',
    imageDeleted: 'Image deleted successfully',
    imageDeleteFailed: 'Failed to delete image',
    noSubmissions: 'No submissions found for the selected filter.',
    // Beyond the spec (issue 6): the dashboard's own feedback.
    restoreDone: 'Lead restored: its notifications are on their way',
    restoreFailed: 'Failed to restore the lead',
    noteAdded: 'Note added',
    noteFailed: 'Failed to add the note',
    noteEmpty: 'Write a note first',
    resendQueued: 'E-mail queued to be sent again',
    resendFailed: 'Failed to queue the e-mail again',
    testEmailQueued: (address: string) => `Test e-mail queued to ${address}`,
    testEmailFailed: 'Failed to queue the test e-mail',
    retentionSaved: 'Retention setting saved',
    retentionFailed: 'Failed to save the retention setting',
    loadImagesFailed: 'Failed to load images',
    loadAuditFailed: 'Failed to load the audit log',
    placeholderAdded: (key: string) => `Placeholder ${key} added`,
    noSpam: 'No spam. Leads held back as spam show up here.',
    confirmDeleteSubmission: 'Delete this submission? This cannot be undone.',
    confirmDeleteImage:
      'Delete this image? Placeholders that use it go back to their default image.',
    // Issue 13: Populate Randomly asks first and can be undone; a lost connection keeps the screen.
    confirmPopulate: (slots: number) =>
      `Replace the images of all ${slots} image slots of the website (home page, gallery, city pages…) with random uploaded images? You can undo this afterwards.`,
    populateUndo: 'Undo',
    undoPopulateLabel: 'Undo Populate Randomly',
    populateUndone: 'Image slots restored to what they showed before',
    undoPopulateFailed: 'Failed to undo Populate Randomly',
    securityUpdateFailed: 'Failed to update security settings',
    // Beyond the spec (issue 14): a crafted or stale form.
    unknownAction: 'This screen does not know that action. Reload the page and try again.',
    fieldTooLong: (max: number) => `Too long: at most ${max} characters`,
    signOutFailed: 'Failed to sign out. Check your connection and try again.',
    screenFailed: 'This screen could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    // The lead card's sections are downloaded when first opened (issue 13).
    sectionLoading: 'Loading…',
    sectionFailed:
      'This section could not be loaded. Check your connection, then close and open it again.',
  },
  notFound: {
    title: 'Page Not Found',
    heading: '404',
    text: 'Oops! Page not found',
    returnHome: 'Return to Home',
    consoleMessage: '404 Error: User attempted to access non-existent route',
  },
  errorBoundary: {
    title: 'Unexpected Application Error',
  },
  offline: {
    title: 'You are offline',
    text: 'This page is not available without a connection. Pages you visited are still available.',
    adminText:
      'The admin needs a connection. It will reload when this device is back online; no data is stored on this device.',
    callPrompt: 'Need help right now? Call us:',
    retry: 'Try again',
  },
  leadQueue: {
    saved:
      'You are offline, so your request is saved on this device. It will be sent automatically when you are back online.',
    /** Beside the spec's failure message when the server failed (5xx) and the lead is queued. */
    savedAfterError:
      'Your request is saved on this device and we will keep trying to send it automatically.',
    callPrompt: 'In a hurry? Call us:',
    waiting: (count: number) => `${count} request(s) waiting to send`,
    sent: 'Sent: your request has reached us.',
    rejected: (reason: string) => `A saved request could not be sent: ${reason}`,
  },
  pushAlerts: {
    heading: 'Alerts on this device',
    intro:
      'Get a notification on this phone the moment a lead arrives. The alert shows the service and town only; open it to see the details.',
    enable: 'Alert me on this phone',
    modeLabel: 'Alert me for',
    modeUrgent: 'Urgent leads only',
    modeAll: 'Every lead',
    test: 'Send a test alert',
    disable: 'Turn off',
    enabled: 'Alerts are on for this device.',
    disabled: 'Alerts are off for this device.',
    testQueued: 'Test alert sent. It should appear on this device in a few seconds.',
    unsupported:
      'This browser cannot receive push alerts. On iPhone, add the site to the Home Screen first.',
    denied:
      'Notifications are blocked for this site. Allow them in the browser settings, then try again.',
    failed: 'Could not turn on alerts. Try again.',
    invalidSubscription: 'The browser sent an invalid subscription.',
    notFound: 'This device has no alerts turned on.',
    testTitle: 'Test alert',
    testBody: 'Alerts work on this device.',
    urgentPrefix: 'URGENT: ',
    openLead: 'New lead. Tap to open it.',
    fallbackTown: 'town not given',
  },
  reviews: {
    ask: 'Ask for a review',
    queued: 'Review request queued.',
    alreadyAsked: 'A review request was already sent for this lead.',
    resendOnce:
      'A review request goes at most once per lead: this one was sent or is on its way. Only a request that failed can be sent again.',
    optedOut: 'This customer unsubscribed from review requests; nothing was sent.',
    notClosed: 'Mark the lead closed before asking for a review.',
    noLink: 'Add your review link in Settings first.',
    failed: 'Could not queue the review request.',
    linkLabel: 'Review link',
    linkHelp: 'Where customers leave a review, e.g. your Google Business Profile review link.',
    invalidLink: 'Enter a link starting with https:// or http://',
    autoDaysLabel: 'Ask automatically, days after closing (0 = never)',
    invalidAutoDays: 'Enter a whole number of days from 0 to 365.',
    subject: (businessName: string) => `How did we do? A quick review for ${businessName}`,
    textBody: (name: string, link: string, unsubscribe: string) =>
      `Hi ${name},\n\nThank you for choosing us. If you have a minute, a short review helps neighbors find us:\n${link}\n\nNo more review requests: ${unsubscribe}\n`,
    unsubscribeTitle: 'Unsubscribe from review requests',
    unsubscribeFooter: 'No more review requests?',
    unsubscribeFooterLink: 'Unsubscribe',
    unsubscribeConfirm: 'Stop review requests to this address',
    unsubscribed: 'You will not receive review requests from us again.',
    unsubscribeInvalid: 'This unsubscribe link is not valid.',
    saved: 'Review settings saved',
    save: 'Save review settings',
    heading: 'Review requests',
    templateLink: 'Edit the review e-mail',
    templateLabel: 'Review request e-mail (HTML)',
    templateHelp:
      'Sent to a customer when you ask for a review. {{review_link}} is your review link; values are HTML-escaped. An unsubscribe link is added to every request.',
    testSubject: (businessName: string) => `Test: review request - ${businessName}`,
    linkPlaceholder: 'https://example.com/your-review-link',
  },
  appUpdate: {
    available: 'A new version is available.',
    reload: 'Reload',
  },
  /** The owner's Insights tab (issue 16; not in the spec). */
  insights: {
    title: 'Insights',
    loadFailed: 'Failed to load insights',
    intro:
      'Counted on this site only: no cookies added, no third parties, no addresses stored. Visitors who ask not to be tracked (GPC or Do Not Track), bots and your own visits are not counted.',
    period: (days: number) => `Last ${days} days`,
    versusPrevious: (days: number) => `vs the ${days} days before`,
    calls: 'Call taps',
    quotes: 'Quote requests',
    views: 'Visits',
    conversion: 'Quote rate',
    daily: 'Day by day',
    byPage: 'By page',
    bySource: 'By source',
    byDevice: 'By device',
    byPlace: 'Call taps by place on the page',
    empty: 'Nothing counted in this period yet.',
    downloadCsv: 'Download CSV',
  },
} as const;

/**
 * The owner's site content editor and API (issue 15; not in the spec). Its own export so the
 * public pages' scripts, which import `messages`, do not carry it.
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
