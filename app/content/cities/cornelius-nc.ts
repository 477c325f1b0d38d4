/** Cornelius, NC: the city page's own text (/locations/cornelius-nc). */
import { images } from '../images.ts';
import type { City } from '../schema.ts';
import { city } from './city.ts';

export const corneliusNc: City = city({
  slug: 'cornelius-nc',
  cityName: 'Cornelius',
  stateCode: 'NC',
  county: 'Mecklenburg',
  latitude: 35.4868,
  longitude: -80.8601,
  heroSubtitle:
    'Tall, wide and wind-rated doors for Lake Norman homes that store boats, golf carts and lake gear',
  heroImage: images.heroLake,
  intro: [
    'Much of Cornelius sits on the shoreline of Lake Norman, the largest man-made lake in North Carolina, and its garages work harder than most. On The Peninsula and along the coves off Jetton Road, garages hold boats on trailers, golf carts, paddleboards and fishing gear, so oversized and extra-tall doors, and third bays for a cart, are common.',
    'Wind coming across open water pushes on wide doors, and a door that flexes can pop rollers out of the track. Reinforcing struts, heavier-gauge steel and a snug perimeter seal keep a lakefront door straight and the garage dry. On boathouse-style and side-load garages we also see corrosion from the constant damp.',
    "Away from the water, neighborhoods such as Antiquity and Bailey's Glen, and the older streets of Smithville near downtown, have more conventional garages, but the same lake humidity applies, so our Cornelius tune-ups always include a close look at rust and bearings.",
  ],
  serviceHighlights: [
    {
      service: 'garage-door-installation',
      title: 'Oversized doors for boats and carts',
      text: 'Extra-tall and extra-wide doors, and single-bay cart doors, for lakefront garages.',
    },
    {
      service: 'garage-door-repair',
      title: 'Struts and wind reinforcement',
      text: 'Reinforcing wide doors that flex in lake wind and pop out of their tracks.',
    },
    {
      service: 'garage-door-maintenance',
      title: 'Corrosion checks',
      text: 'Rust-resistant rollers, hinges and seals for garages near the water.',
    },
    {
      service: 'garage-door-openers',
      title: 'Heavy-duty and wall-mount openers',
      text: 'Openers sized for tall, heavy doors, and wall-mount units that free ceiling space for storage.',
    },
  ],
  neighborhoods: ['The Peninsula', 'Antiquity', "Bailey's Glen", 'Smithville', 'Jetton Road'],
  areasServed: [
    'The Peninsula',
    'Jetton Road',
    'Antiquity',
    "Bailey's Glen",
    'Downtown Cornelius',
    'All Cornelius Areas',
  ],
  neighborhoodImage: images.neighborhoodLake,
  neighborhoodAlt: 'Cornelius lakefront homes with docks and oversized garage doors',
  testimonial: {
    id: 'city-cornelius',
    name: 'Greg S.',
    location: 'Cornelius, NC',
    text: 'We needed a taller door so the boat could go in on its trailer. They handled the new track, a stronger opener and reinforcement for the wind off the lake. Works perfectly and looks great from the water.',
    stars: 5,
    date: 'June 2026',
    service: 'garage-door-installation',
  },
  seo: {
    title: 'Garage Door Repair & Installation in Cornelius, NC',
    description:
      'Cornelius and Lake Norman garage door service: oversized doors for boats and carts, wind reinforcement, rust-resistant parts, heavy-duty openers.',
    keywords: [
      'garage door repair Cornelius NC',
      'Lake Norman garage door',
      'oversized garage door Cornelius',
      'boat garage door',
    ],
  },
});
