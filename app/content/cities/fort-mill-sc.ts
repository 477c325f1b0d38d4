/** Fort Mill, SC: the city page's own text (/locations/fort-mill-sc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const fortMillSc: City = city({
  slug: 'fort-mill-sc',
  cityName: 'Fort Mill',
  stateCode: 'SC',
  county: 'York',
  latitude: 35.0074,
  longitude: -80.9451,
  heroSubtitle:
    'Carriage-style doors, smart openers and quick repairs for Baxter Village, Kingsley and the rest of Fort Mill',
  heroImage: images.heroSuburb,
  intro: [
    'Fort Mill has grown from a mill town on the Catawba River into one of the busiest commuter suburbs south of Charlotte, with Carowinds on the state line and the Anne Springs Close Greenway at its heart. Planned communities such as Baxter Village, Kingsley, Regent Park, Massey and Springfield set much of the look of the town.',
    'Those communities are why many Fort Mill doors are carriage-house designs with decorative handles and windows: several neighborhood guidelines favor them, and in Baxter Village many garages face rear lanes. A carriage-style door has more trim and hardware to keep tight, and its look depends on the sections lining up perfectly, so we pay close attention to track alignment on every visit.',
    'Commuters crossing into Charlotte each morning ask us for openers they can check from the office and for delivery-friendly features. We set up phone control, temporary access codes and automatic closing timers so the door is never left open all day.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-installation',
      title: 'Carriage-house doors',
      text: 'Carriage-style doors and hardware that match Baxter Village, Kingsley and Springfield guidelines.',
    },
    {
      service: 'garage-door-openers',
      title: 'Smart openers for commuters',
      text: 'Phone control, delivery codes and auto-close timers set up before we leave.',
    },
    {
      service: 'garage-door-maintenance',
      title: 'Alignment tune-ups',
      text: 'Keeping decorative doors straight and sections lined up for that finished look.',
    },
    {
      service: 'garage-door-repair',
      title: 'Quick repairs on lane garages',
      text: 'Spring, cable and roller repairs on rear-lane garages where space is tight.',
    },
  ],
  neighborhoods: [
    'Baxter Village',
    'Kingsley',
    'Regent Park',
    'Massey',
    'Springfield',
    'Downtown Fort Mill',
  ],
  areasServed: [
    'Baxter Village',
    'Kingsley',
    'Regent Park',
    'Massey',
    'Springfield',
    'All Fort Mill Areas',
  ],
  neighborhoodImage: images.neighborhoodSuburb,
  neighborhoodAlt: 'Fort Mill homes with carriage-style garage doors along a tree-lined street',
  testimonial: {
    id: 'city-fort-mill',
    name: 'Priya N.',
    location: 'Fort Mill, SC',
    text: 'We wanted a carriage door that our Baxter Village guidelines allow. They knew the rules already, helped us choose the color, and set up the app so we can let in deliveries while we are at work.',
    stars: 5,
    date: 'March 2026',
    service: 'garage-door-installation',
  },
  seo: {
    title: 'Garage Door Repair & Installation in Fort Mill, SC',
    description:
      'Fort Mill garage doors: carriage-house designs for Baxter Village and Kingsley, smart openers for commuters, alignment tune-ups and quick spring repairs.',
    keywords: [
      'garage door repair Fort Mill SC',
      'Fort Mill garage door installation',
      'carriage house garage door Fort Mill',
      'smart garage door opener',
    ],
  },
});
