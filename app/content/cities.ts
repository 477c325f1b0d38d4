/**
 * The 14 city pages. Each intro, highlight and testimonial is written for that
 * city (its housing, weather, landmarks and rules), because near-identical
 * city pages read as doorway pages to search engines and help nobody.
 * Phone numbers come from the business profile by state.
 */
import { routes } from '../lib/urls.ts';
import { business } from './business.ts';
import { images } from './images.ts';
import { CitySchema, citySlugs, stateNames } from './schema.ts';
import type { City, CitySlug, Image, Phone, StateCode } from './schema.ts';

type CityInput = Omit<City, 'stateName' | 'hero' | 'neighborhoodImage' | 'heroImage'> & {
  heroSubtitle: string;
  heroImage: Image;
  neighborhoodImage: Image;
  neighborhoodAlt: string;
};

function city(input: CityInput): City {
  const { heroSubtitle, neighborhoodAlt, neighborhoodImage, ...rest } = input;
  return CitySchema.parse({
    ...rest,
    stateName: stateNames[input.stateCode],
    hero: {
      title: `Garage Door Services in ${input.cityName}, ${input.stateCode}`,
      subtitle: heroSubtitle,
      location: `${input.cityName}, ${stateNames[input.stateCode]} \u00b7 ${input.county} County`,
      primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
      secondaryCta: { text: 'Emergency Repair', href: routes.contact },
      placeholderKey: `city.${input.slug}.hero`,
    },
    neighborhoodImage: { ...neighborhoodImage, alt: neighborhoodAlt },
  });
}

