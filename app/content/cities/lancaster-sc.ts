/** Lancaster, SC: the city page's own text (/locations/lancaster-sc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const lancasterSc: City = city({
  slug: 'lancaster-sc',
  cityName: 'Lancaster',
  stateCode: 'SC',
  county: 'Lancaster',
  latitude: 34.7204,
  longitude: -80.7709,
  heroSubtitle:
    'Garage doors for downtown homes, country properties and detached shops around the Lancaster County seat',
  heroImage: images.heroTown,
  intro: [
    'Lancaster is the county seat, with the Robert Mills courthouse and the murals of the Cultural Arts District downtown, and a long history as a Springs textile town. In-town homes near Main Street are often older frame and brick houses with single detached garages; outside town, properties on Highway 9 and Highway 200 tend to have long driveways, detached shops and pole barns.',
    'Country garages bring their own requests: wide doors for tractors and trailers, taller doors for a camper, insulated doors for a shop that is heated in winter, and openers with long-range remotes or a keypad on a post so the door can be opened from the truck well before the driveway ends.',
    'Lancaster is the southern end of our regular SC routes, beyond Indian Land, so we book visits here on set days of the week. Emergency calls are dispatched any hour, and we will always tell you honestly how long the drive will take.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-installation',
      title: 'Doors for shops and barns',
      text: 'Wide and tall doors for detached shops, tractors, trailers and campers.',
    },
    {
      service: 'garage-door-openers',
      title: 'Long-range remotes and keypads',
      text: 'Remotes and post-mounted keypads for long rural driveways.',
    },
    {
      service: 'garage-door-repair',
      title: 'Older in-town garages',
      text: 'Repairs and new tracks for single detached garages near Main Street.',
    },
    {
      service: 'emergency-services',
      title: 'Any-hour dispatch',
      text: 'Emergency calls dispatched day or night, with an honest arrival time.',
    },
  ],
  neighborhoods: [
    'Downtown and the Cultural Arts District',
    'Highway 9 corridor',
    'Highway 200 corridor',
    'Andrew Jackson State Park area',
  ],
  areasServed: [
    'Downtown Lancaster',
    'Highway 9 corridor',
    'Highway 200 corridor',
    'US-521 south',
    'Andrew Jackson State Park area',
    'All Lancaster Areas',
  ],
  neighborhoodImage: images.neighborhoodRural,
  neighborhoodAlt: 'Lancaster County country home with a detached garage and workshop',
  testimonial: {
    id: 'city-lancaster',
    name: 'Wayne C.',
    location: 'Lancaster, SC',
    text: 'I needed a 12-foot door on my shop for the tractor and a keypad at the end of the driveway. They came out, measured, and had it installed the next week. Solid work and a fair price.',
    stars: 5,
    date: 'December 2025',
    service: 'garage-door-installation',
  },
  seo: {
    title: 'Garage Door Repair & Installation in Lancaster, SC',
    description:
      'Lancaster, SC garage doors: wide doors for shops and barns, long-range remotes and keypads for rural drives, repairs for older in-town garages.',
    keywords: [
      'garage door repair Lancaster SC',
      'Lancaster SC garage door installation',
      'shop garage door',
      'barn garage door opener',
    ],
  },
});
