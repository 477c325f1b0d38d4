/** York, SC: the city page's own text (/locations/york-sc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const yorkSc: City = city({
  slug: 'york-sc',
  cityName: 'York',
  stateCode: 'SC',
  county: 'York',
  latitude: 34.9943,
  longitude: -81.242,
  heroSubtitle:
    'Careful work on historic garages in the White Rose City and practical doors for the farms around it',
  heroImage: images.heroTown,
  intro: [
    'York, the White Rose City, is the seat of York County and home to one of the largest historic districts in South Carolina. Its Victorian and early twentieth-century houses along Congress Street and the surrounding blocks often have original outbuildings, carriage houses and garages whose owners want a working door without losing the period look.',
    'For those buildings we recommend carriage-style doors in wood or a convincing wood-look composite, with hardware kept simple and track set so it cannot be seen from the street. If your property is in the historic district, check with the city before changing a street-facing garage; we supply drawings and material details for the review.',
    'Beyond the town limits, toward Filbert and Kings Mountain State Park, properties are larger and garages double as equipment sheds. There the priorities are sturdy steel doors, good seals against red-clay dust, and openers that survive the heat of an uninsulated building.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-installation',
      title: 'Period-appropriate doors',
      text: 'Carriage-style wood and composite doors for historic-district garages and carriage houses.',
    },
    {
      service: 'garage-door-repair',
      title: 'Restoring older outbuildings',
      text: 'New jambs, headers and track for older garages so a modern door can operate safely.',
    },
    {
      service: 'garage-door-openers',
      title: 'Openers for hot, uninsulated buildings',
      text: 'Durable openers suited to detached garages and sheds that get hot in summer.',
    },
    {
      service: 'garage-door-maintenance',
      title: 'Red-clay dust protection',
      text: 'Seal replacement and track cleaning for country garages.',
    },
  ],
  neighborhoods: [
    'York Historic District',
    'Congress Street',
    'Filbert',
    'Kings Mountain State Park area',
  ],
  areasServed: [
    'York Historic District',
    'Downtown York',
    'Filbert',
    'Highway 5 corridor',
    'Kings Mountain State Park area',
    'All York Areas',
  ],
  neighborhoodImage: images.neighborhoodHistoric,
  neighborhoodAlt: 'Historic York homes with porches and an original carriage house',
  testimonial: {
    id: 'city-york',
    name: 'Catherine D.',
    location: 'York, SC',
    text: 'Our carriage house is over a hundred years old and I was worried a new door would look wrong. They found a wood-look door that matches the house and hid the track completely. The historic review went smoothly with their drawings.',
    stars: 5,
    date: 'August 2025',
    service: 'garage-door-installation',
  },
  seo: {
    title: 'Garage Door Repair & Installation in York, SC',
    description:
      'York, SC garage doors: period-appropriate carriage doors for the historic district, outbuilding restoration, and sturdy doors and openers for country garages.',
    keywords: [
      'garage door repair York SC',
      'York SC garage door installation',
      'historic carriage house door',
      'York County SC garage doors',
    ],
  },
});