const cityList: City[] = [
  city({
    slug: 'concord-nc',
    cityName: 'Concord',
    stateCode: 'NC',
    county: 'Cabarrus',
    latitude: 35.4088,
    longitude: -80.5795,
    heroSubtitle:
      'Our home town since 1995: repairs, new doors and openers for historic Union Street homes and new Cabarrus County subdivisions alike',
    heroImage: images.heroTown,
    intro: [
      'Concord is where our family started the business in 1995, and it is still where most of our trucks spend their mornings. We know the town street by street: the big porches and detached garages of the North Union Street historic district, the brick ranches off Poplar Tent Road, and the newer two-story homes in Afton Village, Christenbury and Moss Creek, where a double door with a bonus room above is the norm.',
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
    neighborhoodAlt:
      'Older Concord homes with front porches and detached garages near Union Street',
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
        'Family-owned garage door company based in Concord since 1995. Spring repair, new doors and openers for Afton Village, Christenbury, Moss Creek and downtown.',
      keywords: [
        'garage door repair Concord NC',
        'garage door installation Concord',
        'garage door spring Concord NC',
        'Cabarrus County garage doors',
      ],
    },
  }),
  city({
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
  }),
  city({
    slug: 'huntersville-nc',
    cityName: 'Huntersville',
    stateCode: 'NC',
    county: 'Mecklenburg',
    latitude: 35.4107,
    longitude: -80.8429,
    heroSubtitle:
      'Doors that satisfy Birkdale and Vermillion design rules and hold up to Lake Norman humidity',
    heroImage: images.heroLake,
    intro: [
      'Huntersville grew from a small crossroads into one of the largest towns in Mecklenburg County within a generation, and most of its homes date from that boom. Neighborhoods such as Birkdale, Northstone and Skybrook were laid out with front-facing double garages and strict architectural standards, while Vermillion and Monteith Park took a traditional-town approach with rear lanes and detached garages behind the house.',
      'Between Lake Norman to the north and Mountain Island Lake along the Latta Nature Preserve, the air here stays damp for much of the year. Moisture is hard on untreated steel: we see rust starting at the bottom section, swollen wood trim, and rollers with seized bearings. Galvanized hardware, a vinyl bottom seal in a rust-resistant retainer, and a yearly lubrication go a long way.',
      'Before replacing a door in a Huntersville HOA, check whether the board needs to approve color and style. We provide the specification sheet and a rendering for your request, and we schedule the installation once it is approved.',
    ],
    serviceHighlights: [
      {
        service: 'garage-door-installation',
        title: 'HOA-ready door choices',
        text: 'Styles and colors that fit Birkdale, Northstone and Skybrook guidelines, with paperwork for your architectural request.',
      },
      {
        service: 'garage-door-maintenance',
        title: 'Humidity and rust prevention',
        text: 'Yearly service with rust-resistant rollers and seals for homes between Lake Norman and Mountain Island Lake.',
      },
      {
        service: 'garage-door-repair',
        title: 'Rear-lane garage repairs',
        text: 'Detached and lane-facing garages in Vermillion and Monteith Park, where space at the side of the door is tight.',
      },
      {
        service: 'garage-door-openers',
        title: 'Smart openers for commuters',
        text: 'Phone-controlled openers so I-77 commuters can check the door from work.',
      },
    ],
    neighborhoods: [
      'Birkdale',
      'Northstone',
      'Skybrook',
      'Vermillion',
      'Monteith Park',
      'MacAulay',
    ],
    areasServed: [
      'Birkdale',
      'Northstone',
      'Skybrook',
      'Vermillion',
      'Monteith Park',
      'All Huntersville Areas',
    ],
    neighborhoodImage: images.neighborhoodSuburb,
    neighborhoodAlt: 'Huntersville two-story homes with front-facing double garages',
    testimonial: {
      id: 'city-huntersville',
      name: 'Jennifer K.',
      location: 'Huntersville, NC',
      text: 'Our HOA in Northstone is particular about garage doors. They brought the spec sheets for the approval form, and once it was approved they installed the door exactly as submitted. No back and forth with the board.',
      stars: 5,
      date: 'April 2026',
      service: 'garage-door-installation',
    },
    seo: {
      title: 'Garage Door Repair & Installation in Huntersville, NC',
      description:
        'Huntersville garage door service: HOA-approved new doors for Birkdale, Northstone and Skybrook, rust-resistant parts for lake humidity, quick spring repair.',
      keywords: [
        'garage door repair Huntersville NC',
        'Huntersville garage door installation',
        'Birkdale garage door',
        'Lake Norman garage door service',
      ],
    },
  }),
  city({
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
  }),
  city({
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
  }),
  city({
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
  }),
  city({
    slug: 'harrisburg-nc',
    cityName: 'Harrisburg',
    stateCode: 'NC',
    county: 'Cabarrus',
    latitude: 35.3238,
    longitude: -80.6579,
    heroSubtitle:
      'Fast, friendly service for the young families and new subdivisions between Concord and University City',
    heroImage: images.heroSuburb,
    intro: [
      'Harrisburg sits on NC-49 between Concord and the University City side of Charlotte, and it has filled up quickly with subdivisions where young families run their lives through the garage: strollers, bikes, a second fridge and two cars that leave at different times every morning.',
      'Most Harrisburg homes are ten to twenty years old, which is exactly when builder-installed doors start to show their age. The springs that came with the house were rated for a modest number of cycles, and a busy household uses them up quickly. Upgrading to high-cycle springs when the first one breaks, and tuning the opener force so the door reverses gently, is the most common visit here.',
      'With small children around, we test the auto-reverse and photo-eye sensors on every Harrisburg call, even when you called us about something else, and we show parents how to do the monthly check themselves.',
    ],
    serviceHighlights: [
      {
        service: 'garage-door-repair',
        title: 'High-cycle spring upgrades',
        text: 'Longer-lasting springs for busy households whose original springs wore out early.',
      },
      {
        service: 'garage-door-maintenance',
        title: 'Child-safety checks',
        text: 'Auto-reverse and photo-eye testing on every visit, with a quick lesson for parents.',
      },
      {
        service: 'garage-door-openers',
        title: 'Keypads and app control',
        text: 'Keypads and phone apps so teenagers and sitters can get in without a spare remote.',
      },
      {
        service: 'garage-door-installation',
        title: 'Insulated upgrades',
        text: 'Insulated doors for garages used as play rooms or home gyms.',
      },
    ],
    neighborhoods: [
      'Harrisburg Town Center',
      'Farmwood',
      'Roberta Road',
      'Pharr Mill Road',
      'Rocky River Road',
    ],
    areasServed: [
      'Harrisburg Town Center',
      'NC-49 corridor',
      'Roberta Road',
      'Pharr Mill Road',
      'Rocky River Road',
      'All Harrisburg Areas',
    ],
    neighborhoodImage: images.neighborhoodSuburb,
    neighborhoodAlt: 'Harrisburg subdivision street with young trees and two-car garages',
    testimonial: {
      id: 'city-harrisburg',
      name: 'Ashley R.',
      location: 'Harrisburg, NC',
      text: 'Spring snapped on a school morning with both cars inside. They came the same day, upgraded us to longer-lasting springs and checked the sensors because our toddler is always in the garage. Really appreciated that.',
      stars: 5,
      date: 'January 2026',
      service: 'garage-door-repair',
    },
    seo: {
      title: 'Garage Door Repair & Installation in Harrisburg, NC',
      description:
        'Harrisburg garage door repair for busy households: high-cycle spring upgrades, auto-reverse safety checks, keypads and insulated doors. Same-day service.',
      keywords: [
        'garage door repair Harrisburg NC',
        'garage door spring Harrisburg',
        'Harrisburg NC garage door installation',
        'garage door safety check',
      ],
    },
  }),
  city({
    slug: 'mooresville-nc',
    cityName: 'Mooresville',
    stateCode: 'NC',
    county: 'Iredell',
    latitude: 35.5849,
    longitude: -80.8101,
    heroSubtitle: 'Workshop, lakefront and high-lift garage doors for Race City USA',
    heroImage: images.heroLake,
    intro: [
      'Mooresville calls itself Race City USA, and with dozens of NASCAR team shops and suppliers in town, plenty of residents treat the home garage as a workshop: project cars, lifts, compressors and welders. Those garages need doors that seal against dust, insulation for working through July, and often a high-lift track or a wall-mount opener so the ceiling is free for a car lift.',
      'On the Lake Norman side, the Brawley School Road peninsula, The Point and Mallard Head are lined with large lake homes whose side-load and three-car garages face the same damp air and wind as any shoreline property. Further east, Morrison Plantation, Curtis Pond and the newer streets around Langtree bring standard suburban doors that mostly need springs, rollers and tune-ups.',
      'Mooresville is the northern edge of our regular routes in Iredell County, so we group appointments here by day; emergency calls are answered around the clock like everywhere else.',
    ],
    serviceHighlights: [
      {
        service: 'garage-door-openers',
        title: 'Wall-mount openers for car lifts',
        text: 'Jackshaft openers and high-lift track that keep the ceiling clear for a lift.',
      },
      {
        service: 'garage-door-installation',
        title: 'Insulated workshop doors',
        text: 'Thick insulated doors with tight seals for garages used as shops.',
      },
      {
        service: 'garage-door-maintenance',
        title: 'Lakefront maintenance',
        text: 'Corrosion and bearing checks for homes on the Brawley School peninsula, The Point and Mallard Head.',
      },
      {
        service: 'garage-door-repair',
        title: 'Suburban spring and roller repair',
        text: 'Quick repairs in Morrison Plantation, Curtis Pond and Langtree.',
      },
    ],
    neighborhoods: [
      'The Point',
      'Mallard Head',
      'Brawley School Road',
      'Morrison Plantation',
      'Curtis Pond',
      'Langtree',
      'Downtown Mooresville',
    ],
    areasServed: [
      'The Point',
      'Brawley School Road',
      'Morrison Plantation',
      'Curtis Pond',
      'Langtree',
      'All Mooresville Areas',
    ],
    neighborhoodImage: images.neighborhoodLake,
    neighborhoodAlt: 'Mooresville lake homes with side-load garages on a wooded peninsula',
    testimonial: {
      id: 'city-mooresville',
      name: 'Tony B.',
      location: 'Mooresville, NC',
      text: 'I wanted a lift in my garage and the opener was in the way. They moved everything to a high-lift track with a wall-mount opener. Now the car goes up and the door still opens all the way.',
      stars: 5,
      date: 'August 2026',
      service: 'garage-door-openers',
    },
    seo: {
      title: 'Garage Door Repair & Installation in Mooresville, NC',
      description:
        'Mooresville garage door service: wall-mount openers and high-lift track for car lifts, insulated workshop doors, and lakefront maintenance on Lake Norman.',
      keywords: [
        'garage door repair Mooresville NC',
        'Mooresville garage door installation',
        'wall mount garage door opener',
        'high lift garage door',
      ],
    },
  }),
  city({
    slug: 'rock-hill-sc',
    cityName: 'Rock Hill',
    stateCode: 'SC',
    county: 'York',
    latitude: 34.9249,
    longitude: -81.0251,
    heroSubtitle:
      'Garage door service for Old Town brick ranches, Winthrop-area homes and new Riverwalk construction',
    heroImage: images.heroTown,
    intro: [
      'Rock Hill is the southern anchor of our service area and the largest city in York County. Around Old Town and the Winthrop University campus, streets of brick ranches and cottages from the 1940s to the 1970s often have a single-car garage or a carport that owners want to close in. Widening a single opening to a double, or fitting a door to a converted carport, is a regular job here.',
      'Newer Rock Hill is very different: the Riverwalk development along the Catawba River, the growth near India Hook and Lake Wylie, and subdivisions off Celanese and Ebenezer roads, all with two-car doors and smart openers. Between those, the textile-era houses near the old mills have wood-framed garages that need new jambs before a new door will seal.',
      'Summer thunderstorms roll in hard off the Catawba valley. Power outages and wind-driven rain are the two reasons Rock Hill customers most often ask us about battery-backup openers and better bottom seals.',
    ],
    serviceHighlights: [
      {
        service: 'garage-door-installation',
        title: 'Carport conversions and wider openings',
        text: 'New doors for closed-in carports and single openings widened to doubles.',
      },
      {
        service: 'garage-door-openers',
        title: 'Battery-backup openers',
        text: 'Openers that keep working through the storm outages common in summer.',
      },
      {
        service: 'garage-door-parts',
        title: 'Bottom seals against blowing rain',
        text: 'Replacement bottom and perimeter seals that keep wind-driven rain out.',
      },
      {
        service: 'garage-door-repair',
        title: 'Jamb and frame repair',
        text: 'Replacing soft wood jambs on older homes so doors seal and stay secure.',
      },
    ],
    neighborhoods: ['Old Town', 'Riverwalk', 'Ebenezer', 'India Hook', 'Oakland Avenue'],
    areasServed: [
      'Old Town',
      'Riverwalk',
      'Ebenezer',
      'India Hook',
      'Winthrop area',
      'All Rock Hill Areas',
    ],
    neighborhoodImage: images.neighborhoodHistoric,
    neighborhoodAlt: 'Rock Hill brick ranch homes with single garages and mature trees',
    testimonial: {
      id: 'city-rock-hill',
      name: 'Keisha L.',
      location: 'Rock Hill, SC',
      text: 'We closed in our old carport and needed a door for it. They framed the opening, installed an insulated door with a battery-backup opener, and everything was done in one visit. Great crew.',
      stars: 5,
      date: 'July 2026',
      service: 'garage-door-installation',
    },
    seo: {
      title: 'Garage Door Repair & Installation in Rock Hill, SC',
      description:
        'Rock Hill garage door repair and installation: carport conversions, wider openings, battery-backup openers and storm seals for Old Town to Riverwalk.',
      keywords: [
        'garage door repair Rock Hill SC',
        'Rock Hill garage door installation',
        'carport conversion garage door',
        'York County garage doors',
      ],
    },
  }),
  city({
    slug: 'fort-mill-sc',
    cityName: 'Fort Mill',
    stateCode: 'SC',
    county: 'York',
    latitude: 35.0074,
    longitude: -80.9451,
    heroSubtitle:
      'Carriage-style doors, smart openers and quick repairs for Baxter Village, Kingsley and the rest of Fort Mill',
    heroImage: images.heroSuburb,
    intro: [
      'Fort Mill has grown from a mill town on the Catawba River into one of the busiest commuter suburbs south of Charlotte, with Carowinds on the state line and the Anne Springs Close Greenway at its heart. Planned communities such as Baxter Village, Kingsley, Regent Park, Massey and Springfield set much of the look of the town.',
      'Those communities are why many Fort Mill doors are carriage-house designs with decorative handles and windows: several neighborhood guidelines favor them, and in Baxter Village many garages face rear lanes. A carriage-style door has more trim and hardware to keep tight, and its look depends on the sections lining up perfectly, so we pay close attention to track alignment on every visit.',
      'Commuters crossing into Charlotte each morning ask us for openers they can check from the office and for delivery-friendly features. We set up phone control, temporary access codes and automatic closing timers so the door is never left open all day.',
    ],
    serviceHighlights: [
      {
        service: 'garage-door-installation',
        title: 'Carriage-house doors',
        text: 'Carriage-style doors and hardware that match Baxter Village, Kingsley and Springfield guidelines.',
      },
      {
        service: 'garage-door-openers',
        title: 'Smart openers for commuters',
        text: 'Phone control, delivery codes and auto-close timers set up before we leave.',
      },
      {
        service: 'garage-door-maintenance',
        title: 'Alignment tune-ups',
        text: 'Keeping decorative doors straight and sections lined up for that finished look.',
      },
      {
        service: 'garage-door-repair',
        title: 'Quick repairs on lane garages',
        text: 'Spring, cable and roller repairs on rear-lane garages where space is tight.',
      },
    ],
    neighborhoods: [
      'Baxter Village',
      'Kingsley',
      'Regent Park',
      'Massey',
      'Springfield',
      'Downtown Fort Mill',
    ],
    areasServed: [
      'Baxter Village',
      'Kingsley',
      'Regent Park',
      'Massey',
      'Springfield',
      'All Fort Mill Areas',
    ],
    neighborhoodImage: images.neighborhoodSuburb,
    neighborhoodAlt: 'Fort Mill homes with carriage-style garage doors along a tree-lined street',
    testimonial: {
      id: 'city-fort-mill',
      name: 'Priya N.',
      location: 'Fort Mill, SC',
      text: 'We wanted a carriage door that our Baxter Village guidelines allow. They knew the rules already, helped us choose the color, and set up the app so we can let in deliveries while we are at work.',
      stars: 5,
      date: 'March 2026',
      service: 'garage-door-installation',
    },
    seo: {
      title: 'Garage Door Repair & Installation in Fort Mill, SC',
      description:
        'Fort Mill garage doors: carriage-house designs for Baxter Village and Kingsley, smart openers for commuters, alignment tune-ups and quick spring repairs.',
      keywords: [
        'garage door repair Fort Mill SC',
        'Fort Mill garage door installation',
        'carriage house garage door Fort Mill',
        'smart garage door opener',
      ],
    },
  }),
  city({
    slug: 'indian-land-sc',
    cityName: 'Indian Land',
    stateCode: 'SC',
    county: 'Lancaster',
    latitude: 34.9982,
    longitude: -80.8473,
    heroSubtitle:
      'Quiet, low-maintenance doors and openers for Sun City Carolina Lakes and the growing US-521 corridor',
    heroImage: images.heroSuburb,
    intro: [
      'Indian Land is the fast-growing northern panhandle of Lancaster County, wedged between the Catawba River and the North Carolina line along US-521. Twenty-five years ago it was mostly farmland; today it is lined with new communities, and many homes have never had a garage door repaired.',
      'A large share of our customers here live in Sun City Carolina Lakes and other active-adult communities, where single-story homes put the garage right beside the bedroom. What they ask for is quiet and dependable: belt-drive or wall-mount openers, sealed-bearing rollers, battery backup, and a door balanced so well it can be lifted by hand if the power goes out. We also show everyone where the manual release is and how to use it safely.',
      'In family subdivisions such as BridgeMill and Walnut Creek, the first round of repairs is arriving: worn rollers, a first broken spring, a sensor knocked out of line. Catching those with a tune-up is cheaper than waiting for the door to stop.',
    ],
    serviceHighlights: [
      {
        service: 'garage-door-openers',
        title: 'Whisper-quiet openers',
        text: 'Belt-drive and wall-mount openers for single-story homes with bedrooms beside the garage.',
      },
      {
        service: 'garage-door-maintenance',
        title: 'Easy-lift balancing',
        text: 'Balanced doors that are light to lift by hand during an outage.',
      },
      {
        service: 'garage-door-parts',
        title: 'Sealed-bearing rollers',
        text: 'Quiet, low-maintenance rollers that need little attention.',
      },
      {
        service: 'garage-door-repair',
        title: 'First repairs for newer homes',
        text: 'First spring, roller and sensor repairs in BridgeMill, Walnut Creek and new US-521 communities.',
      },
    ],
    neighborhoods: ['Sun City Carolina Lakes', 'BridgeMill', 'Walnut Creek', 'US-521 corridor'],
    areasServed: [
      'Sun City Carolina Lakes',
      'BridgeMill',
      'Walnut Creek',
      'US-521 corridor',
      'Catawba River side',
      'All Indian Land Areas',
    ],
    neighborhoodImage: images.neighborhoodSuburb,
    neighborhoodAlt: 'Single-story homes with garages in an Indian Land active-adult community',
    testimonial: {
      id: 'city-indian-land',
      name: 'Harold and June F.',
      location: 'Indian Land, SC',
      text: 'The old opener woke us up every time our neighbor dropped off the grandkids. The new belt drive is so quiet we check the app to see if the door moved. They also showed us the manual release, which we never knew how to use.',
      stars: 5,
      date: 'November 2025',
      service: 'garage-door-openers',
    },
    seo: {
      title: 'Garage Door Repair & Openers in Indian Land, SC',
      description:
        'Indian Land garage door service: whisper-quiet openers for Sun City Carolina Lakes, easy-lift balancing, sealed rollers and first repairs for new homes.',
      keywords: [
        'garage door repair Indian Land SC',
        'Sun City Carolina Lakes garage door',
        'quiet garage door opener',
        'Lancaster County SC garage doors',
      ],
    },
  }),
  city({
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
  }),
  city({
    slug: 'clover-sc',
    cityName: 'Clover',
    stateCode: 'SC',
    county: 'York',
    latitude: 35.1112,
    longitude: -81.2265,
    heroSubtitle:
      'Small-town service for Clover homes, Lake Wylie shoreline and country lots near Kings Mountain',
    heroImage: images.heroLocations,
    intro: [
      'Clover is a small York County town just south of the North Carolina line, between Lake Wylie to the east and the ridges of Kings Mountain to the west. Downtown streets have older homes with detached garages, and the countryside around Bethel is a mix of farms, horse properties and newer homes on several-acre lots.',
      'Those big lots mean long driveways, gravel dust and detached garages that sit a long way from the house. Dust wears rollers and seals, and an opener on a detached garage needs a reliable signal; we often add a keypad or a phone-connected opener so nobody has to walk out to check that the door is shut.',
      'Closer to Lake Wylie, newer communities have larger attached garages and the same damp lake air we see farther north, so our Clover tune-ups pay attention to rust on hardware and to bottom seals on slabs that have settled.',
    ],
    serviceHighlights: [
      {
        service: 'garage-door-openers',
        title: 'Openers for detached garages',
        text: 'Phone-connected openers and keypads so you can check a distant garage from the house.',
      },
      {
        service: 'garage-door-maintenance',
        title: 'Dust and gravel tune-ups',
        text: 'Cleaning tracks and replacing worn rollers and seals on gravel-drive properties.',
      },
      {
        service: 'garage-door-parts',
        title: 'Seals for settled slabs',
        text: 'Thicker bottom seals that close the gap on uneven garage floors.',
      },
      {
        service: 'garage-door-installation',
        title: 'Doors for farm and horse properties',
        text: 'Durable steel doors for barns, equipment sheds and detached garages.',
      },
    ],
    neighborhoods: ['Downtown Clover', 'Lake Wylie', 'Bethel'],
    areasServed: [
      'Downtown Clover',
      'Lake Wylie',
      'Bethel',
      'Highway 55 corridor',
      'US-321 corridor',
      'All Clover Areas',
    ],
    neighborhoodImage: images.neighborhoodRural,
    neighborhoodAlt: 'Clover farmhouse with a detached garage and pasture fencing',
    testimonial: {
      id: 'city-clover',
      name: 'Beth A.',
      location: 'Clover, SC',
      text: 'Our detached garage is way out past the house and I never knew if the door was closed. They put in a new opener with an app and a keypad, replaced the worn-out seal, and explained everything. Friendly, fair folks.',
      stars: 5,
      date: 'October 2025',
      service: 'garage-door-openers',
    },
    seo: {
      title: 'Garage Door Repair & Installation in Clover, SC',
      description:
        'Clover, SC garage door service: app-connected openers for detached garages, dust and gravel tune-ups, new seals and durable doors for farm properties.',
      keywords: [
        'garage door repair Clover SC',
        'Clover SC garage door installation',
        'Lake Wylie garage door',
        'detached garage door opener',
      ],
    },
  }),
  city({
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
  }),
];

