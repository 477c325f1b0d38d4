/**
 * The contactForm messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */
export const contactFormMessages = {
  required: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  // Not in the spec (issue 27): mail relays without SMTPUTF8 refuse such addresses. Only the
  // part before the @: a domain beyond ASCII is sent in its ASCII form (issue 37).
  nonAsciiEmail:
    'Please enter an email address without accents or non-Latin letters before the @ (for example zoe@example.com): our email cannot reach such addresses yet.',
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
} as const;
