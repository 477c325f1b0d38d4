/** Clover, SC: the city page's own text (/locations/clover-sc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const cloverSc: City = city({
  slug: 'clover-sc',
  cityName: 'Clover',
  stateCode: 'SC',
  county: 'York',
  latitude: 35.1112,
  longitude: -81.2265,
  heroSubtitle:
    'Small-town service for Clover homes, Lake Wylie shoreline and country lots near Kings Mountain',
  heroImage: images.heroLocations,
  intro: [
    'Clover is a small York County town just south of the North Carolina line, between Lake Wylie to the east and the ridges of Kings Mountain to the west. Downtown streets have older homes with detached garages, and the countryside around Bethel is a mix of farms, horse properties and newer homes on several-acre lots.',
    'Those big lots mean long driveways, gravel dust and detached garages that sit a long way from the house. Dust wears rollers and seals, and an opener on a detached garage needs a reliable signal; we often add a keypad or a phone-connected opener so nobody has to walk out to check that the door is shut.',
    'Closer to Lake Wylie, newer communities have larger attached garages and the same damp lake air we see farther north, so our Clover tune-ups pay attention to rust on hardware and to bottom seals on slabs that have settled.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-openers',
      title: 'Openers for detached garages',
      text: 'Phone-connected openers and keypads so you can check a distant garage from the house.',
    },
    {
      service: 'garage-door-maintenance',
      title: 'Dust and gravel tune-ups',
      text: 'Cleaning tracks and replacing worn rollers and seals on gravel-drive properties.',
    },
    {
      service: 'garage-door-parts',
      title: 'Seals for settled slabs',
      text: 'Thicker bottom seals that close the gap on uneven garage floors.',
    },
    {
      service: 'garage-door-installation',
      title: 'Doors for farm and horse properties',
      text: 'Durable steel doors for barns, equipment sheds and detached garages.',
    },
  ],
  neighborhoods: ['Downtown Clover', 'Lake Wylie', 'Bethel'],
  areasServed: [
    'Downtown Clover',
    'Lake Wylie',
    'Bethel',
    'Highway 55 corridor',
    'US-321 corridor',
    'All Clover Areas',
  ],
  neighborhoodImage: images.neighborhoodRural,
  neighborhoodAlt: 'Clover farmhouse with a detached garage and pasture fencing',
  testimonial: {
    id: 'city-clover',
    name: 'Beth A.',
    location: 'Clover, SC',
    text: 'Our detached garage is way out past the house and I never knew if the door was closed. They put in a new opener with an app and a keypad, replaced the worn-out seal, and explained everything. Friendly, fair folks.',
    stars: 5,
    date: 'October 2025',
    service: 'garage-door-openers',
  },
  seo: {
    title: 'Garage Door Repair & Installation in Clover, SC',
    description:
      'Clover, SC garage door service: app-connected openers for detached garages, dust and gravel tune-ups, new seals and durable doors for farm properties.',
    keywords: [
      'garage door repair Clover SC',
      'Clover SC garage door installation',
      'Lake Wylie garage door',
      'detached garage door opener',
    ],
  },
});
