/**
 * The FAQ page's five tabs (4 questions each, General first and open by
 * default) and the contact page's four-question FAQ.
 */
import { defaultBusiness as business, emergencyResponseText } from './business.ts';
import { FaqCategorySchema, FaqSchema } from './schema.ts';
import type { Faq, FaqCategory, FaqCategoryId } from './schema.ts';

const { warranty, response } = business;
const countiesText = (state: 'NC' | 'SC'): string => {
  const names = business.counties.filter((c) => c.state === state).map((c) => c.name);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
    : (names[0] ?? '');
};
const areaAnswer = `We serve the corridor from {{serviceArea}}: ${countiesText('NC')} counties in North Carolina and ${countiesText('SC')} counties in South Carolina. Our 14 city pages list the towns we visit every week; if you are nearby but not listed, call us and ask.`;

const categoryList: FaqCategory[] = [
  {
    id: 'general',
    label: 'General',
    faqs: [
      {
        question: 'Do you offer free estimates?',
        answer:
          'Yes. Estimates for new doors, openers and repairs are free and carry no obligation. We can often give a price range over the phone from a photo, and we confirm it on site before any work begins.',
      },
      {
        question: 'What areas do you serve?',
        answer: areaAnswer,
      },
      {
        question: 'Are you licensed and insured?',
        answer: `Yes. {{name}} is fully licensed and insured, and every technician is background checked and factory trained. We have been in business since {{foundedYear}}.`,
      },
      {
        question: 'How can I pay, and do you offer financing?',
        answer: `We accept ${business.paymentAccepted.join(', ').toLowerCase()}. ${business.financing}`,
      },
    ],
  },
  {
    id: 'installation',
    label: 'Installation',
    faqs: [
      {
        question: 'How long does it take to install a new garage door?',
        answer:
          'A standard installation takes 3-5 hours. When we also remove an old door and install or reconnect an opener, allow 4-6 hours. You do not need to be home the whole time, only at the start and for the final walk-through.',
      },
      {
        question: 'Which door material is right for my home?',
        answer:
          'Steel is the most popular: durable, low-maintenance and available in many styles. Wood-look composite gives the warmth of wood without the upkeep, real wood suits historic homes, and aluminum with glass suits modern designs. We bring samples to the estimate.',
      },
      {
        question: 'Is an insulated door worth it?',
        answer:
          'If the garage is attached, has a room above it, or is used as a workshop or gym, yes. An insulated door keeps the space more comfortable, is quieter and stiffer, and resists dents better than a single-layer door.',
      },
      {
        question: 'When should I replace my door instead of repairing it?',
        answer:
          "When a repair would cost more than 50% of a new door's value, replacement is usually the better investment. Age, rust, missing safety features and how the door looks also matter, and we will give you both prices.",
      },
    ],
  },
  {
    id: 'repair',
    label: 'Repair',
    faqs: [
      {
        question: 'How much does a garage door repair cost?',
        answer:
          'Minor repairs such as rollers, hinges or sensor alignment typically cost $150-250. Spring replacement typically costs $200-400, depending on the door. You get an exact price before we start.',
      },
      {
        question: 'How do I know if a spring is broken?',
        answer:
          'Common signs: a loud bang from the garage, a visible gap in the coil of the spring above the door, a door that feels very heavy or only lifts a few inches, an opener that strains, or cables hanging loose. Stop using the door and call us.',
      },
      {
        question: 'How soon can you come out?',
        answer: `We schedule service calls within ${response.serviceCallHours} hours, and often the same day. For emergencies our line is open 24/7 and the average response is ${emergencyResponseText}.`,
      },
      {
        question: 'Do repairs come with a warranty?',
        answer: `Yes. Repairs carry a ${warranty.repairs} warranty on parts and labor, and our installation work carries a ${warranty.installationWork} warranty.`,
      },
    ],
  },
  {
    id: 'maintenance',
    label: 'Maintenance',
    faqs: [
      {
        question: 'How often should a garage door be maintained?',
        answer:
          'Once a year for most homes. Twice a year if the door is used heavily, and every 3-6 months for commercial doors.',
      },
      {
        question: 'What does a maintenance visit include?',
        answer:
          'Inspection of springs, cables, rollers, hinges and tracks; lubrication; tightening of hardware; a balance test and spring adjustment; testing of the auto-reverse and photo-eye sensors; and a check of the seals and opener.',
      },
      {
        question: 'How do I test the auto-reverse safety feature?',
        answer:
          'Lay a piece of wood (a 2x4 laid flat works) on the floor in the door\u2019s path and close the door. It should reverse as soon as it touches the wood. Then close it again and wave an object through the sensor beam; it should stop and reverse. If either test fails, stop using the opener and call us.',
      },
      {
        question: 'Why has my garage door become so noisy?',
        answer:
          'Usually dry or worn rollers and hinges, loose hardware, or an opener working against a door that is out of balance. A tune-up with lubrication and, if needed, quiet nylon rollers fixes most noisy doors.',
      },
    ],
  },
  {
    id: 'openers',
    label: 'Garage Door Openers',
    faqs: [
      {
        question: 'How long does it take to install a new opener?',
        answer:
          'Usually 2-3 hours, including removing the old opener, installing the sensors and wall button, and programming your remotes, keypad and car.',
      },
      {
        question: 'Belt drive or chain drive?',
        answer:
          'Belt drives are much quieter and ideal when there is a bedroom or living space next to or above the garage. Chain drives cost less and are very durable, a good fit for detached garages.',
      },
      {
        question: 'Why does my door reverse or refuse to close?',
        answer:
          'Most often the photo-eye sensors near the floor are dirty, blocked or knocked out of alignment; a blinking light on the opener or a sensor usually confirms it. Wipe the lenses and make sure both sensor lights are steady. If that does not help, call us.',
      },
      {
        question: 'Can I open my garage door from my phone or during a power outage?',
        answer:
          'Yes. Many current openers include Wi-Fi and a phone app, and models with a battery backup keep working for a number of cycles when the power is out. We can add either feature to a new installation.',
      },
    ],
  },
];

export const defaultFaqCategories: readonly FaqCategory[] = categoryList.map((c) =>
  FaqCategorySchema.parse(c),
);

/** The tab open when the FAQ page loads. */
export const defaultFaqCategoryId: FaqCategoryId = 'general';

export function getFaqCategory(
  faqCategories: readonly FaqCategory[],
  id: FaqCategoryId,
): FaqCategory {
  const found = faqCategories.find((c) => c.id === id);
  if (!found) throw new Error(`unknown FAQ category: ${id}`);
  return found;
}

/** The four questions on the contact page. */
const defaultContactFaqs: readonly Faq[] = [
  {
    question: 'Are your estimates really free?',
    answer:
      'Yes. Estimates are free and without obligation, whether for a repair, a new opener or a new door.',
  },
  {
    question: 'How quickly will you respond?',
    answer: `We reply to every message and schedule service calls within ${response.emailHours} hours. For emergencies, call us any time: the average response is ${emergencyResponseText}.`,
  },
  {
    question: 'What areas do you serve?',
    answer: areaAnswer,
  },
  {
    question: 'Do you offer warranties?',
    answer: `Yes. Our installation work is covered for ${warranty.installationWork} and our repairs for ${warranty.repairs}, in addition to the manufacturer warranties on doors, openers and parts.`,
  },
].map((f) => FaqSchema.parse(f));
export { defaultContactFaqs };
