/** Mooresville, NC: the city page's own text (/locations/mooresville-nc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const mooresvilleNc: City = city({
  slug: 'mooresville-nc',
  cityName: 'Mooresville',
  stateCode: 'NC',
  county: 'Iredell',
  latitude: 35.5849,
  longitude: -80.8101,
  heroSubtitle: 'Workshop, lakefront and high-lift garage doors for Race City USA',
  heroImage: images.heroLake,
  intro: [
    'Mooresville calls itself Race City USA, and with dozens of NASCAR team shops and suppliers in town, plenty of residents treat the home garage as a workshop: project cars, lifts, compressors and welders. Those garages need doors that seal against dust, insulation for working through July, and often a high-lift track or a wall-mount opener so the ceiling is free for a car lift.',
    'On the Lake Norman side, the Brawley School Road peninsula, The Point and Mallard Head are lined with large lake homes whose side-load and three-car garages face the same damp air and wind as any shoreline property. Further east, Morrison Plantation, Curtis Pond and the newer streets around Langtree bring standard suburban doors that mostly need springs, rollers and tune-ups.',
    'Mooresville is the northern edge of our regular routes in Iredell County, so we group appointments here by day; emergency calls are answered around the clock like everywhere else.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-openers',
      title: 'Wall-mount openers for car lifts',
      text: 'Jackshaft openers and high-lift track that keep the ceiling clear for a lift.',
    },
    {
      service: 'garage-door-installation',
      title: 'Insulated workshop doors',
      text: 'Thick insulated doors with tight seals for garages used as shops.',
    },
    {
      service: 'garage-door-maintenance',
      title: 'Lakefront maintenance',
      text: 'Corrosion and bearing checks for homes on the Brawley School peninsula, The Point and Mallard Head.',
    },
    {
      service: 'garage-door-repair',
      title: 'Suburban spring and roller repair',
      text: 'Quick repairs in Morrison Plantation, Curtis Pond and Langtree.',
    },
  ],
  neighborhoods: [
    'The Point',
    'Mallard Head',
    'Brawley School Road',
    'Morrison Plantation',
    'Curtis Pond',
    'Langtree',
    'Downtown Mooresville',
  ],
  areasServed: [
    'The Point',
    'Brawley School Road',
    'Morrison Plantation',
    'Curtis Pond',
    'Langtree',
    'All Mooresville Areas',
  ],
  neighborhoodImage: images.neighborhoodLake,
  neighborhoodAlt: 'Mooresville lake homes with side-load garages on a wooded peninsula',
  testimonial: {
    id: 'city-mooresville',
    name: 'Tony B.',
    location: 'Mooresville, NC',
    text: 'I wanted a lift in my garage and the opener was in the way. They moved everything to a high-lift track with a wall-mount opener. Now the car goes up and the door still opens all the way.',
    stars: 5,
    date: 'August 2026',
    service: 'garage-door-openers',
  },
  seo: {
    title: 'Garage Door Repair & Installation in Mooresville, NC',
    description:
      'Mooresville garage door service: wall-mount openers and high-lift track for car lifts, insulated workshop doors, and lakefront maintenance on Lake Norman.',
    keywords: [
      'garage door repair Mooresville NC',
      'Mooresville garage door installation',
      'wall mount garage door opener',
      'high lift garage door',
    ],
  },
});
