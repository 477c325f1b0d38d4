/**
 * The catalogue of default illustrations shipped in public/images. Every
 * default image the site shows comes from here (through placeholders.ts), with
 * its intrinsic size so pages can reserve the space and nothing shifts.
 */
import { ImageSchema } from './schema.ts';
import type { Image } from './schema.ts';

const HERO = { width: 1600, height: 900 } as const;
const CARD = { width: 800, height: 600 } as const;
const SCENE = { width: 1200, height: 675 } as const;

function define<const T extends Record<string, Image>>(catalog: T): T {
  for (const [name, image] of Object.entries(catalog)) {
    const parsed = ImageSchema.safeParse(image);
    if (!parsed.success) throw new Error(`images.${name}: ${parsed.error.message}`);
  }
  return catalog;
}

export const images = define({
  // Page heroes (mid/dark tones: they sit behind white text and a dark overlay).
  heroHome: {
    src: '/images/hero-home.svg',
    alt: 'Two-story Carolina home at dusk with a lit double garage door',
    ...HERO,
  },
  heroServices: {
    src: '/images/hero-services.svg',
    alt: 'Row of garage doors in different styles on a workshop wall',
    ...HERO,
  },
  heroAbout: {
    src: '/images/hero-about.svg',
    alt: 'Family service van parked in the driveway of a brick home',
    ...HERO,
  },
  heroContact: {
    src: '/images/hero-contact.svg',
    alt: 'Service van on an evening street with a phone and a map pin',
    ...HERO,
  },
  heroLocations: {
    src: '/images/hero-locations.svg',
    alt: 'Rolling Carolina hills with homes along a road from Concord to Rock Hill',
    ...HERO,
  },
  heroGallery: {
    src: '/images/hero-gallery.svg',
    alt: 'Three finished garage doors: carriage house, raised panel and modern glass',
    ...HERO,
  },
  heroFaqs: {
    src: '/images/hero-faqs.svg',
    alt: 'Garage interior with an opener rail, torsion spring and open door',
    ...HERO,
  },
  heroGeneric: {
    src: '/images/hero-generic.svg',
    alt: 'Quiet residential street of homes with garage doors at dusk',
    ...HERO,
  },
  heroInstallation: {
    src: '/images/hero-installation.svg',
    alt: 'New raised-panel garage door being installed on a two-car garage',
    ...HERO,
  },
  heroRepair: {
    src: '/images/hero-repair.svg',
    alt: 'Technician tools beside a garage door with a replaced torsion spring',
    ...HERO,
  },
  heroMaintenance: {
    src: '/images/hero-maintenance.svg',
    alt: 'Garage door track, rollers and hinges ready for a tune-up',
    ...HERO,
  },
  heroOpeners: {
    src: '/images/hero-openers.svg',
    alt: 'Garage door opener motor on a ceiling rail with a wall button and remote',
    ...HERO,
  },
  heroParts: {
    src: '/images/hero-parts.svg',
    alt: 'Garage door parts laid out: springs, rollers, cables, hinges and a remote',
    ...HERO,
  },
  heroEmergency: {
    src: '/images/hero-emergency.svg',
    alt: 'Service van with lights on outside a home at night for an emergency repair',
    ...HERO,
  },
  heroLake: {
    src: '/images/hero-lake.svg',
    alt: 'Lakefront homes with boathouses and garages on Lake Norman at dusk',
    ...HERO,
  },
  heroSkyline: {
    src: '/images/hero-skyline.svg',
    alt: 'Charlotte skyline behind a row of neighborhood homes at dusk',
    ...HERO,
  },
  heroTown: {
    src: '/images/hero-town.svg',
    alt: 'Historic small-town main street with a clock tower and older homes',
    ...HERO,
  },
  heroSuburb: {
    src: '/images/hero-suburb.svg',
    alt: 'New suburban street of two-story homes with two-car garages',
    ...HERO,
  },

  // Service cards (also the home page's three service cards).
  cardInstallation: {
    src: '/images/card-installation.svg',
    alt: 'New white raised-panel garage door on a brick two-car garage',
    ...CARD,
  },
  cardRepair: {
    src: '/images/card-repair.svg',
    alt: 'Torsion spring above a garage door with a wrench and winding bars',
    ...CARD,
  },
  cardMaintenance: {
    src: '/images/card-maintenance.svg',
    alt: 'Garage door rollers and track with a lubricant can and a checklist',
    ...CARD,
  },
  cardOpeners: {
    src: '/images/card-openers.svg',
    alt: 'Belt-drive garage door opener on its rail with a handheld remote',
    ...CARD,
  },
  cardParts: {
    src: '/images/card-parts.svg',
    alt: 'Garage door replacement parts: springs, rollers, cable drum and hinge',
    ...CARD,
  },
  cardEmergency: {
    src: '/images/card-emergency.svg',
    alt: 'Red 24/7 emergency badge over a garage door stuck half open',
    ...CARD,
  },

  // Home and about pages.
  homeWelcome: {
    src: '/images/home-welcome.svg',
    alt: 'Two technicians beside a service van in front of a family home',
    ...CARD,
  },
  aboutFamily: {
    src: '/images/about-family.svg',
    alt: 'Father and son technicians of the family business with their service van',
    ...CARD,
  },
  aboutWorkshop: {
    src: '/images/about-workshop.svg',
    alt: 'Shop shelves stocked with springs, rollers, openers and door panels',
    ...CARD,
  },

  // Gallery work examples.
  gallery01: {
    src: '/images/gallery-01-carriage-house.svg',
    alt: 'Carriage-house style garage door in a wood-grain finish with arched windows',
    ...CARD,
  },
  gallery02: {
    src: '/images/gallery-02-double-raised-panel.svg',
    alt: 'White raised-panel double garage door on a brick home',
    ...CARD,
  },
  gallery03: {
    src: '/images/gallery-03-spring-replacement.svg',
    alt: 'Pair of new torsion springs mounted on the shaft above a garage door',
    ...CARD,
  },
  gallery04: {
    src: '/images/gallery-04-belt-drive-opener.svg',
    alt: 'Belt-drive opener with battery backup mounted on a garage ceiling',
    ...CARD,
  },
  gallery05: {
    src: '/images/gallery-05-modern-glass.svg',
    alt: 'Modern aluminum and frosted glass garage door on a lake house',
    ...CARD,
  },
  gallery06: {
    src: '/images/gallery-06-insulated-door.svg',
    alt: 'Insulated steel garage door below a bonus room',
    ...CARD,
  },
  gallery07: {
    src: '/images/gallery-07-off-track-repair.svg',
    alt: 'Garage door put back on its track with new cables and rollers',
    ...CARD,
  },
  gallery08: {
    src: '/images/gallery-08-commercial-door.svg',
    alt: 'Commercial sectional door on a small business loading bay',
    ...CARD,
  },
  gallery09: {
    src: '/images/gallery-09-wall-mount-opener.svg',
    alt: 'Wall-mounted jackshaft opener beside the door on a high-ceiling garage',
    ...CARD,
  },
  gallery10: {
    src: '/images/gallery-10-tune-up.svg',
    alt: 'Fresh bottom weather seal and nylon rollers after a tune-up',
    ...CARD,
  },

  // Neighborhood scenes for the city pages.
  neighborhoodGeneric: {
    src: '/images/neighborhood-generic.svg',
    alt: 'Residential neighborhood street with homes, trees and garage doors',
    ...SCENE,
  },
  neighborhoodHistoric: {
    src: '/images/neighborhood-historic.svg',
    alt: 'Older homes with front porches and detached garages under shade trees',
    ...SCENE,
  },
  neighborhoodLake: {
    src: '/images/neighborhood-lake.svg',
    alt: 'Lakeside homes with docks and side-load garages',
    ...SCENE,
  },
  neighborhoodCity: {
    src: '/images/neighborhood-city.svg',
    alt: 'Townhomes with alley garages and a city skyline behind',
    ...SCENE,
  },
  neighborhoodSuburb: {
    src: '/images/neighborhood-suburb.svg',
    alt: 'Newer subdivision homes with two-car garages and young trees',
    ...SCENE,
  },
  neighborhoodRural: {
    src: '/images/neighborhood-rural.svg',
    alt: 'Country home with a detached garage and a workshop on a large lot',
    ...SCENE,
  },

  logoMark: {
    src: '/images/logo-mark.svg',
    alt: 'Carolina Family Garage Doors logo',
    width: 64,
    height: 64,
  },
});

export type ImageName = keyof typeof images;

/** The image a city page shows when its neighborhood image fails to load. */
export const genericNeighborhoodImage: Image = {
  ...images.neighborhoodGeneric,
  alt: 'A typical residential neighborhood we serve, with homes and garage doors',
};
