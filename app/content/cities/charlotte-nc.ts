/** Charlotte, NC: the city page's own text (/locations/charlotte-nc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const charlotteNc: City = city({
  slug: 'charlotte-nc',
  cityName: 'Charlotte',
  stateCode: 'NC',
  county: 'Mecklenburg',
  latitude: 35.2271,
  longitude: -80.8431,
  heroSubtitle:
    'From 1920s bungalows in Dilworth to Ballantyne two-stories and alley-loaded townhomes, we service every kind of Charlotte garage',
  heroImage: images.heroSkyline,
  intro: [
    "Charlotte's housing spans a century, and its garages do too. In Dilworth and Plaza Midwood, a detached single-car garage at the back of a narrow lot often still has a heavy wooden door; in Myers Park and Eastover the willow oaks that shade the streets drop limbs and acorns on tracks and roofs. Ballantyne, Highland Creek and Steele Creek are dominated by 1990s and 2000s two-stories with side-by-side doors, and newer townhome blocks in NoDa and South End put their garages on a shared rear alley.",
    'That variety is why our Charlotte calls are rarely the same twice. An alley garage needs a door with a tight turning clearance and a quiet opener because the neighbor\u2019s bedroom is ten feet away. A Myers Park carriage house may need a custom-width door. A Highland Creek family with three drivers may simply need springs rated for more cycles than the builder installed.',
    'We schedule Charlotte visits around I-77, I-85 and I-485 rush hours, and we will call ahead with a realistic arrival time rather than a four-hour window.',
  ],
  serviceHighlights: [
    {
      service: 'garage-door-installation',
      title: 'Custom sizes for older neighborhoods',
      text: 'Non-standard widths and low headroom in Dilworth, Plaza Midwood and Myers Park carriage houses.',
    },
    {
      service: 'garage-door-repair',
      title: 'High-cycle springs for busy households',
      text: 'Upgraded springs for Highland Creek, Ballantyne and Steele Creek families who use the garage as the front door.',
    },
    {
      service: 'garage-door-openers',
      title: 'Quiet openers for alley townhomes',
      text: 'Belt and wall-mount openers for NoDa and South End townhomes where bedrooms sit right over the garage.',
    },
    {
      service: 'garage-door-maintenance',
      title: 'Tree-canopy tune-ups',
      text: 'Clearing leaves and acorn debris from tracks and seals under Charlotte\u2019s big willow oaks.',
    },
  ],
  neighborhoods: [
    'Ballantyne',
    'SouthPark',
    'Myers Park',
    'Dilworth',
    'Plaza Midwood',
    'NoDa',
    'Highland Creek',
    'University City',
    'Steele Creek',
    'Mountain Island',
  ],
  areasServed: [
    'Ballantyne',
    'SouthPark',
    'Myers Park',
    'Highland Creek',
    'University City',
    'All Charlotte Areas',
  ],
  neighborhoodImage: images.neighborhoodCity,
  neighborhoodAlt: 'Charlotte townhomes with alley garages and the uptown skyline behind',
  testimonial: {
    id: 'city-charlotte',
    name: 'Marcus T.',
    location: 'Charlotte, NC',
    text: 'Our Dilworth garage is a 1930s building with an opening no standard door fits. They measured twice, ordered a custom carriage-style door and installed it in an afternoon. It looks like it has always been there.',
    stars: 5,
    date: 'September 2026',
    service: 'garage-door-installation',
  },
  seo: {
    title: 'Garage Door Repair & Installation in Charlotte, NC',
    description:
      'Charlotte garage door repair, new doors and quiet openers for Dilworth bungalows, Ballantyne two-stories and alley townhomes. Free estimates, 24/7 emergencies.',
    keywords: [
      'garage door repair Charlotte NC',
      'garage door installation Charlotte',
      'Charlotte garage door opener',
      'Mecklenburg County garage doors',
    ],
  },
});
