/** Indian Land, SC: the city page's own text (/locations/indian-land-sc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const indianLandSc: City = city({
  slug: 'indian-land-sc',
  cityName: 'Indian Land',
  stateCode: 'SC',
  county: 'Lancaster',
  latitude: 34.9982,
  longitude: -80.8473,
  heroSubtitle:
    'Quiet, low-maintenance doors and openers for Sun City Carolina Lakes and the growing US-521 corridor',
  heroImage: images.heroSuburb,
  intro: [
    'Indian Land is the fast-growing northern panhandle of Lancaster County, wedged between the Catawba River and the North Carolina line along US-521. Twenty-five years ago it was mostly farmland; today it is lined with new communities, and many homes have never had a garage door repaired.',
    'A large share of our customers here live in Sun City Carolina Lakes and other active-adult communities, where single-story homes put the garage right beside the bedroom. What they ask for is quiet and dependable: belt-drive or wall-mount openers, sealed-bearing rollers, battery backup, and a door balanced so well it can be lifted by hand if the power goes out. We also show everyone where the manual release is and how to use it safely.',
    'In family subdivisions such as BridgeMill and Walnut Creek, the first round of repairs is arriving: worn rollers, a first broken spring, a sensor knocked out of line. Catching those with a tune-up is cheaper than waiting for the door to stop.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-openers',
      title: 'Whisper-quiet openers',
      text: 'Belt-drive and wall-mount openers for single-story homes with bedrooms beside the garage.',
    },
    {
      service: 'garage-door-maintenance',
      title: 'Easy-lift balancing',
      text: 'Balanced doors that are light to lift by hand during an outage.',
    },
    {
      service: 'garage-door-parts',
      title: 'Sealed-bearing rollers',
      text: 'Quiet, low-maintenance rollers that need little attention.',
    },
    {
      service: 'garage-door-repair',
      title: 'First repairs for newer homes',
      text: 'First spring, roller and sensor repairs in BridgeMill, Walnut Creek and new US-521 communities.',
    },
  ],
  neighborhoods: ['Sun City Carolina Lakes', 'BridgeMill', 'Walnut Creek', 'US-521 corridor'],
  areasServed: [
    'Sun City Carolina Lakes',
    'BridgeMill',
    'Walnut Creek',
    'US-521 corridor',
    'Catawba River side',
    'All Indian Land Areas',
  ],
  neighborhoodImage: images.neighborhoodSuburb,
  neighborhoodAlt: 'Single-story homes with garages in an Indian Land active-adult community',
  testimonial: {
    id: 'city-indian-land',
    name: 'Harold and June F.',
    location: 'Indian Land, SC',
    text: 'The old opener woke us up every time our neighbor dropped off the grandkids. The new belt drive is so quiet we check the app to see if the door moved. They also showed us the manual release, which we never knew how to use.',
    stars: 5,
    date: 'November 2025',
    service: 'garage-door-openers',
  },
  seo: {
    title: 'Garage Door Repair & Openers in Indian Land, SC',
    description:
      'Indian Land garage door service: whisper-quiet openers for Sun City Carolina Lakes, easy-lift balancing, sealed rollers and first repairs for new homes.',
    keywords: [
      'garage door repair Indian Land SC',
      'Sun City Carolina Lakes garage door',
      'quiet garage door opener',
      'Lancaster County SC garage doors',
    ],
  },
});
