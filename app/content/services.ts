/**
 * The six services: card copy, service-page copy, 8 benefits and 4 FAQs each,
 * the quote form's value and the image slots.
 */
import { routes } from '../lib/urls.ts';
import { defaultBusiness as business, emergencyResponseText } from './business.ts';
import { images } from './images.ts';
import { homeServiceValues, ServiceSchema, serviceSlugs } from './schema.ts';
import type { Service, ServiceSlug, ServiceValue } from './schema.ts';

const location = 'Serving {{serviceArea}}';
const estimateCta = { text: 'Get a Free Estimate', href: routes.contact };
const callCta = { text: `Call {{phone}}`, href: '{{phoneHref}}' };

const serviceList: Service[] = [
  {
    slug: 'garage-door-installation',
    value: 'installation',
    title: 'Garage Door Installation',
    shortTitle: 'Installation',
    cardDescription:
      'New steel, insulated, wood-look and glass doors, measured for your opening and installed in a single visit, with the old door hauled away.',
    subtitle: 'A new door sized, balanced and installed in one visit, with the old one hauled away',
    hero: {
      title: 'Garage Door Installation',
      subtitle:
        'Insulated steel, carriage-house, wood-look and full-view glass doors, fitted to your opening and your HOA rules',
      location,
      primaryCta: estimateCta,
      secondaryCta: callCta,
      placeholderKey: 'service.garage-door-installation.hero',
    },
    body: [
      {
        heading: 'One visit, start to finish',
        paragraphs: [
          'Most installations take 4-6 hours. We take down the old door, check the jambs and header for rot or loose fasteners, then hang the new sections, set the tracks plumb, and fit springs rated for the exact weight of the new door. A door that is balanced correctly stays where you leave it halfway up; that is the test we finish with, together with the opener limits and the safety reversal.',
          'Before we leave, we walk you through the manual release, the remotes and the keypad, and we load the old door, tracks and springs on our truck. Steel sections go to a scrap recycler rather than the landfill.',
        ],
      },
      {
        heading: 'Picking a door for a Carolina garage',
        paragraphs: [
          'Many homes around Charlotte have a bonus room over the garage. An insulated door with a polyurethane core and a tight bottom seal keeps that room noticeably cooler in July and warmer in January, and it runs quieter too. Uninsulated single-layer steel still makes sense for a detached shop or a budget rental.',
          'Neighborhoods with architectural review boards usually specify a style and a color family: carriage-house panels with decorative hardware, a short or long raised panel, or a flush modern face. Bring us the guideline sheet and we will show you doors that meet it, with window inserts, colors and wood-grain finishes you can compare side by side.',
        ],
        bullets: [
          'Insulated steel for garages under living space',
          'Wood-look composite and carriage-house styles for HOA communities',
          'Aluminum and glass full-view doors for modern and lake homes',
          'Taller and wider doors for trucks, boats and golf carts',
        ],
      },
      {
        heading: 'Repair or replace?',
        paragraphs: [
          'We will always tell you when a repair is the better value. As a rule of thumb, when a repair would cost more than 50% of the price of a new door, replacing the door is the smarter spend, especially if it is dented, sagging, or predates pinch-resistant panels and modern safety sensors. The estimate is free and comes with no pressure.',
          `Installation work carries a ${business.warranty.installationWork} labor warranty from us, on top of the manufacturer's warranty on the door, springs and hardware. ${business.financing}`,
        ],
      },
    ],
    benefits: [
      'Free in-home measurement and written estimate',
      'Most installations finished in 4-6 hours',
      'Springs matched to the weight of your new door',
      'Old door, tracks and springs hauled away',
      'Insulated options for garages under bonus rooms',
      'Styles that satisfy HOA architectural review',
      `${business.warranty.installationWork} warranty on our installation work`,
      'Financing available for qualified customers',
    ],
    faqs: [
      {
        question: 'How long does a garage door installation take?',
        answer:
          'Plan on 4-6 hours for a typical two-car door, including removing the old door, installing the new one, connecting the opener and testing everything. Single doors are often quicker; custom wood doors or framing repairs can add time, and we tell you in the estimate.',
      },
      {
        question: 'Do you take the old door away?',
        answer:
          'Yes. Removal and haul-away of the old door, tracks and springs is part of every installation quote, and the steel goes to a recycler.',
      },
      {
        question: 'Can you help me meet my HOA requirements?',
        answer:
          "Yes. Send us or show us your community's guidelines and we will quote doors that match the required style, color and window layout. Many homeowners submit our quote and the door brochure page with their architectural request.",
      },
      {
        question: 'What warranty comes with a new door?',
        answer: `Our installation work is covered for ${business.warranty.installationWork}. The door, springs and opener also carry their manufacturer's warranties, which we register for you.`,
      },
    ],
    placeholderKey: 'services.installation_card',
    homePlaceholderKey: 'home.services.installation',
    cardImage: images.cardInstallation,
    heroImage: images.heroInstallation,
    seo: {
      title: 'Garage Door Installation | Concord to Rock Hill',
      description:
        'New garage doors installed in 4-6 hours: insulated steel, carriage-house and glass styles, old door hauled away, 1-year labor warranty. Free estimates.',
      keywords: [
        'garage door installation',
        'new garage door Charlotte',
        'insulated garage door',
        'carriage house garage door',
        'garage door replacement Concord NC',
      ],
    },
  },
  {
    slug: 'garage-door-repair',
    value: 'repair',
    title: 'Garage Door Repair',
    shortTitle: 'Repair',
    cardDescription:
      'Broken springs, snapped cables, doors off track, noisy rollers and dented panels fixed by technicians with stocked trucks.',
    subtitle: 'Springs, cables, tracks, rollers and panels fixed right, usually on the first visit',
    hero: {
      title: 'Garage Door Repair',
      subtitle:
        'Broken springs, frayed cables and off-track doors repaired by technicians who carry the parts on the truck',
      location,
      primaryCta: estimateCta,
      secondaryCta: callCta,
      placeholderKey: 'service.garage-door-repair.hero',
    },
    body: [
      {
        heading: 'What we fix every week',
        paragraphs: [
          'A loud bang from the garage followed by a door that will not lift usually means a torsion spring has broken. Springs are rated for a set number of open-and-close cycles, and after ten or fifteen years of daily use they simply wear out. We replace them in matched pairs so the door stays balanced and the second spring does not fail a month later.',
          'Other common calls: a cable that has frayed or jumped off its drum, a door that has come out of its track after being bumped by a car, rollers that grind or wobble, a bent top section, hinges cracked from an overworked opener, and sensors knocked out of line by a bicycle or a rake.',
        ],
        bullets: [
          'Torsion and extension spring replacement',
          'Cable and drum repair',
          'Off-track and crooked doors',
          'Roller, hinge and bracket replacement',
          'Dented or cracked section replacement',
          'Safety sensor alignment and wiring',
        ],
      },
      {
        heading: 'Clear prices before any work starts',
        paragraphs: [
          'Minor repairs such as a roller set, hinge or sensor alignment typically run $150-250. Spring replacement typically runs $200-400 depending on the door size and spring type. Your technician quotes the exact price after looking at the door, and nothing is done until you agree to it.',
          'If a repair would cost more than 50% of the value of a new door, we will say so and price both options, so you can decide with the numbers in front of you.',
        ],
      },
      {
        heading: 'Please do not force a broken door',
        paragraphs: [
          'A garage door is the heaviest moving object in most homes, and its springs hold enough tension to cause serious injury. If a spring or cable has failed, leave the door where it is, unplug the opener so nobody presses the button, and keep children and pets away. We carry the correct springs, cables and tools to finish the job safely.',
          `Repairs are covered by our ${business.warranty.repairs} warranty on parts we install and the work we do.`,
        ],
      },
    ],
    benefits: [
      'Trucks stocked with common springs, cables and rollers',
      'Most repairs completed on the first visit',
      'Exact price agreed before work begins',
      'Springs replaced in balanced, matched pairs',
      'Honest advice when replacement is the better value',
      `${business.warranty.repairs} warranty on repairs`,
      'Service calls scheduled within 24 hours',
      'All major residential door brands serviced',
    ],
    faqs: [
      {
        question: 'How much does garage door repair cost?',
        answer:
          'Minor repairs such as rollers, hinges or sensor alignment are typically $150-250. Spring replacement is typically $200-400, depending on the size of the door and the springs it needs. You get the exact price before we start.',
      },
      {
        question: 'Should I repair my door or replace it?',
        answer:
          'If the repair would cost more than 50% of the value of a new door, replacement usually makes more sense. Below that, repairing a sound door is normally the better deal. We price both so you can compare.',
      },
      {
        question: 'Can I open the door if a spring is broken?',
        answer:
          'Please do not. Without a working spring the full weight of the door hangs on the cables and the opener, which can damage the opener or drop the door. Unplug the opener and call us; if a car is trapped inside, we treat it as an emergency.',
      },
      {
        question: 'Is there a warranty on repairs?',
        answer: `Yes. Our repairs come with a ${business.warranty.repairs} warranty on the parts we install and the labor, and many replacement springs carry a longer manufacturer warranty.`,
      },
    ],
    placeholderKey: 'services.repair_card',
    homePlaceholderKey: 'home.services.repair',
    cardImage: images.cardRepair,
    heroImage: images.heroRepair,
    seo: {
      title: 'Garage Door Repair | Springs, Cables & Tracks',
      description:
        'Garage door repair from {{serviceArea}}: springs, cables, off-track doors and rollers. Minor repairs $150-250, springs $200-400, 90-day warranty.',
      keywords: [
        'garage door repair',
        'broken garage door spring',
        'garage door cable repair',
        'garage door off track',
        'garage door repair Charlotte NC',
      ],
    },
  },
  {
    slug: 'garage-door-maintenance',
    value: 'maintenance',
    title: 'Garage Door Maintenance',
    shortTitle: 'Maintenance',
    cardDescription:
      'A yearly tune-up that lubricates, adjusts and safety-tests the door and opener, catching worn parts before they strand you.',
    subtitle: 'A yearly tune-up that keeps the door quiet, balanced and safe',
    hero: {
      title: 'Garage Door Maintenance',
      subtitle:
        'Lubrication, balance and safety testing that add years to springs, rollers and openers',
      location,
      primaryCta: estimateCta,
      secondaryCta: callCta,
      placeholderKey: 'service.garage-door-maintenance.hero',
    },
    body: [
      {
        heading: 'Why a tune-up pays for itself',
        paragraphs: [
          'Most garage door breakdowns give warning first: a spring that has lost tension, a roller that has started to wobble, a cable with a few broken strands near the bottom bracket. A tune-up finds those while they are still a small fix, instead of on a rainy morning when the door will not open and the car is inside.',
          'Carolina summers are hard on doors. Heat and humidity dry out lubricants, swell wood trim, and let red-clay dust settle in the tracks. Fresh lubrication and adjusted hardware make the door quieter and take load off the opener motor.',
        ],
      },
      {
        heading: 'What the visit includes',
        paragraphs: [
          'Your technician works through the same checklist on every door and tells you what they found, with photos of anything that needs attention.',
        ],
        bullets: [
          'Inspect springs, cables, drums and bottom brackets',
          'Test door balance and adjust spring tension',
          'Lubricate springs, hinges, rollers and bearings',
          'Tighten hinges, brackets and track bolts',
          'Check rollers and tracks for wear and alignment',
          'Test the opener force setting and auto-reverse',
          'Align and test the photo-eye safety sensors',
          'Inspect the bottom seal and weatherstripping',
        ],
      },
      {
        heading: 'How often',
        paragraphs: [
          'Once a year is right for most homes. If the garage is your family\u2019s main entrance and the door cycles many times a day, book a visit twice a year. Commercial doors on shops and warehouses should be serviced every 3-6 months, depending on traffic.',
        ],
      },
    ],
    benefits: [
      'Catches worn springs and cables before they fail',
      'Quieter, smoother door operation',
      'Longer life for springs, rollers and the opener',
      'Safety reversal and sensors tested every visit',
      'Balance checked and spring tension adjusted',
      'Written checklist with photos of any issues',
      'Yearly reminder so you never have to remember',
      'Commercial maintenance plans every 3-6 months',
    ],
    faqs: [
      {
        question: 'How often should my garage door be serviced?',
        answer:
          'Once a year for most homes, twice a year if the garage door is used heavily (for example as the main way in and out of the house), and every 3-6 months for commercial doors.',
      },
      {
        question: 'What do you check during a tune-up?',
        answer:
          'Springs, cables, drums, rollers, hinges, tracks, the bottom seal and the opener. We lubricate moving parts, tighten hardware, adjust the balance, and test the auto-reverse and safety sensors.',
      },
      {
        question: 'Is there anything I can check myself between visits?',
        answer:
          'Yes. Once a month, watch the door run and listen for grinding or jerking, and check that it reverses when something breaks the sensor beam. Never adjust springs, cables or bottom brackets yourself; they are under high tension.',
      },
      {
        question: 'Which lubricant should I use?',
        answer:
          'Use a spray made for garage doors, such as a silicone or white lithium lubricant, on hinges, roller bearings and springs. Avoid greasing the tracks themselves; grease collects dust and makes the rollers skid.',
      },
    ],
    placeholderKey: 'services.maintenance_card',
    homePlaceholderKey: 'home.services.maintenance',
    cardImage: images.cardMaintenance,
    heroImage: images.heroMaintenance,
    seo: {
      title: 'Garage Door Maintenance & Tune-Ups',
      description:
        'Yearly garage door tune-ups: lubrication, balance, spring and cable inspection, and safety testing. Twice yearly for heavy use, every 3-6 months for businesses.',
      keywords: [
        'garage door maintenance',
        'garage door tune-up',
        'garage door lubrication',
        'garage door safety inspection',
        'commercial garage door maintenance',
      ],
    },
  },
  {
    slug: 'garage-door-openers',
    value: 'openers',
    title: 'Garage Door Openers',
    shortTitle: 'Openers',
    cardDescription:
      'Quiet belt-drive, heavy-duty chain-drive and wall-mount openers with smartphone control and battery backup, installed and programmed.',
    subtitle: 'Quiet, smart and safe openers installed, repaired and programmed',
    hero: {
      title: 'Garage Door Openers',
      subtitle:
        'Belt, chain and wall-mount openers with smartphone control and battery backup, installed in 2-3 hours',
      location,
      primaryCta: estimateCta,
      secondaryCta: callCta,
      placeholderKey: 'service.garage-door-openers.hero',
    },
    body: [
      {
        heading: 'Choosing an opener',
        paragraphs: [
          'A belt-drive opener is the quiet choice when there is a bedroom or bonus room above or beside the garage. A chain drive costs less and suits detached garages and heavy doors. A wall-mount (jackshaft) opener sits beside the door on the torsion tube, which frees the ceiling for storage racks, a lift or a high-lift track, and suits garages with tall ceilings.',
          'Most current models include Wi-Fi so you can check and close the door from your phone, and many offer a battery backup that keeps the door working through the summer thunderstorms that knock out power around the region.',
        ],
        bullets: [
          'Belt drive: the quietest option for attached garages',
          'Chain drive: dependable and economical',
          'Wall-mount jackshaft: clear ceiling, very quiet',
          'Smartphone control, keypads and car-button programming',
          'Battery backup for power outages',
        ],
      },
      {
        heading: 'Installation and repair',
        paragraphs: [
          'Opener installation takes 2-3 hours. We remove the old unit, mount the new one on a solid header and ceiling bracket, run and secure the wiring, install the wall button and safety sensors, set travel limits and force, and program your remotes, keypad and car.',
          'Before replacing an opener we check the door itself: an opener straining against a door with weak springs will wear out quickly. Often a worn gear, a failed logic board or misaligned sensors can be repaired for far less than a new unit.',
        ],
      },
      {
        heading: 'Safety first',
        paragraphs: [
          'Openers sold since 1993 must reverse when the door meets an obstruction and must use photo-eye sensors near the floor. If yours has no sensors, replacing it is the single best safety upgrade you can make for a home with children or pets.',
        ],
      },
    ],
    benefits: [
      'Opener installation in 2-3 hours',
      'Belt, chain and wall-mount models',
      'Smartphone control and smart-home options',
      'Battery backup for storm outages',
      'Remotes, keypads and cars programmed on site',
      'Safety sensors and auto-reverse tested',
      'Old opener removed and recycled',
      'Repairs to gears, boards, sensors and remotes',
    ],
    faqs: [
      {
        question: 'How long does opener installation take?',
        answer:
          'Usually 2-3 hours, including removing the old opener, mounting and wiring the new one, installing sensors and the wall button, and programming remotes, keypads and your car.',
      },
      {
        question: 'Which type of opener is best for my garage?',
        answer:
          'For a garage under or beside living space, a belt drive is the quietest. A chain drive is a dependable, economical choice for detached garages. If you want a clear ceiling or have a tall garage, a wall-mount opener is the best fit.',
      },
      {
        question: 'Should I repair or replace my old opener?',
        answer:
          'If the opener has no safety sensors, uses an old fixed-code remote, or needs a repair costing close to the price of a new unit, replace it. Otherwise a gear, board or sensor repair is often the better value.',
      },
      {
        question: 'Can you program my car and phone to open the door?',
        answer:
          "Yes. We program your vehicle's built-in buttons, remotes and keypads, and set up the opener's app on your phone before we leave.",
      },
    ],
    placeholderKey: 'services.openers_card',
    cardImage: images.cardOpeners,
    heroImage: images.heroOpeners,
    seo: {
      title: 'Garage Door Openers | Installation & Repair',
      description:
        'Belt, chain and wall-mount garage door openers with smartphone control and battery backup, installed in 2-3 hours and programmed to your car and phone.',
      keywords: [
        'garage door opener installation',
        'belt drive garage door opener',
        'wall mount garage door opener',
        'smart garage door opener',
        'garage door opener repair',
      ],
    },
  },
  {
    slug: 'garage-door-parts',
    value: 'parts',
    title: 'Garage Door Parts',
    shortTitle: 'Parts',
    cardDescription:
      'Springs, cables, rollers, hinges, sections, seals, remotes and opener parts for most major brands, supplied and installed.',
    subtitle: 'The right replacement parts for your door and opener, installed correctly',
    hero: {
      title: 'Garage Door Parts',
      subtitle:
        'Springs, cables, rollers, hinges, sections, weather seals and opener parts for most major brands',
      location,
      primaryCta: estimateCta,
      secondaryCta: callCta,
      placeholderKey: 'service.garage-door-parts.hero',
    },
    body: [
      {
        heading: 'Parts matched to your door',
        paragraphs: [
          'A replacement part only works as well as it fits. Springs are matched by wire size, inside diameter, length and wind direction to the weight of your door; rollers and hinges to your track and section thickness; seals to your door profile. We measure rather than guess, and we carry the common sizes on our trucks.',
          'When a worn part is the standard one, we can offer an upgrade: high-cycle springs that last several times longer on a busy door, sealed-bearing nylon rollers that run quietly, or thicker bottom seals for an uneven slab.',
        ],
        bullets: [
          'Torsion and extension springs, including high-cycle springs',
          'Lift cables, drums, bearings and bottom brackets',
          'Nylon and steel rollers, hinges and struts',
          'Replacement sections and window inserts',
          'Bottom seals, retainers and perimeter weatherstripping',
          'Opener gears, logic boards, sensors, remotes and keypads',
        ],
      },
      {
        heading: 'Installed by the people who sell them',
        paragraphs: [
          'Springs, cables and bottom brackets hold dangerous tension, so we install the parts we supply rather than selling them over the counter. That also means the part is tested on your door before we leave, and it is covered by our repair warranty.',
          `Parts we install carry our ${business.warranty.repairs} repair warranty, plus any longer manufacturer warranty on the part itself.`,
        ],
      },
    ],
    benefits: [
      'Common springs, cables and rollers stocked on every truck',
      'Springs measured and matched to door weight',
      'High-cycle spring and quiet roller upgrades',
      'Replacement sections sourced from the manufacturer',
      'Weather seals for a dry, draft-free garage',
      'Opener boards, sensors, remotes and keypads',
      `${business.warranty.repairs} warranty on parts we install`,
      'Parts for most major residential brands',
    ],
    faqs: [
      {
        question: 'Do you sell parts for do-it-yourself installation?',
        answer:
          'We install the parts we supply. Springs, cables and brackets are under high tension and cause serious injuries every year, so we prefer to fit and test them ourselves.',
      },
      {
        question: 'What are high-cycle springs?',
        answer:
          'Springs made with heavier wire and more coils so they last many more open-and-close cycles than standard springs. They cost a little more and make sense on doors used many times a day.',
      },
      {
        question: 'Can you replace just one damaged panel?',
        answer:
          'Often, yes, when the manufacturer still makes that section in your size, style and color. If a matching section is no longer available, we quote a new door as well.',
      },
      {
        question: 'Do you carry parts for my brand of door or opener?',
        answer:
          'We service most major residential door and opener brands. Tell us the brand and model (usually on a label inside the door or on the opener) and we will confirm the part before the visit.',
      },
    ],
    placeholderKey: 'services.parts_card',
    cardImage: images.cardParts,
    heroImage: images.heroParts,
    seo: {
      title: 'Garage Door Parts | Springs, Rollers & Remotes',
      description:
        'Garage door springs, cables, rollers, hinges, sections, seals and opener parts for most major brands, supplied and installed with a 90-day warranty.',
      keywords: [
        'garage door parts',
        'garage door springs',
        'garage door rollers',
        'garage door remote replacement',
        'garage door weather seal',
      ],
    },
  },
  {
    slug: 'emergency-services',
    value: 'emergency',
    title: 'Emergency Garage Door Service',
    shortTitle: 'Emergency Service',
    cardDescription:
      'Door stuck open, car trapped inside or a snapped spring at night? Our 24/7 line sends a technician, on average within 2-4 hours.',
    subtitle: `24/7 emergency garage door service with an average response of ${emergencyResponseText}`,
    hero: {
      title: '24/7 Emergency Garage Door Service',
      subtitle: `A door stuck open or a car trapped inside? Call any hour; average response ${emergencyResponseText}.`,
      location,
      primaryCta: { text: 'Call Now', href: '{{phoneHref}}' },
      secondaryCta: { text: 'Request Service', href: routes.contact },
      placeholderKey: 'service.emergency-services.hero',
    },
    body: [
      {
        heading: 'Help any hour, every day',
        paragraphs: [
          `Our emergency line, {{phone}}, is answered 24 hours a day, 7 days a week, including weekends and holidays. Tell us what happened and where you are, and we dispatch the nearest technician. Average response time is ${emergencyResponseText} anywhere in our service area, from {{serviceArea}}.`,
          'Emergency calls outside regular business hours carry an additional emergency fee. We tell you the fee on the phone before we dispatch, and the technician quotes the repair before starting, so there are no surprises at the end.',
        ],
      },
      {
        heading: 'When to call the emergency line',
        paragraphs: [
          'Call right away when the door cannot be closed or opened and that leaves your home or a vehicle stuck, or when something is hanging or under tension in a way that is not safe.',
        ],
        bullets: [
          'The door is stuck open and the house cannot be secured',
          'A car you need is trapped inside',
          'A spring or cable has snapped',
          'The door has come off its track or is hanging crooked',
          'A vehicle has hit the door',
          'Storm or fallen-tree damage',
        ],
      },
      {
        heading: 'While you wait',
        paragraphs: [
          'Keep everyone, especially children and pets, away from the door. Unplug the opener so nobody presses the button. Do not pull on cables or try to force a door that is off its track: the springs can still hold a great deal of tension. If the door is stuck open, move valuables out of sight; if we cannot finish the repair that night, we secure the opening until we can.',
        ],
      },
    ],
    benefits: [
      'Emergency line answered 24/7, 365 days a year',
      `Average response of ${emergencyResponseText}`,
      'Trucks stocked for springs, cables and off-track doors',
      'Doors secured overnight if parts must be ordered',
      'Emergency fee stated before dispatch',
      'Repair price agreed before work begins',
      `Coverage from {{serviceArea}}`,
      `${business.warranty.repairs} warranty on emergency repairs`,
    ],
    faqs: [
      {
        question: 'What counts as a garage door emergency?',
        answer:
          'Anything that leaves your home unsecured, traps a vehicle you need, or leaves a door hanging or under tension: a door stuck open, a snapped spring or cable, a door off its track, or impact or storm damage.',
      },
      {
        question: 'How quickly can you get here?',
        answer: `Our average emergency response is ${emergencyResponseText}, any time of day or night, anywhere from {{serviceArea}}.`,
      },
      {
        question: 'Do emergency calls cost more?',
        answer:
          'Yes. Emergency calls carry an additional fee for after-hours dispatch. We tell you the amount before the technician is sent, and the repair itself is quoted before any work starts.',
      },
      {
        question: 'What if the part I need is not on the truck?',
        answer:
          'We secure the door so the house is safe overnight, order the part, and come back to finish the repair as soon as it arrives, usually the next business day.',
      },
    ],
    placeholderKey: 'services.emergency_card',
    cardImage: images.cardEmergency,
    heroImage: images.heroEmergency,
    seo: {
      title: '24/7 Emergency Garage Door Repair',
      description:
        'Garage door stuck open or car trapped inside? 24/7 emergency line, average response 2-4 hours from {{serviceArea}}. Call any hour.',
      keywords: [
        'emergency garage door repair',
        '24 hour garage door service',
        'garage door stuck open',
        'broken garage door spring emergency',
        'garage door repair near me',
      ],
    },
  },
];

/** The six services as the code ships them. */
export const defaultServices: readonly Service[] = serviceList.map((service) =>
  ServiceSchema.parse(service),
);

/** The service with this slug among a snapshot's `services` (all six exist; the content test checks it). */
export function getService(services: readonly Service[], slug: ServiceSlug): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`unknown service slug: ${slug}`);
  return service;
}

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

/** The service for a URL parameter, or undefined (the route answers 404). */
export function findService(services: readonly Service[], slug: string): Service | undefined {
  return isServiceSlug(slug) ? getService(services, slug) : undefined;
}

/** The service whose quote-form value is `value`. */
export function serviceByValue(services: readonly Service[], value: ServiceValue): Service {
  const service = services.find((s) => s.value === value);
  if (!service) throw new Error(`unknown service value: ${value}`);
  return service;
}

/** The three services the home page shows as cards (the spec's `home.services.*` slots). */
export const homeServiceSlugs: readonly ServiceSlug[] = homeServiceValues.map(
  (value) => serviceByValue(defaultServices, value).slug,
);
