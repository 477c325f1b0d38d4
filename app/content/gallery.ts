/**
 * The gallery's 10 work examples and the three offering cards of its closing
 * section.
 */
import { routes } from '../lib/urls.ts';
import { defaultBusiness as business } from './business.ts';
import { images } from './images.ts';
import { GalleryItemSchema, OfferingSchema } from './schema.ts';
import type { GalleryItem, GalleryItemNumber, Image, Offering, ServiceSlug } from './schema.ts';

function item(
  n: GalleryItemNumber,
  id: string,
  image: Image,
  fields: { title: string; description: string; location: string; service: ServiceSlug },
): GalleryItem {
  return GalleryItemSchema.parse({
    id,
    ...image,
    ...fields,
    placeholderKey: `gallery.item_${n}`,
  });
}

export const defaultGalleryItems: readonly GalleryItem[] = [
  item(1, 'carriage-house-concord', images.gallery01, {
    title: 'Carriage-House Door in Wood-Grain Steel',
    description:
      'A two-car carriage-house door with arched windows and black strap hinges replaced a dented flat-panel door. Insulated steel with a wood-grain finish: the look of cedar without the sanding.',
    location: 'Concord, NC',
    service: 'garage-door-installation',
  }),
  item(2, 'raised-panel-charlotte', images.gallery02, {
    title: 'Double Raised-Panel Replacement',
    description:
      'A white short raised-panel door with a polyurethane core for a Ballantyne home with a bonus room over the garage. Installed, old door hauled away and opener reconnected in one day.',
    location: 'Charlotte, NC',
    service: 'garage-door-installation',
  }),
  item(3, 'spring-replacement-huntersville', images.gallery03, {
    title: 'Torsion Spring Replacement',
    description:
      'Both torsion springs replaced with high-cycle springs after one broke on an 18-year-old door. The door was rebalanced and the cables checked while we were there.',
    location: 'Huntersville, NC',
    service: 'garage-door-repair',
  }),
  item(4, 'belt-drive-mooresville', images.gallery04, {
    title: 'Belt-Drive Opener with Battery Backup',
    description:
      'A noisy chain-drive opener swapped for a belt drive with Wi-Fi and a backup battery, so the door still opens when summer storms cut the power.',
    location: 'Mooresville, NC',
    service: 'garage-door-openers',
  }),
  item(5, 'modern-glass-cornelius', images.gallery05, {
    title: 'Full-View Aluminum and Glass Door',
    description:
      'A black aluminum frame with frosted glass panels for a modern lake house, letting daylight into a garage used as a boat and paddle-gear room.',
    location: 'Cornelius, NC',
    service: 'garage-door-installation',
  }),
  item(6, 'insulated-fort-mill', images.gallery06, {
    title: 'Insulated Door Below a Bonus Room',
    description:
      'A thick insulated door with new perimeter seals made the bedroom above this garage noticeably cooler and quieter through the summer.',
    location: 'Fort Mill, SC',
    service: 'garage-door-installation',
  }),
  item(7, 'off-track-rock-hill', images.gallery07, {
    title: 'Off-Track Door Repair',
    description:
      'A door knocked out of its track by a car bumper, straightened and reset with new cables, rollers and a replaced bottom bracket, all on the first visit.',
    location: 'Rock Hill, SC',
    service: 'garage-door-repair',
  }),
  item(8, 'commercial-kannapolis', images.gallery08, {
    title: 'Commercial Sectional Door',
    description:
      'A heavy-gauge insulated sectional door with a vision row and a commercial operator for a small business loading bay, now on a quarterly maintenance plan.',
    location: 'Kannapolis, NC',
    service: 'garage-door-installation',
  }),
  item(9, 'wall-mount-indian-land', images.gallery09, {
    title: 'Wall-Mount Jackshaft Opener',
    description:
      'A wall-mount opener beside the door cleared the ceiling for storage racks and runs almost silently next to the bedroom of a single-story home.',
    location: 'Indian Land, SC',
    service: 'garage-door-openers',
  }),
  item(10, 'tune-up-matthews', images.gallery10, {
    title: 'Annual Tune-Up and Weather Seal',
    description:
      'New sealed-bearing nylon rollers, a fresh bottom seal and a full lubrication and safety check turned a rattling 25-year-old door into a quiet one.',
    location: 'Matthews, NC',
    service: 'garage-door-maintenance',
  }),
];

/** The three offering cards closing the gallery page. */
const defaultGalleryOfferings: readonly Offering[] = [
  {
    title: 'New Door Design Help',
    text: 'See door styles, colors and window options side by side at your free estimate, with advice on what suits your home and your HOA.',
    link: { text: 'Installation Services', href: routes.service('garage-door-installation') },
  },
  {
    title: 'Repairs Done Right',
    text: `Springs, cables, rollers and panels repaired by technicians whose trucks carry the parts, with a ${business.warranty.repairs} warranty on the work.`,
    link: { text: 'Repair Services', href: routes.service('garage-door-repair') },
  },
  {
    title: 'Openers and Smart Upgrades',
    text: 'Quiet belt drives, wall-mount openers, phone control and battery backup installed and programmed in 2-3 hours.',
    link: { text: 'Opener Services', href: routes.service('garage-door-openers') },
  },
].map((o) => OfferingSchema.parse(o));

export { defaultGalleryOfferings };