export const cities: readonly City[] = cityList;

const bySlug = new Map(cities.map((c) => [c.slug, c]));

export function isCitySlug(value: string): value is CitySlug {
  return (citySlugs as readonly string[]).includes(value);
}

/** The city with this slug (all 14 exist; the content test checks it). */
export function getCity(slug: CitySlug): City {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`unknown city slug: ${slug}`);
  return found;
}

/** The city for a URL parameter, or undefined (the route answers 404). */
export function findCity(slug: string): City | undefined {
  return isCitySlug(slug) ? bySlug.get(slug) : undefined;
}

export function citiesInState(state: StateCode): City[] {
  return cities.filter((c) => c.stateCode === state);
}

/** The local line shown on a city page (by state, from the business profile). */
export function cityPhone(c: Pick<City, 'stateCode'>): Phone {
  return business.phones.local[c.stateCode];
}

/** "Concord, NC" */
export function cityLabel(c: Pick<City, 'cityName' | 'stateCode'>): string {
  return `${c.cityName}, ${c.stateCode}`;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The `n` nearest other served cities, nearest first (replaces "Nearby City 1-6"). */
export function nearbyCities(slug: CitySlug, n = 6): City[] {
  const origin = getCity(slug);
  return cities
    .filter((c) => c.slug !== slug)
    .map((c) => ({ c, d: distanceKm(origin, c) }))
    .sort((x, y) => x.d - y.d || x.c.slug.localeCompare(y.c.slug))
    .slice(0, Math.max(0, n))
    .map(({ c }) => c);
}

/** The 8 cities of the home page's areas-we-serve grid, in the spec's order. */
export const homeGridCitySlugs = [
  'concord-nc',
  'charlotte-nc',
  'huntersville-nc',
  'kannapolis-nc',
  'matthews-nc',
  'rock-hill-sc',
  'fort-mill-sc',
  'indian-land-sc',
] as const satisfies readonly CitySlug[];

/** The 4 cities of the header's Areas Served dropdown. */
export const headerCitySlugs = [
  'concord-nc',
  'charlotte-nc',
  'huntersville-nc',
  'rock-hill-sc',
] as const satisfies readonly CitySlug[];
