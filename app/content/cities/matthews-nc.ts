/** Matthews, NC: the city page's own text (/locations/matthews-nc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const matthewsNc: City = city({
  slug: 'matthews-nc',
  cityName: 'Matthews',
  stateCode: 'NC',
  county: 'Mecklenburg',
  latitude: 35.1168,
  longitude: -80.7237,
  heroSubtitle:
    'Updating the original doors and openers of established Matthews neighborhoods with safer, quieter equipment',
  heroImage: images.heroSuburb,
  intro: [
    "Matthews keeps a small-town feel a short drive from uptown Charlotte: the farmers' market and shops along Trade Street, the Four Mile Creek greenway, and the Matthews Alive festival every Labor Day weekend. Much of the housing went up in the 1980s and 1990s, on quiet cul-de-sacs off Sardis Road, Weddington Road and Matthews-Mint Hill Road.",
    'Homes from that era often still have their first openers. Any opener made before 1993 may lack the photo-eye sensors that now stop a closing door before it reaches a child or a pet, and many from the years just after use fixed-code remotes that are easy to copy. Replacing those openers, and the worn rollers and hinges beside them, is most of what we do in Matthews.',
    'The other common job is a door dented by a bicycle, a basketball or a reversing car. When the manufacturer still makes your section, we replace just that panel; when it does not, we help you pick a door that fits the street.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-openers',
      title: 'Replacing openers without safety sensors',
      text: 'Modern openers with photo-eyes, rolling-code remotes and phone control for 1980s and 1990s homes.',
    },
    {
      service: 'garage-door-parts',
      title: 'Single-section replacement',
      text: 'Swapping one dented panel when a matching section is still made.',
    },
    {
      service: 'garage-door-repair',
      title: 'Worn rollers and hinges',
      text: 'Quiet nylon rollers and new hinges for doors that have run for thirty years.',
    },
    {
      service: 'garage-door-installation',
      title: 'Updated curb appeal',
      text: 'New insulated doors with window inserts for homeowners refreshing an older house before selling.',
    },
  ],
  neighborhoods: ['Downtown Matthews', 'Crestdale', 'Sardis Forest', 'Matthews Plantation'],
  areasServed: [
    'Downtown Matthews',
    'Crestdale',
    'Sardis Road corridor',
    'Weddington Road corridor',
    'Matthews-Mint Hill Road',
    'All Matthews Areas',
  ],
  neighborhoodImage: images.neighborhoodSuburb,
  neighborhoodAlt: 'Established Matthews cul-de-sac with brick homes and two-car garages',
  testimonial: {
    id: 'city-matthews',
    name: 'Linda P.',
    location: 'Matthews, NC',
    text: 'Our opener was older than our kids and had no sensors at all. They replaced it with a quiet belt drive, showed my husband the phone app and took the old one away. Very tidy and on time.',
    stars: 5,
    date: 'October 2026',
    service: 'garage-door-openers',
  },
  seo: {
    title: 'Garage Door Repair & Openers in Matthews, NC',
    description:
      'Matthews garage door repair, opener replacement with modern safety sensors, single-panel replacement and new doors for established neighborhoods.',
    keywords: [
      'garage door repair Matthews NC',
      'garage door opener replacement Matthews',
      'garage door panel replacement',
      'Matthews NC garage doors',
    ],
  },
});
