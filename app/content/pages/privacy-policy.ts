/** Privacy policy page (/privacy-policy): its copy (hero and SEO: ./page-heroes.ts, ./page-seo.ts). */
import { defaultBusiness as business } from '../business.ts';
import { PolicySectionSchema } from '../schema.ts';
import type { PolicySection } from '../schema.ts';

const policySections: PolicySection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    paragraphs: ['We collect only what we need to answer your request and run our business:'],
    bullets: [
      'Contact details you give us: your name, e-mail address, phone number and, if you choose, your street address and city.',
      'Details of your request: the service you need and any message you write.',
      'Photos you upload through our upload page.',
      'Technical information sent by your browser: IP address, browser type, the pages you request and the time of the request.',
      'Visit counts: how many times each page was viewed, a call link was tapped or a quote form was started, per day, with the kind of device (phone, tablet or computer) and how visitors found us (for example a search ad or another website). These are counts only, kept on our own server: no cookie is added for them, no IP address or browser details are stored with them, and no third party receives them. Browsers that send a Global Privacy Control or Do Not Track signal are not counted.',
    ],
  },
  {
    id: 'how-we-collect',
    heading: 'How We Collect Information',
    paragraphs: [
      'Directly from you when you fill in a quote or contact form, upload photos, call us or e-mail us.',
      'Automatically when you visit the website: our server records basic request logs, and your browser keeps small pieces of data on your own device (for example, whether you closed the emergency banner in this session, or a form you sent while offline that is waiting to be delivered). We do not use advertising or cross-site tracking cookies.',
    ],
  },
  {
    id: 'how-we-use',
    heading: 'How We Use Your Information',
    paragraphs: ['We use the information we collect to:'],
    bullets: [
      'Respond to your request, prepare estimates and schedule service.',
      'Send you a confirmation and service-related messages.',
      'Keep records of the work we have done for you, including warranty records.',
      'Protect the website from spam, abuse and attacks, for example by limiting how often a form can be sent.',
      'Meet our legal, tax and accounting obligations.',
    ],
  },
  {
    id: 'disclosure',
    heading: 'Disclosure of Your Information',
    paragraphs: [
      'We do not sell or rent your personal information, and we do not share it with third parties for their own marketing.',
      'We share information only with service providers who help us run the business (such as e-mail delivery and hosting) and only as needed for them to do so; when the law requires it; to protect the rights and safety of our customers, staff or the public; or as part of a sale or transfer of the business, in which case this policy continues to apply.',
      'Photos uploaded through the upload page are stored at public addresses so that we can view them; anyone who has the address of a photo can see it.',
    ],
  },
  {
    id: 'data-security',
    heading: 'Data Security',
    paragraphs: [
      'We protect your information with encrypted connections, restricted access to our systems, and passwords stored only in hashed form. Uploaded photos are re-encoded and their embedded metadata, such as location, is removed.',
      'No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we work to protect your information and will notify you as required by law if a breach affects it.',
    ],
  },
  {
    id: 'children',
    heading: 'Children Under 16',
    paragraphs: [
      'This website is not intended for children under 16 years of age, and we do not knowingly collect personal information from children under 16. If you believe a child under 16 has given us personal information, please contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy from time to time. The date at the top of this page shows when it was last updated, and changes take effect when they are posted here.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact Information',
    paragraphs: [
      `If you have questions about this policy or want to see, correct or delete the information we hold about you, contact us:`,
    ],
    bullets: [
      '{{name}}',
      `${business.address.addressLocality}, ${business.address.addressRegion}`,
      `Phone: {{phone}}`,
      `E-mail: {{emailInfo}}`,
    ],
  },
];

export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdatedLabel: 'Last Updated',
  intro: `{{name}} ("we", "us") respects your privacy. This policy explains what information we collect through this website and in the course of serving you, how we use it, and the choices you have.`,
  sections: policySections.map((s) => PolicySectionSchema.parse(s)),
  disclaimer:
    'This privacy policy is provided for general information about our practices. It does not create contractual or legal rights for any party and is not legal advice. Where the law gives you additional rights, those rights apply in full.',
};
