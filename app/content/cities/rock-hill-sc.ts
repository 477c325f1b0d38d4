/** Rock Hill, SC: the city page's own text (/locations/rock-hill-sc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const rockHillSc: City = city({
  slug: 'rock-hill-sc',
  cityName: 'Rock Hill',
  stateCode: 'SC',
  county: 'York',
  latitude: 34.9249,
  longitude: -81.0251,
  heroSubtitle:
    'Garage door service for Old Town brick ranches, Winthrop-area homes and new Riverwalk construction',
  heroImage: images.heroTown,
  intro: [
    'Rock Hill is the southern anchor of our service area and the largest city in York County. Around Old Town and the Winthrop University campus, streets of brick ranches and cottages from the 1940s to the 1970s often have a single-car garage or a carport that owners want to close in. Widening a single opening to a double, or fitting a door to a converted carport, is a regular job here.',
    'Newer Rock Hill is very different: the Riverwalk development along the Catawba River, the growth near India Hook and Lake Wylie, and subdivisions off Celanese and Ebenezer roads, all with two-car doors and smart openers. Between those, the textile-era houses near the old mills have wood-framed garages that need new jambs before a new door will seal.',
    'Summer thunderstorms roll in hard off the Catawba valley. Power outages and wind-driven rain are the two reasons Rock Hill customers most often ask us about battery-backup openers and better bottom seals.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-installation',
      title: 'Carport conversions and wider openings',
      text: 'New doors for closed-in carports and single openings widened to doubles.',
    },
    {
      service: 'garage-door-openers',
      title: 'Battery-backup openers',
      text: 'Openers that keep working through the storm outages common in summer.',
    },
    {
      service: 'garage-door-parts',
      title: 'Bottom seals against blowing rain',
      text: 'Replacement bottom and perimeter seals that keep wind-driven rain out.',
    },
    {
      service: 'garage-door-repair',
      title: 'Jamb and frame repair',
      text: 'Replacing soft wood jambs on older homes so doors seal and stay secure.',
    },
  ],
  neighborhoods: ['Old Town', 'Riverwalk', 'Ebenezer', 'India Hook', 'Oakland Avenue'],
  areasServed: [
    'Old Town',
    'Riverwalk',
    'Ebenezer',
    'India Hook',
    'Winthrop area',
    'All Rock Hill Areas',
  ],
  neighborhoodImage: images.neighborhoodHistoric,
  neighborhoodAlt: 'Rock Hill brick ranch homes with single garages and mature trees',
  testimonial: {
    id: 'city-rock-hill',
    name: 'Keisha L.',
    location: 'Rock Hill, SC',
    text: 'We closed in our old carport and needed a door for it. They framed the opening, installed an insulated door with a battery-backup opener, and everything was done in one visit. Great crew.',
    stars: 5,
    date: 'July 2026',
    service: 'garage-door-installation',
  },
  seo: {
    title: 'Garage Door Repair & Installation in Rock Hill, SC',
    description:
      'Rock Hill garage door repair and installation: carport conversions, wider openings, battery-backup openers and storm seals for Old Town to Riverwalk.',
    keywords: [
      'garage door repair Rock Hill SC',
      'Rock Hill garage door installation',
      'carport conversion garage door',
      'York County garage doors',
    ],
  },
});
