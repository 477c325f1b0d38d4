/**
 * Customer testimonials for the home page (3), the about page and
 * /testimonials. Each city page has its own testimonial in cities/<slug>.ts.
 */
import { defaultCities as cities } from './cities/index.ts';
import { TestimonialSchema } from './schema.ts';
import type { Testimonial } from './schema.ts';

const list: Testimonial[] = [
  {
    id: 'sarah-concord',
    name: 'Sarah M.',
    location: 'Concord, NC',
    text: 'Our garage door spring snapped at 6 in the morning with my car stuck inside. They had a technician here by 9, replaced both springs, and he explained exactly what had happened. Professional, friendly and fairly priced.',
    stars: 5,
    date: 'March 2026',
    service: 'emergency-services',
  },
  {
    id: 'james-charlotte',
    name: 'James R.',
    location: 'Charlotte, NC',
    text: 'We replaced both doors on our house in Ballantyne. The estimate matched the final bill to the dollar, the crew finished in one day, and the insulated doors have made the bonus room above the garage far more comfortable.',
    stars: 5,
    date: 'June 2026',
    service: 'garage-door-installation',
  },
  {
    id: 'michelle-rock-hill',
    name: 'Michelle T.',
    location: 'Rock Hill, SC',
    text: 'I called three companies and these folks were the only ones who suggested a repair instead of a brand-new door. Two years later the door is still running perfectly. That honesty is why I keep recommending them.',
    stars: 5,
    date: 'September 2026',
    service: 'garage-door-repair',
  },
  {
    id: 'david-huntersville',
    name: 'David L.',
    location: 'Huntersville, NC',
    text: 'The yearly tune-up found a cable that was starting to fray. They replaced it on the spot. I would much rather hear about it from them than from a door crashing down on my truck.',
    stars: 5,
    date: 'April 2026',
    service: 'garage-door-maintenance',
  },
  {
    id: 'angela-fort-mill',
    name: 'Angela W.',
    location: 'Fort Mill, SC',
    text: 'New belt-drive opener with the phone app. I can finally check whether the kids closed the door after school. Installation took a couple of hours and they programmed both of our cars.',
    stars: 5,
    date: 'February 2026',
    service: 'garage-door-openers',
  },
  {
    id: 'robert-mooresville',
    name: 'Robert G.',
    location: 'Mooresville, NC',
    text: 'A delivery truck backed into our door and bent two sections. They sourced matching panels from the manufacturer and you honestly cannot tell anything happened.',
    stars: 5,
    date: 'July 2026',
    service: 'garage-door-parts',
  },
  {
    id: 'teresa-kannapolis',
    name: 'Teresa J.',
    location: 'Kannapolis, NC',
    text: 'They have serviced our doors for more than ten years, first the father and now the son. Same care, same fair prices, and they still remember which door has the tricky track.',
    stars: 5,
    date: 'May 2026',
    service: 'garage-door-maintenance',
  },
  {
    id: 'kevin-matthews',
    name: 'Kevin O.',
    location: 'Matthews, NC',
    text: 'Door came off its track on a Sunday night during a storm. The emergency line picked up right away and a technician arrived in under three hours. He secured everything and came back Monday to finish.',
    stars: 5,
    date: 'August 2026',
    service: 'emergency-services',
  },
  {
    id: 'lauren-indian-land',
    name: 'Lauren B.',
    location: 'Indian Land, SC',
    text: 'Our builder-grade door was rattling and loud. They swapped in nylon rollers, tightened everything and rebalanced the springs. It is quieter now than when we moved in.',
    stars: 5,
    date: 'October 2026',
    service: 'garage-door-repair',
  },
  {
    id: 'carlos-harrisburg',
    name: 'Carlos V.',
    location: 'Harrisburg, NC',
    text: 'Clear quote, on-time arrival, clean work area. They hauled away the old door and even swept the driveway. The carriage-style door looks fantastic on our house.',
    stars: 5,
    date: 'November 2025',
    service: 'garage-door-installation',
  },
  {
    id: 'patricia-cornelius',
    name: 'Patricia H.',
    location: 'Cornelius, NC',
    text: 'Our lake house garage door had rusted hinges and a worn seal that let water in every storm. They replaced all of it with rust-resistant hardware and now the floor stays dry.',
    stars: 5,
    date: 'January 2026',
    service: 'garage-door-parts',
  },
  {
    id: 'william-york',
    name: 'William E.',
    location: 'York, SC',
    text: 'The opener on our detached garage finally died. They installed a new one the next morning and added a keypad so my wife does not need a remote. Courteous and quick.',
    stars: 5,
    date: 'December 2025',
    service: 'garage-door-openers',
  },
];

export const defaultTestimonials: readonly Testimonial[] = list.map((t) =>
  TestimonialSchema.parse(t),
);

/** The three testimonials of the home page. */
const defaultHomeTestimonials: readonly Testimonial[] = [
  'sarah-concord',
  'james-charlotte',
  'michelle-rock-hill',
].map((id) => {
  const found = defaultTestimonials.find((t) => t.id === id);
  if (!found) throw new Error(`home testimonial ${id} missing`);
  return found;
});

/** The review in the structured data (one sample review). */
function first<T>(items: readonly T[]): T {
  const item = items[0];
  if (item === undefined) throw new Error('no testimonials');
  return item;
}
const defaultFeaturedReview: Testimonial = first(defaultHomeTestimonials);

/** Everything /testimonials shows: the general testimonials, then one from each city page. */
const defaultAllTestimonials: readonly Testimonial[] = [
  ...defaultTestimonials,
  ...cities.flatMap((c) => (c.testimonial ? [c.testimonial] : [])),
];

export { defaultHomeTestimonials, defaultFeaturedReview, defaultAllTestimonials };
