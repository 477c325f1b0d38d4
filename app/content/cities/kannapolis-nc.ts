/** Kannapolis, NC: the city page's own text (/locations/kannapolis-nc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const kannapolisNc: City = city({
  slug: 'kannapolis-nc',
  cityName: 'Kannapolis',
  stateCode: 'NC',
  county: 'Cabarrus',
  latitude: 35.4874,
  longitude: -80.6217,
  heroSubtitle:
    'From former mill-village cottages to the new homes around the revitalized downtown, repairs and doors for every Kannapolis garage',
  heroImage: images.heroTown,
  intro: [
    'Kannapolis was built around the Cannon Mills towel plant, and the company houses of its old mill villages still line many streets: small frame cottages on narrow lots, where a garage, if there is one, was usually added decades later. Those add-on garages often have shallow headroom, a sagging header or a single manual door, and converting them to an automatic, insulated door takes careful framing work.',
    'Since the mill site became the North Carolina Research Campus, and with the Cannon Ballers now playing at the ballpark downtown, the city has been rebuilding: new apartments and townhomes near West Avenue, and subdivisions on the Rowan County side and toward Enochville. Those newer homes bring standard two-car doors and openers that mostly need routine service.',
    'We see both kinds of job in the same week here, so our Kannapolis trucks carry low-headroom hardware as well as the usual springs and rollers.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-installation',
      title: 'Automating older detached garages',
      text: 'Replacing manual swing-up or single doors on mill-village garages with insulated sectional doors.',
    },
    {
      service: 'garage-door-repair',
      title: 'Header and track repairs',
      text: 'Re-securing tracks and brackets on older framing that has loosened over the years.',
    },
    {
      service: 'garage-door-openers',
      title: 'First openers for older homes',
      text: 'Adding an opener with safety sensors to garages that have never had one.',
    },
    {
      service: 'garage-door-maintenance',
      title: 'Tune-ups for new construction',
      text: 'First-year adjustments for new homes near downtown and on the Rowan County side.',
    },
  ],
  neighborhoods: ['Downtown and West Avenue', 'Centerview', 'Royal Oaks', 'Enochville'],
  areasServed: [
    'Downtown Kannapolis',
    'Centerview',
    'Royal Oaks',
    'Enochville',
    'Rowan County side',
    'All Kannapolis Areas',
  ],
  neighborhoodImage: images.neighborhoodHistoric,
  neighborhoodAlt: 'Kannapolis mill-village cottages with small detached garages',
  testimonial: {
    id: 'city-kannapolis',
    name: 'Ray H.',
    location: 'Kannapolis, NC',
    text: 'My garage behind our old mill house had a door I lifted by hand for thirty years. They reframed the header, put in an insulated door and an opener, and it all fits in a space I thought was too short.',
    stars: 5,
    date: 'February 2026',
    service: 'garage-door-installation',
  },
  seo: {
    title: 'Garage Door Repair & Installation in Kannapolis, NC',
    description:
      'Kannapolis garage door repair and installation: new automatic doors for mill-village garages, low-headroom hardware, openers and tune-ups for new homes.',
    keywords: [
      'garage door repair Kannapolis NC',
      'Kannapolis garage door installation',
      'low headroom garage door',
      'Cabarrus County garage door repair',
    ],
  },
});
