/** Huntersville, NC: the city page's own text (/locations/huntersville-nc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const huntersvilleNc: City = city({
  slug: 'huntersville-nc',
  cityName: 'Huntersville',
  stateCode: 'NC',
  county: 'Mecklenburg',
  latitude: 35.4107,
  longitude: -80.8429,
  heroSubtitle:
    'Doors that satisfy Birkdale and Vermillion design rules and hold up to Lake Norman humidity',
  heroImage: images.heroLake,
  intro: [
    'Huntersville grew from a small crossroads into one of the largest towns in Mecklenburg County within a generation, and most of its homes date from that boom. Neighborhoods such as Birkdale, Northstone and Skybrook were laid out with front-facing double garages and strict architectural standards, while Vermillion and Monteith Park took a traditional-town approach with rear lanes and detached garages behind the house.',
    'Between Lake Norman to the north and Mountain Island Lake along the Latta Nature Preserve, the air here stays damp for much of the year. Moisture is hard on untreated steel: we see rust starting at the bottom section, swollen wood trim, and rollers with seized bearings. Galvanized hardware, a vinyl bottom seal in a rust-resistant retainer, and a yearly lubrication go a long way.',
    'Before replacing a door in a Huntersville HOA, check whether the board needs to approve color and style. We provide the specification sheet and a rendering for your request, and we schedule the installation once it is approved.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-installation',
      title: 'HOA-ready door choices',
      text: 'Styles and colors that fit Birkdale, Northstone and Skybrook guidelines, with paperwork for your architectural request.',
    },
    {
      service: 'garage-door-maintenance',
      title: 'Humidity and rust prevention',
      text: 'Yearly service with rust-resistant rollers and seals for homes between Lake Norman and Mountain Island Lake.',
    },
    {
      service: 'garage-door-repair',
      title: 'Rear-lane garage repairs',
      text: 'Detached and lane-facing garages in Vermillion and Monteith Park, where space at the side of the door is tight.',
    },
    {
      service: 'garage-door-openers',
      title: 'Smart openers for commuters',
      text: 'Phone-controlled openers so I-77 commuters can check the door from work.',
    },
  ],
  neighborhoods: ['Birkdale', 'Northstone', 'Skybrook', 'Vermillion', 'Monteith Park', 'MacAulay'],
  areasServed: [
    'Birkdale',
    'Northstone',
    'Skybrook',
    'Vermillion',
    'Monteith Park',
    'All Huntersville Areas',
  ],
  neighborhoodImage: images.neighborhoodSuburb,
  neighborhoodAlt: 'Huntersville two-story homes with front-facing double garages',
  testimonial: {
    id: 'city-huntersville',
    name: 'Jennifer K.',
    location: 'Huntersville, NC',
    text: 'Our HOA in Northstone is particular about garage doors. They brought the spec sheets for the approval form, and once it was approved they installed the door exactly as submitted. No back and forth with the board.',
    stars: 5,
    date: 'April 2026',
    service: 'garage-door-installation',
  },
  seo: {
    title: 'Garage Door Repair & Installation in Huntersville, NC',
    description:
      'Huntersville garage door service: HOA-approved new doors for Birkdale, Northstone and Skybrook, rust-resistant parts for lake humidity, quick spring repair.',
    keywords: [
      'garage door repair Huntersville NC',
      'Huntersville garage door installation',
      'Birkdale garage door',
      'Lake Norman garage door service',
    ],
  },
});
