/** Concord, NC: the city page's own text (/locations/concord-nc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const concordNc: City = city({
  slug: 'concord-nc',
  cityName: 'Concord',
  stateCode: 'NC',
  county: 'Cabarrus',
  latitude: 35.4088,
  longitude: -80.5795,
  heroSubtitle:
    'Our home town since {{foundedYear}}: repairs, new doors and openers for historic Union Street homes and new Cabarrus County subdivisions alike',
  heroImage: images.heroTown,
  intro: [
    'Concord is where our family started the business in {{foundedYear}}, and it is still where most of our trucks spend their mornings. We know the town street by street: the big porches and detached garages of the North Union Street historic district, the brick ranches off Poplar Tent Road, and the newer two-story homes in Afton Village, Christenbury and Moss Creek, where a double door with a bonus room above is the norm.',
    'Race weeks at Charlotte Motor Speedway and weekend crowds around Concord Mills fill the roads, so we plan routes around them to keep our appointment windows. Many Concord garages built in the early 2000s still run their original builder-grade springs and openers; after twenty years of daily cycles those are the parts we replace most often here, usually before they strand someone on the way to work.',
    'Older homes near downtown have their own puzzles: low headroom, out-of-square openings and wood jambs softened by decades of Piedmont humidity. We fit low-headroom track kits and new jamb trim so a modern insulated door can go into a garage that was framed long before anyone thought of one.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-repair',
      title: 'Spring replacement for 2000s-era homes',
      text: 'Original springs in Afton Village and Christenbury homes are reaching the end of their rated life; we replace them in matched pairs.',
    },
    {
      service: 'garage-door-installation',
      title: 'Doors for historic and low-headroom garages',
      text: 'Carriage-house doors and low-headroom track for detached garages near North Union Street.',
    },
    {
      service: 'garage-door-openers',
      title: 'Quiet openers under bonus rooms',
      text: 'Belt-drive and wall-mount openers for the many Concord garages with a bedroom or bonus room overhead.',
    },
    {
      service: 'emergency-services',
      title: 'Closest trucks to your door',
      text: 'Our shop is in Concord, so emergency calls here often get the quickest response in our area.',
    },
  ],
  neighborhoods: [
    'North Union Street Historic District',
    'Afton Village',
    'Christenbury',
    'Moss Creek',
    'Wellington Chase',
    'Poplar Tent',
  ],
  areasServed: [
    'Downtown Concord',
    'Afton Village',
    'Christenbury',
    'Moss Creek',
    'Poplar Tent',
    'All Concord Areas',
  ],
  neighborhoodImage: images.neighborhoodHistoric,
  neighborhoodAlt: 'Older Concord homes with front porches and detached garages near Union Street',
  testimonial: {
    id: 'city-concord',
    name: 'Donna W.',
    location: 'Concord, NC',
    text: 'Our spring broke the Saturday before the race at the Speedway and I assumed nobody would come. They were at our house in Afton Village before lunch, replaced both springs and oiled everything while they were there.',
    stars: 5,
    date: 'May 2026',
    service: 'garage-door-repair',
  },
  seo: {
    title: 'Garage Door Repair & Installation in Concord, NC',
    description:
      'Family-owned garage door company based in Concord since {{foundedYear}}. Spring repair, new doors and openers for Afton Village, Christenbury, Moss Creek and downtown.',
    keywords: [
      'garage door repair Concord NC',
      'garage door installation Concord',
      'garage door spring Concord NC',
      'Cabarrus County garage doors',
    ],
  },
});
