/** Free estimate page (/free-estimate): its copy (hero and SEO: ./page-heroes.ts, ./page-seo.ts). */
import { defaultBusiness as business, ratingText } from '../business.ts';
import { StepSchema } from '../schema.ts';
import type { Step } from '../schema.ts';

export const freeEstimateContent = {
  title: 'Request Your Free Estimate',
  intro:
    'Whether you need a new door, a new opener or a repair, the estimate is free and there is no obligation. Send the form or call, and a member of our family team will get back to you.',
  nextStepsTitle: 'What Happens Next',
  nextSteps: [
    {
      title: 'We get in touch',
      text: `Within ${business.response.emailHours} hours we call or e-mail to talk through what you need and set a time that suits you.`,
    },
    {
      title: 'We visit and measure',
      text: 'A technician inspects the door and opener, measures the opening and shows you options and samples.',
    },
    {
      title: 'You get a written price',
      text: 'A clear, itemized estimate with no pressure. The price we quote is the price you pay.',
    },
    {
      title: 'We do the work',
      text: 'Most repairs are finished on the spot; new doors and openers are scheduled at your convenience.',
    },
  ].map((s): Step => StepSchema.parse(s)),
  trustTitle: 'Why Homeowners Choose Us',
  trustPoints: [
    'Free, no-obligation estimates',
    `Family owned since {{foundedYear}}`,
    `{{customers}} satisfied customers`,
    `Rated ${ratingText}`,
    'Fully licensed and insured',
    'Financing for qualified customers',
  ],
};
