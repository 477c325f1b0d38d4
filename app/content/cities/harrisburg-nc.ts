/** Harrisburg, NC: the city page's own text (/locations/harrisburg-nc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const harrisburgNc: City = city({
  slug: 'harrisburg-nc',
  cityName: 'Harrisburg',
  stateCode: 'NC',
  county: 'Cabarrus',
  latitude: 35.3238,
  longitude: -80.6579,
  heroSubtitle:
    'Fast, friendly service for the young families and new subdivisions between Concord and University City',
  heroImage: images.heroSuburb,
  intro: [
    'Harrisburg sits on NC-49 between Concord and the University City side of Charlotte, and it has filled up quickly with subdivisions where young families run their lives through the garage: strollers, bikes, a second fridge and two cars that leave at different times every morning.',
    'Most Harrisburg homes are ten to twenty years old, which is exactly when builder-installed doors start to show their age. The springs that came with the house were rated for a modest number of cycles, and a busy household uses them up quickly. Upgrading to high-cycle springs when the first one breaks, and tuning the opener force so the door reverses gently, is the most common visit here.',
    'With small children around, we test the auto-reverse and photo-eye sensors on every Harrisburg call, even when you called us about something else, and we show parents how to do the monthly check themselves.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-repair',
      title: 'High-cycle spring upgrades',
      text: 'Longer-lasting springs for busy households whose original springs wore out early.',
    },
    {
      service: 'garage-door-maintenance',
      title: 'Child-safety checks',
      text: 'Auto-reverse and photo-eye testing on every visit, with a quick lesson for parents.',
    },
    {
      service: 'garage-door-openers',
      title: 'Keypads and app control',
      text: 'Keypads and phone apps so teenagers and sitters can get in without a spare remote.',
    },
    {
      service: 'garage-door-installation',
      title: 'Insulated upgrades',
      text: 'Insulated doors for garages used as play rooms or home gyms.',
    },
  ],
  neighborhoods: [
    'Harrisburg Town Center',
    'Farmwood',
    'Roberta Road',
    'Pharr Mill Road',
    'Rocky River Road',
  ],
  areasServed: [
    'Harrisburg Town Center',
    'NC-49 corridor',
    'Roberta Road',
    'Pharr Mill Road',
    'Rocky River Road',
    'All Harrisburg Areas',
  ],
  neighborhoodImage: images.neighborhoodSuburb,
  neighborhoodAlt: 'Harrisburg subdivision street with young trees and two-car garages',
  testimonial: {
    id: 'city-harrisburg',
    name: 'Ashley R.',
    location: 'Harrisburg, NC',
    text: 'Spring snapped on a school morning with both cars inside. They came the same day, upgraded us to longer-lasting springs and checked the sensors because our toddler is always in the garage. Really appreciated that.',
    stars: 5,
    date: 'January 2026',
    service: 'garage-door-repair',
  },
  seo: {
    title: 'Garage Door Repair & Installation in Harrisburg, NC',
    description:
      'Harrisburg garage door repair for busy households: high-cycle spring upgrades, auto-reverse safety checks, keypads and insulated doors. Same-day service.',
    keywords: [
      'garage door repair Harrisburg NC',
      'garage door spring Harrisburg',
      'Harrisburg NC garage door installation',
      'garage door safety check',
    ],
  },
});
