import { writeFileSync, mkdirSync } from 'node:fs';
import {
  K,
  svg,
  R,
  P,
  Ci,
  El,
  Pa,
  St,
  T,
  vgrad,
  vgrad3,
  rgrad,
  door,
  win,
  house,
  tree,
  pine,
  van,
  coil,
  wrench,
  opener,
  remote,
  roller,
  hinge,
  drum,
  pin,
  person,
} from './lib.mjs';

// Run from the repo root: node scripts/svg/gen.mjs
const { images } = await import(new URL('../../app/content/images.ts', import.meta.url).href);
const OUT = new URL('../../public/images/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

const scenes = {};
const dusk = vgrad3('s', K.navy, K.s8, '#4a3b4c', 0.55);
const glow = rgrad('g', K.lamp, 0.35);

// ------------------------------------------------------------------ heroes
// Dark scenes, 1600x900.

function duskSky(W, H, moon = true) {
  let s = R(0, 0, W, H, 'url(#s)');
  if (moon) s += Ci(W * 0.82, H * 0.16, 34, K.s2, 'fill-opacity=".85"');
  let stars = '';
  for (let i = 0; i < 18; i++) {
    const x = (i * 389) % W;
    const y = ((i * 157) % (H * 0.35)) + 20;
    stars += `M${x} ${Math.round(y)}h2`;
  }
  s += St(stars, K.s3, 2, 'stroke-opacity=".6"');
  return s;
}

function darkHouse(x, gy, w, h, o = {}) {
  return house({
    x,
    gy,
    w,
    h,
    wall: o.wall ?? K.s6,
    roof: o.roof ?? K.s9,
    trim: o.trim ?? K.s5,
    winFill: o.winFill ?? K.lamp,
    windows: o.windows ?? [],
    garage: o.garage ?? null,
    door: o.door ?? null,
    roofH: o.roofH,
    chimney: o.chimney,
  });
}

scenes.heroHome = (W, H) => {
  const gy = 760;
  let b = duskSky(W, H);
  b += Pa(`M0 ${gy - 90}q300-70 600-20t600-10t400-30V${H}H0z`, K.s8);
  b += pine(120, gy, 260, K.s9) + pine(230, gy, 200, K.s9) + tree(1460, gy, 240, K.s9, K.navy);
  // main house
  b += darkHouse(520, gy, 640, 300, {
    roofH: 170,
    chimney: true,
    windows: [
      [60, 40, 80, 90],
      [500, 40, 80, 90],
      [290, 40, 70, 90],
    ],
    door: [420, 60, 130, K.red],
    garage: { gx: 40, gw: 340, gh: 180, style: 'raised', fill: K.lampSoft, line: '#c9a54a' },
  });
  b += El(730, gy + 40, 260, 40, 'url(#g)');
  b += P([560, gy, 900, gy, 1000, H, 440, H], K.s7);
  b += Pa(`M0 ${gy}H${W}V${H}H0z`, K.navy, 'fill-opacity=".55"');
  b += P([560, gy, 900, gy, 1000, H, 440, H], K.s6, 'fill-opacity=".6"');
  b += tree(1280, gy, 150, K.s9, K.navy);
  return svg(W, H, images.heroHome.alt, b, dusk + glow);
};

scenes.heroServices = (W, H) => {
  let b = R(0, 0, W, H, K.s8);
  b += R(0, 0, W, 90, K.s9) + R(0, 780, W, 120, K.navy);
  const styles = [
    ['raised', K.s3, K.s5],
    ['carriage', K.wood, K.woodDark],
    ['glass', K.s9, K.s6],
  ];
  styles.forEach(([style, fill, line], i) => {
    const x = 110 + i * 480;
    b += R(x - 20, 290, 420, 490, K.s7);
    b += door(x, 310, 380, 470, {
      style,
      fill,
      line,
      win: true,
      winFill: style === 'glass' ? K.s5 : K.s7,
    });
    b += El(x + 190, 150, 140, 60, 'url(#g)');
    b += R(x + 170, 90, 40, 18, K.s5);
  });
  return svg(W, H, images.heroServices.alt, b, glow);
};

scenes.heroAbout = (W, H) => {
  const gy = 740;
  let b = duskSky(W, H, false);
  b += Pa(`M0 ${gy - 60}q400-80 800-30t800 0V${H}H0z`, K.s8);
  b += tree(140, gy, 260, K.s9, K.navy) + tree(1470, gy, 220, K.s9, K.navy);
  b += house({
    x: 330,
    gy,
    w: 820,
    h: 280,
    roofH: 150,
    wall: K.brickDark,
    roof: K.s9,
    trim: K.s4,
    winFill: K.lamp,
    windows: [
      [430, 60, 90, 100],
      [640, 60, 90, 100],
    ],
    door: [560, 60, 140, K.s9],
    garage: { gx: 40, gw: 340, gh: 190, style: 'long', fill: K.s3, line: K.s5 },
  });
  b += P([370, gy, 710, gy, 820, H, 250, H], K.s7);
  b += van(480, gy + 95, 360, { body: K.s2, glass: K.s7 });
  return svg(W, H, images.heroAbout.alt, b, dusk);
};

scenes.heroContact = (W, H) => {
  const gy = 740;
  let b = duskSky(W, H);
  b += R(0, gy, W, H - gy, K.s9);
  b += St(`M0 ${gy + 80}H${W}`, K.s5, 6, 'stroke-dasharray="60 40"');
  b += darkHouse(120, gy, 420, 240, {
    roofH: 120,
    windows: [[300, 50, 80, 80]],
    garage: { gx: 40, gw: 220, gh: 160, fill: K.s4, line: K.s6 },
  });
  b += darkHouse(1120, gy, 400, 230, {
    roofH: 120,
    windows: [[40, 50, 80, 80]],
    garage: { gx: 150, gw: 210, gh: 150, fill: K.s4, line: K.s6 },
  });
  b += van(600, gy + 60, 420, { body: K.s2 });
  // phone
  b += R(760, 180, 150, 270, K.s9, 'rx="24" stroke="#94a3b8" stroke-width="6"');
  b += R(780, 215, 110, 190, K.s6);
  b += Ci(835, 360, 26, K.red) + St('M800 250h70M800 280h70M800 310h50', K.s3, 8);
  b += pin(1010, 330, 120);
  return svg(W, H, images.heroContact.alt, b, dusk);
};

scenes.heroLocations = (W, H) => {
  let b = duskSky(W, H, false);
  b += Pa(`M0 520q250-90 520-40t560-30t520 10V${H}H0z`, K.s7);
  b += Pa(`M0 620q300-70 640-20t620-10t340-20V${H}H0z`, K.s8);
  b += Pa(`M0 740q400-60 800-10t800-20V${H}H0z`, K.s9);
  b += St('M220 900C420 760 560 700 820 680S1240 600 1420 560', K.s5, 26, 'stroke-linecap="round"');
  b += St(
    'M220 900C420 760 560 700 820 680S1240 600 1420 560',
    K.s3,
    3,
    'stroke-dasharray="24 22"',
  );
  const hs = [
    [360, 720, 110],
    [560, 668, 90],
    [980, 640, 100],
    [1180, 590, 80],
    [720, 610, 70],
    [1300, 640, 90],
  ];
  for (const [x, gy, s] of hs) {
    b += darkHouse(x, gy, s, s * 0.6, {
      roofH: s * 0.35,
      windows: [[s * 0.62, s * 0.14, s * 0.22, s * 0.2]],
      garage: {
        gx: s * 0.1,
        gw: s * 0.4,
        gh: s * 0.34,
        fill: K.s4,
        line: K.s5,
        sections: 3,
        style: 'flush',
      },
    });
  }
  for (const x of [80, 180, 1500, 1420, 860]) b += pine(x, 560 + (x % 7) * 10, 150, K.s9);
  b += pin(1420, 530, 120) + pin(300, 800, 120);
  return svg(W, H, images.heroLocations.alt, b, dusk);
};

scenes.heroGallery = (W, H) => {
  let b = R(0, 0, W, H, K.s9) + R(0, 760, W, 140, K.navy);
  const items = [
    ['carriage', K.wood, K.woodDark, K.sand],
    ['raised', K.s2, K.s5, K.s6],
    ['glass', K.navy, K.s6, K.s7],
  ];
  items.forEach(([style, fill, line, wall], i) => {
    const x = 90 + i * 500;
    b += El(x + 210, 230, 220, 170, 'url(#g)');
    b += R(x, 300, 420, 460, wall);
    b += P([x - 20, 300, x + 210, 200, x + 440, 300], K.s7);
    b += door(x + 40, 380, 340, 380, {
      style,
      fill,
      line,
      win: true,
      winFill: style === 'glass' ? K.s5 : K.s7,
    });
  });
  return svg(W, H, images.heroGallery.alt, b, glow);
};

scenes.heroFaqs = (W, H) => {
  let b = R(0, 0, W, H, K.s8);
  b += P([0, 0, W, 0, W - 200, 160, 200, 160], K.s9);
  b += R(0, 760, W, 140, K.s7);
  // opening with dusk outside
  b += R(330, 300, 940, 460, 'url(#s)');
  b += pine(520, 760, 200, K.navy) + tree(1100, 760, 180, K.navy, K.navy);
  // door partly open
  b += door(330, 300, 940, 200, { style: 'raised', fill: K.s4, line: K.s6, sections: 2 });
  b += St('M330 300V760M1270 300V760', K.s5, 14);
  // torsion spring
  b +=
    St('M300 250H1300', K.s5, 8) +
    coil(560, 780, 250, 16, K.s3, 5) +
    coil(820, 1040, 250, 16, K.s3, 5);
  b += drum(330, 250, 26, K.s4) + drum(1270, 250, 26, K.s4);
  b += opener(730, 120, 140, 800 - 470, { body: K.s3, light: K.lamp });
  b += St('M800 180V300', K.s5, 6);
  b += El(800, 560, 280, 160, 'url(#g)');
  return svg(W, H, images.heroFaqs.alt, b, dusk + glow);
};

function street(W, H, gy) {
  return duskSky(W, H) + streetHouses(W, H, gy);
}

function streetHouses(W, H, gy, which = [0, 1, 2, 3]) {
  let b = R(0, gy, W, H - gy, K.s9) + R(0, gy, W, 24, K.s6);
  const specs = [
    [60, 300, 200, 'raised'],
    [420, 380, 240, 'carriage'],
    [860, 320, 210, 'long'],
    [1240, 320, 220, 'raised'],
  ];
  for (const [x, w, h, style] of which.map((i) => specs[i])) {
    b += darkHouse(x, gy, w, h, {
      roofH: h * 0.55,
      windows: [[w * 0.68, h * 0.18, w * 0.2, h * 0.28]],
      garage: {
        gx: w * 0.07,
        gw: w * 0.52,
        gh: h * 0.6,
        style,
        fill: style === 'carriage' ? K.wood : K.s3,
        line: style === 'carriage' ? K.woodDark : K.s5,
      },
    });
  }
  b +=
    tree(360, gy, 170, K.s9, K.navy) +
    tree(820, gy, 150, K.s9, K.navy) +
    tree(1200, gy, 160, K.s9, K.navy) +
    tree(1590, gy, 150, K.s9, K.navy);
  return b;
}

scenes.heroGeneric = (W, H) => svg(W, H, images.heroGeneric.alt, street(W, H, 700), dusk);

scenes.heroInstallation = (W, H) => {
  const gy = 760;
  let b = duskSky(W, H, false);
  b += darkHouse(360, gy, 880, 330, {
    roofH: 170,
    windows: [[640, 60, 100, 110]],
    door: [780, 70, 150, K.red],
  });
  // opening with installed lower 3 sections, top section being lifted
  b += R(420, gy - 260, 440, 260, K.navy);
  b += door(420, gy - 195, 440, 195, { style: 'raised', fill: K.s2, line: K.s5, sections: 3 });
  b += `<g transform="rotate(-6 640 440)">${door(420, 400, 440, 65, { style: 'raised', fill: K.s2, line: K.s5, sections: 1 })}</g>`;
  // ladder
  b += St('M960 760L1020 420M1040 760L1100 420', K.s4, 10);
  let rungs = '';
  for (let i = 1; i < 8; i++) rungs += `M${960 + i * 7.5} ${760 - i * 42.5}h80`;
  b += St(rungs, K.s4, 8);
  b += R(0, gy, W, H - gy, K.s9);
  b += tree(170, gy, 230, K.s9, K.navy) + tree(1430, gy, 240, K.s9, K.navy);
  return svg(W, H, images.heroInstallation.alt, b, dusk);
};

scenes.heroRepair = (W, H) => {
  let b = R(0, 0, W, H, K.s9);
  b += door(180, 420, 1240, 480, { style: 'raised', fill: K.s6, line: K.s7 });
  b += R(120, 120, 1360, 300, K.s8);
  b += St('M140 270H1460', K.s4, 14);
  b += coil(330, 760, 270, 38, K.s3, 8, 16) + coil(840, 1270, 270, 38, K.redLight, 8, 16);
  b += R(785, 220, 30, 110, K.s5) + drum(190, 270, 60, K.s4) + drum(1410, 270, 60, K.s4);
  b += St('M790 200L700 60', K.s2, 12, 'stroke-linecap="round"');
  b += wrench(1180, 640, 380, -25, K.s3, K.s6);
  b += El(800, 270, 500, 200, 'url(#g)');
  return svg(W, H, images.heroRepair.alt, b, glow);
};

scenes.heroMaintenance = (W, H) => {
  let b = R(0, 0, W, H, K.s8);
  b += R(980, 0, 620, H, K.s9);
  // vertical + curved track
  b += St('M860 900V420Q860 200 1080 200H1600', K.s4, 46);
  b += St('M860 900V420Q860 200 1080 200H1600', K.s7, 22);
  for (const y of [800, 640, 480]) b += roller(860, y, 30, K.s2, K.s5, K.s5);
  b += roller(1160, 200, 30, K.s2, K.s5, K.s5);
  // door edge and hinges
  b += R(300, 380, 540, 520, K.s6) + St('M300 510H840M300 640H840M300 770H840', K.s7, 4);
  for (const y of [490, 620, 750]) b += hinge(720, y, 70, K.s4);
  // lubricant can
  b +=
    R(300, 160, 140, 200, K.red, 'rx="16"') +
    R(340, 110, 60, 50, K.s3) +
    St('M400 130L560 70', K.s3, 10) +
    R(310, 220, 120, 50, K.white);
  // checklist
  b += R(1240, 420, 240, 320, K.s2, 'rx="12"');
  let ticks = '';
  for (let i = 0; i < 4; i++) ticks += `M1270 ${490 + i * 60}l14 14 24-28`;
  b += St(ticks, K.red, 8) + St('M1330 500h120M1330 560h120M1330 620h100M1330 680h110', K.s5, 10);
  return svg(W, H, images.heroMaintenance.alt, b);
};

scenes.heroOpeners = (W, H) => {
  let b = R(0, 0, W, H, K.s8);
  b += R(0, 0, W, 150, K.s9);
  b += door(60, 330, 760, 570, { style: 'raised', fill: K.s6, line: K.s7 });
  b += St('M60 300H820', K.s5, 10);
  b += opener(1040, 220, 300, 90, { body: K.s2, light: K.lamp });
  b += St('M1190 150V220', K.s5, 10);
  b += El(1190, 320, 260, 120, 'url(#g)');
  // wall button + remote
  b += R(1300, 560, 70, 110, K.s2, 'rx="8"') + Ci(1335, 600, 18, K.red);
  b += `<g transform="rotate(12 1040 640)">${remote(1000, 560, 150, K.s9)}</g>`;
  b += St(
    'M1120 520a60 60 0 0 1 60 -60M1100 480a110 110 0 0 1 110 -110',
    K.s3,
    8,
    'stroke-linecap="round"',
  );
  return svg(W, H, images.heroOpeners.alt, b, glow);
};

scenes.heroParts = (W, H) => {
  let b = R(0, 0, W, H, K.s8);
  b += R(0, 0, W, H, 'url(#d)');
  b += St('M160 220H760', K.s5, 10) + coil(200, 720, 220, 40, K.s3, 8, 16);
  b += drum(980, 230, 100, K.s4);
  for (const [x, y] of [
    [200, 460],
    [400, 460],
    [600, 460],
  ])
    b += roller(x, y, 60, K.s2, K.s5, K.s5);
  b += hinge(1180, 420, 200, K.s4);
  b += St('M180 700C400 600 600 800 840 700S1200 620 1300 720', K.s4, 10);
  b += `<g transform="rotate(-10 1420 300)">${remote(1360, 160, 240, K.s9)}</g>`;
  b += R(860, 600, 420, 60, K.navy, 'rx="8"');
  return svg(
    W,
    H,
    images.heroParts.alt,
    b,
    `<pattern id="d" width="60" height="60" patternUnits="userSpaceOnUse">${Ci(30, 30, 5, K.s9)}</pattern>`,
  );
};

scenes.heroEmergency = (W, H) => {
  const gy = 760;
  let b = R(0, 0, W, H, 'url(#s)');
  b += Ci(1300, 140, 40, K.s2, 'fill-opacity=".8"');
  b += darkHouse(260, gy, 760, 300, {
    roofH: 160,
    windows: [[560, 50, 100, 100]],
    door: [470, 60, 140, K.s9],
  });
  // crooked, half-open door
  b += R(300, gy - 200, 360, 200, K.navy);
  b += `<g transform="rotate(-5 480 640)">${door(300, 560, 360, 110, { fill: K.s4, line: K.s6, sections: 2 })}</g>`;
  b += R(0, gy, W, H - gy, K.s9);
  b += van(1040, gy + 80, 440, { body: K.s2 });
  b += El(1180, gy - 160, 140, 80, 'url(#r)') + R(1160, gy - 180, 40, 20, K.redLight, 'rx="6"');
  return svg(
    W,
    H,
    images.heroEmergency.alt,
    b,
    vgrad('s', K.navy, K.s8) + rgrad('r', K.redLight, 0.7),
  );
};

scenes.heroLake = (W, H) => {
  let b = R(0, 0, W, H, 'url(#s)');
  b += Ci(360, 560, 90, '#f59e0b', 'fill-opacity=".35"');
  b += Pa('M0 540q400-60 800-20t800-20V600H0z', K.s8);
  b += R(0, 580, W, 320, K.water);
  let waves = '';
  for (let i = 0; i < 14; i++)
    waves += `M${(i * 233) % 1500} ${620 + ((i * 47) % 260)}h${60 + (i % 3) * 30}`;
  b += St(waves, K.waterLight, 4);
  const homes = [
    [700, 230],
    [1020, 260],
    [1320, 220],
  ];
  for (const [x, w] of homes) {
    b += darkHouse(x, 590, w, w * 0.75, {
      roofH: w * 0.4,
      windows: [
        [w * 0.1, w * 0.15, w * 0.25, w * 0.22],
        [w * 0.62, w * 0.15, w * 0.25, w * 0.22],
      ],
      garage: { gx: w * 0.38, gw: w * 0.5, gh: w * 0.3, fill: K.s3, line: K.s5, style: 'carriage' },
    });
  }
  b += R(980, 590, 26, 130, K.s6) + R(860, 700, 280, 18, K.s5);
  b += Pa('M1160 760h200l-30 34h-150z', K.s2) + R(1220, 730, 70, 30, K.s3);
  b += pine(600, 590, 220, K.s9) + pine(80, 560, 220, K.s9) + pine(1560, 590, 240, K.s9);
  return svg(W, H, images.heroLake.alt, b, vgrad3('s', K.navy, K.s7, '#6b4f5a', 0.7));
};

scenes.heroSkyline = (W, H) => {
  const gy = 780;
  let b = duskSky(W, H, false);
  const towers = [
    [500, 260, 90],
    [610, 170, 110],
    [740, 90, 120],
    [880, 200, 90],
    [990, 280, 110],
    [1120, 330, 80],
    [400, 350, 80],
  ];
  let lit = '';
  for (const [x, top, w] of towers) {
    b += R(x, top, w, 560 - top, K.s7);
    for (let y = top + 30; y < 540; y += 60) lit += `M${x + 18} ${y}h${w - 36}`;
  }
  b += P([740, 90, 800, 30, 860, 90], K.s7);
  b += St(lit, K.lamp, 6, 'stroke-opacity=".35" stroke-dasharray="12 14"');
  b += R(0, 540, W, 40, K.s8);
  b += streetHouses(W, H, gy, [0, 2, 3]);
  return svg(W, H, images.heroSkyline.alt, b, dusk);
};

scenes.heroTown = (W, H) => {
  const gy = 760;
  let b = duskSky(W, H);
  const blocks = [
    [80, 260, 300],
    [360, 220, 240],
    [600, 280, 260],
    [1000, 240, 280],
    [1280, 300, 240],
  ];
  let lit = '';
  for (const [x, w, h] of blocks) {
    b += R(x, gy - h, w, h, K.s7) + R(x - 6, gy - h - 16, w + 12, 16, K.s9);
    for (let i = 0; i < Math.floor(w / 70); i++) {
      lit += `M${x + 30 + i * 70} ${gy - h + 50}v50`;
      lit += `M${x + 30 + i * 70} ${gy - h + 140}v40`;
    }
    b += R(x + 20, gy - 90, w - 40, 90, K.s6) + R(x + 20, gy - 110, w - 40, 14, K.red);
  }
  b += St(lit, K.lamp, 36, 'stroke-opacity=".55"');
  // clock tower
  b += R(860, 200, 140, gy - 200, K.s6) + P([840, 200, 930, 80, 1020, 200], K.s9);
  b += Ci(930, 290, 44, K.s2) + St('M930 290v-30M930 290h22', K.s9, 6);
  b += R(0, gy, W, H - gy, K.s9) + St(`M0 ${gy + 70}H${W}`, K.s5, 6, 'stroke-dasharray="60 40"');
  for (const x of [320, 560, 1240])
    b += R(x, gy - 120, 8, 120, K.s4) + Ci(x + 4, gy - 124, 14, K.lamp);
  return svg(W, H, images.heroTown.alt, b, dusk);
};

scenes.heroSuburb = (W, H) => {
  const gy = 740;
  let b = duskSky(W, H);
  const one = darkHouse(0, gy, 360, 300, {
    roofH: 140,
    windows: [
      [40, 40, 80, 80],
      [240, 40, 80, 80],
      [260, 170, 60, 60],
    ],
    garage: { gx: 30, gw: 210, gh: 120, fill: K.s3, line: K.s5 },
  });
  for (const x of [40, 470, 900, 1330]) b += `<use href="#h" x="${x}"/>`;
  b += R(0, gy, W, H - gy, K.s8) + R(0, gy + 60, W, 100, K.s9);
  for (const x of [440, 870, 1300]) b += tree(x, gy + 20, 110, K.s9, K.navy);
  return svg(W, H, images.heroSuburb.alt, b, dusk + `<g id="h">${one}</g>`);
};

// ------------------------------------------------------------------ cards (800x600, light)

const light = vgrad('l', K.sky, K.cream);

scenes.cardInstallation = (W, H) => {
  const gy = 520;
  let b = R(0, 0, W, H, 'url(#l)');
  b += R(0, gy, W, H - gy, K.grass);
  b += house({
    x: 110,
    gy,
    w: 580,
    h: 260,
    roofH: 130,
    wall: K.brick,
    roof: K.s7,
    trim: K.white,
    winFill: K.s6,
    windows: [[470, 50, 80, 80]],
    garage: { gx: 50, gw: 360, gh: 200, style: 'raised', fill: K.pure, line: K.s4 },
  });
  b += P([150, gy, 480, gy, 560, H, 80, H], K.s3);
  b += tree(60, gy, 140) + tree(750, gy, 120);
  return svg(W, H, images.cardInstallation.alt, b, light);
};

scenes.cardRepair = (W, H) => {
  let b = R(0, 0, W, H, K.cream);
  b += door(60, 330, 680, 270, { fill: K.pure, line: K.s4, sections: 2 });
  b += R(40, 180, 720, 150, K.sand);
  b +=
    St('M50 250H750', K.s5, 10) +
    coil(140, 380, 250, 26, K.s6, 6, 12) +
    coil(420, 660, 250, 26, K.red, 6, 12);
  b += R(390, 210, 20, 80, K.s6) + drum(70, 250, 34, K.s5) + drum(730, 250, 34, K.s5);
  b += St('M400 215L350 120', K.s7, 10, 'stroke-linecap="round"');
  b += wrench(240, 110, 220, -15, K.s6, K.cream);
  return svg(W, H, images.cardRepair.alt, b);
};

scenes.cardMaintenance = (W, H) => {
  let b = R(0, 0, W, H, K.cream);
  b +=
    St('M330 600V260Q330 120 470 120H800', K.s4, 34) +
    St('M330 600V260Q330 120 470 120H800', K.s6, 14);
  for (const y of [520, 400, 280]) b += roller(330, y, 24, K.pure, K.s5, K.s5);
  b +=
    R(60, 250, 240, 350, K.pure, 'stroke="#94a3b8" stroke-width="3"') +
    St('M60 370H300M60 490H300', K.s4, 3);
  b += hinge(220, 350, 60, K.s5) + hinge(220, 470, 60, K.s5);
  b +=
    R(90, 80, 100, 140, K.red, 'rx="12"') +
    R(118, 50, 44, 34, K.s4) +
    St('M162 64L270 20', K.s4, 7) +
    R(98, 120, 84, 36, K.white);
  b += R(520, 260, 220, 280, K.pure, 'rx="10" stroke="#cbd5e1" stroke-width="3"');
  let ticks = '';
  for (let i = 0; i < 4; i++) ticks += `M545 ${315 + i * 55}l12 12 20-24`;
  b += St(ticks, K.red, 7) + St('M595 320h120M595 375h120M595 430h100M595 485h110', K.s4, 9);
  return svg(W, H, images.cardMaintenance.alt, b);
};

scenes.cardOpeners = (W, H) => {
  let b = R(0, 0, W, H, K.cream) + R(0, 0, W, 90, K.sand);
  b += door(40, 300, 380, 300, { fill: K.pure, line: K.s4, sections: 3 });
  b += opener(480, 160, 220, 60, { body: K.pure, light: K.lampSoft });
  b += St('M590 90V160', K.s5, 8) + St('M40 280H420', K.s5, 6);
  b += `<g transform="rotate(10 600 430)">${remote(560, 360, 130, K.s7)}</g>`;
  b += St(
    'M680 360a40 40 0 0 1 40-40M670 330a80 80 0 0 1 80-80',
    K.red,
    7,
    'stroke-linecap="round"',
  );
  return svg(W, H, images.cardOpeners.alt, b);
};

scenes.cardParts = (W, H) => {
  let b = R(0, 0, W, H, K.cream);
  b += St('M80 130H720', K.s5, 8) + coil(110, 690, 130, 34, K.s6, 6, 12);
  b += drum(160, 380, 90, K.s5);
  b += roller(330, 330, 40, K.pure, K.s5, K.s6) + roller(330, 450, 40, K.pure, K.s5, K.s6);
  b += hinge(540, 320, 150, K.s5);
  b += St('M80 540C220 480 330 580 470 540S650 500 730 550', K.s6, 7);
  b += `<g transform="rotate(-12 700 430)">${remote(660, 360, 110, K.red)}</g>`;
  return svg(W, H, images.cardParts.alt, b);
};

scenes.cardEmergency = (W, H) => {
  const gy = 560;
  let b = R(0, 0, W, H, K.s2);
  b += R(60, 160, 680, 400, K.white) + P([30, 160, 400, 40, 770, 160], K.s7);
  b += R(140, 240, 520, 320, K.s9);
  b += `<g transform="rotate(-6 400 330)">${door(140, 240, 520, 180, { fill: K.pure, line: K.s4, sections: 2 })}</g>`;
  b += R(0, gy, W, H - gy, K.s4);
  b +=
    Ci(610, 170, 110, K.red, 'stroke="#faf7f2" stroke-width="10"') +
    T(610, 200, 84, K.white, '24/7');
  return svg(W, H, images.cardEmergency.alt, b);
};

// ------------------------------------------------------------------ home / about

scenes.homeWelcome = (W, H) => {
  const gy = 520;
  let b = R(0, 0, W, H, 'url(#l)') + R(0, gy, W, H - gy, K.grass);
  b += house({
    x: 300,
    gy,
    w: 440,
    h: 230,
    roofH: 120,
    wall: K.white,
    roof: K.s7,
    winFill: K.s6,
    trim: K.pure,
    windows: [[330, 40, 70, 70]],
    door: [320, 40, 100, K.red],
    garage: { gx: 30, gw: 250, gh: 160, fill: K.pure, line: K.s4, style: 'carriage', win: true },
  });
  b += P([330, gy, 580, gy, 620, H, 290, H], K.s3);
  b += van(40, gy + 60, 300);
  b += person(520, gy + 60, 150, K.red) + person(620, gy + 60, 165, K.s7);
  b += tree(760, gy, 90);
  return svg(W, H, images.homeWelcome.alt, b, light);
};

scenes.aboutFamily = (W, H) => {
  const gy = 540;
  let b = R(0, 0, W, H, 'url(#l)') + R(0, gy, W, H - gy, K.s3);
  b += R(0, 120, W, gy - 120, K.sand) + R(0, 100, W, 30, K.s7);
  b += door(430, 230, 330, 310, { fill: K.pure, line: K.s4, win: true });
  b += van(20, gy + 30, 340);
  b += person(420, gy + 30, 210, K.red) + person(520, gy + 30, 190, K.s7);
  return svg(W, H, images.aboutFamily.alt, b, light);
};

scenes.aboutWorkshop = (W, H) => {
  let b = R(0, 0, W, H, K.sand) + R(0, 520, W, 80, K.s4);
  let shelves = '';
  for (const y of [180, 340, 500]) shelves += `M40 ${y}H760`;
  b += St('M50 60V520M750 60V520', K.s6, 12) + St(shelves, K.s6, 12);
  b += coil(70, 330, 140, 22, K.s6, 5, 10) + coil(70, 330, 84, 22, K.red, 5, 10);
  for (let i = 0; i < 5; i++)
    b += Ci(400 + i * 60, 150, 24, K.pure, 'stroke="#64748b" stroke-width="6"');
  b +=
    R(80, 250, 150, 80, K.s2, 'rx="8"') +
    R(250, 250, 150, 80, K.s2, 'rx="8"') +
    R(90, 310, 130, 12, K.lampSoft) +
    R(260, 310, 130, 12, K.lampSoft);
  b += drum(480, 290, 44, K.s5) + drum(600, 290, 44, K.s5) + hinge(660, 270, 60, K.s5);
  for (let i = 0; i < 4; i++)
    b += R(80 + i * 28, 380, 22, 120, K.pure, 'stroke="#94a3b8" stroke-width="3"');
  b +=
    R(300, 400, 420, 100, K.pure, 'stroke="#94a3b8" stroke-width="3"') +
    St('M300 450H720', K.s4, 3);
  return svg(W, H, images.aboutWorkshop.alt, b);
};

// ------------------------------------------------------------------ gallery (800x600)

function facade(wall, roof = K.s7) {
  return (
    R(0, 0, 800, 600, 'url(#l)') +
    R(40, 120, 720, 430, wall) +
    P([0, 130, 400, 20, 800, 130], roof) +
    R(0, 540, 800, 60, K.s3)
  );
}

scenes.gallery01 = (W, H) => {
  let b = facade(K.sand);
  b +=
    R(110, 200, 580, 340, K.white) +
    door(130, 220, 540, 320, {
      style: 'carriage',
      fill: K.wood,
      line: K.woodDark,
      win: true,
      winFill: K.s6,
    });
  b += Ci(80, 230, 18, K.lampSoft) + Ci(720, 230, 18, K.lampSoft);
  return svg(W, H, images.gallery01.alt, b, light);
};
scenes.gallery02 = (W, H) => {
  let b = facade(K.brick);
  b +=
    R(60, 200, 680, 340, K.white) +
    door(80, 220, 640, 320, { style: 'raised', fill: K.pure, line: K.s4 });
  return svg(W, H, images.gallery02.alt, b, light);
};
scenes.gallery03 = (W, H) => {
  let b = R(0, 0, W, H, K.sand);
  b += door(40, 330, 720, 270, { fill: K.pure, line: K.s4, sections: 2 });
  b += St('M30 220H770', K.s6, 12);
  b += coil(110, 380, 220, 34, K.red, 7, 14) + coil(420, 690, 220, 34, K.red, 7, 14);
  b += R(385, 170, 30, 110, K.s6) + drum(60, 220, 44, K.s5) + drum(740, 220, 44, K.s5);
  b += St('M60 264V330M740 264V330', K.s6, 4);
  return svg(W, H, images.gallery03.alt, b);
};
scenes.gallery04 = (W, H) => {
  let b = R(0, 0, W, H, K.cream) + R(0, 0, W, 110, K.sand);
  b += St('M40 220H520', K.s6, 10);
  b += opener(460, 170, 260, 40, { body: K.pure, light: K.lampSoft });
  b += St('M590 110V170', K.s5, 8) + St('M40 238H520', K.s3, 4);
  b +=
    R(540, 330, 150, 90, K.s7, 'rx="10"') +
    R(690, 355, 14, 40, K.s7) +
    R(555, 345, 60, 60, '#16a34a') +
    R(620, 345, 55, 60, K.s5);
  b += door(40, 400, 420, 200, { fill: K.pure, line: K.s4, sections: 2 });
  return svg(W, H, images.gallery04.alt, b);
};
scenes.gallery05 = (W, H) => {
  let b =
    R(0, 0, W, H, 'url(#l)') +
    R(0, 470, W, 130, K.waterLight) +
    St('M60 520h120M300 560h160M560 510h140', K.sky, 4);
  b += R(80, 150, 640, 330, K.s9) + R(60, 130, 680, 30, K.s7) + R(520, 190, 160, 110, K.s5);
  b += door(120, 230, 380, 250, { style: 'glass', fill: K.navy, line: K.s7, winFill: '#b8c7d6' });
  return svg(W, H, images.gallery05.alt, b, light);
};
scenes.gallery06 = (W, H) => {
  let b =
    R(0, 0, W, H, 'url(#l)') + R(100, 60, 600, 490, K.white) + P([80, 70, 400, 0, 720, 70], K.s7);
  b += win(300, 100, 200, 120, K.s6, K.pure);
  b +=
    R(120, 280, 560, 270, K.pure) +
    door(140, 300, 520, 250, { style: 'raised', fill: K.pure, line: K.s4 });
  // cutaway corner showing the insulated core
  b += P([560, 300, 660, 300, 660, 400], K.lampSoft) + St('M560 300L660 400', K.s5, 4);
  b += R(0, 545, W, 55, K.s3);
  return svg(W, H, images.gallery06.alt, b, light);
};
scenes.gallery07 = (W, H) => {
  let b = R(0, 0, W, H, K.cream);
  b +=
    St('M520 600V260Q520 120 660 120H800', K.s4, 34) +
    St('M520 600V260Q520 120 660 120H800', K.s6, 14);
  b +=
    R(60, 180, 440, 420, K.pure, 'stroke="#94a3b8" stroke-width="3"') +
    St('M60 285H500M60 390H500M60 495H500', K.s4, 3);
  for (const y of [230, 335, 440, 545]) b += roller(470, y, 22, K.pure, K.red, K.s5);
  b += St('M500 590V60', K.s6, 4) + drum(520, 60, 30, K.s5);
  b += St('M200 120l40 40 80-80', '#16a34a', 16, 'stroke-linecap="round" stroke-linejoin="round"');
  return svg(W, H, images.gallery07.alt, b);
};
scenes.gallery08 = (W, H) => {
  let b = R(0, 0, W, H, 'url(#l)') + R(20, 110, 760, 440, K.s5) + R(0, 90, W, 30, K.s7);
  b +=
    R(120, 170, 560, 380, K.s7) +
    door(140, 190, 520, 360, {
      style: 'raised',
      fill: K.s2,
      line: K.s5,
      win: true,
      winFill: K.s6,
      sections: 5,
    });
  b +=
    R(100, 500, 600, 50, K.s6) +
    R(30, 150, 70, 20, K.red) +
    R(700, 150, 70, 20, K.red) +
    R(0, 550, W, 50, K.s3);
  return svg(W, H, images.gallery08.alt, b, light);
};
scenes.gallery09 = (W, H) => {
  let b = R(0, 0, W, H, K.cream) + R(0, 0, W, 60, K.sand);
  b += door(60, 220, 520, 380, { fill: K.pure, line: K.s4 });
  b += St('M40 170H620', K.s6, 10) + drum(60, 170, 30, K.s5);
  b +=
    R(600, 110, 120, 160, K.pure, 'rx="10" stroke="#94a3b8" stroke-width="4"') +
    R(615, 230, 90, 14, K.lampSoft) +
    Ci(660, 170, 30, K.s4);
  b += R(660, 380, 50, 80, K.s2, 'stroke="#64748b" stroke-width="3"') + Ci(685, 405, 12, K.red);
  return svg(W, H, images.gallery09.alt, b);
};
scenes.gallery10 = (W, H) => {
  let b = R(0, 0, W, H, K.cream) + R(0, 500, W, 100, K.s4);
  b += door(60, 80, 560, 400, { fill: K.pure, line: K.s4 });
  b += R(60, 480, 560, 20, K.navy);
  b += St('M640 600V40', K.s5, 30) + St('M640 600V40', K.s7, 10);
  for (const y of [140, 240, 340, 440]) b += roller(612, y, 20, K.pure, K.s5, K.s6);
  b +=
    R(680, 300, 80, 110, K.red, 'rx="10"') +
    R(700, 276, 40, 26, K.s4) +
    R(686, 330, 68, 30, K.white);
  return svg(W, H, images.gallery10.alt, b);
};

// ------------------------------------------------------------------ neighborhoods (1200x675, light)

function lightStreet(W, H, gy, specs, extra = '') {
  let b =
    R(0, 0, W, H, 'url(#l)') + extra + R(0, gy, W, H - gy, K.grass) + R(0, gy + 60, W, 80, K.s4);
  for (const sp of specs) b += house({ trim: K.pure, winFill: K.s6, roof: K.s7, ...sp, gy });
  return b;
}

const stdGarage = (gx, gw, gh, o = {}) => ({ gx, gw, gh, fill: K.pure, line: K.s4, ...o });

scenes.neighborhoodGeneric = (W, H) => {
  const gy = 500;
  let b = lightStreet(W, H, gy, [
    {
      x: 60,
      w: 320,
      h: 190,
      roofH: 110,
      wall: K.white,
      windows: [[220, 40, 60, 60]],
      garage: stdGarage(30, 170, 120),
    },
    {
      x: 450,
      w: 320,
      h: 200,
      roofH: 110,
      wall: K.sand,
      windows: [[30, 40, 60, 60]],
      door: [120, 40, 90, K.red],
      garage: stdGarage(190, 110, 110, { style: 'carriage' }),
    },
    {
      x: 840,
      w: 300,
      h: 180,
      roofH: 100,
      wall: K.white,
      windows: [[200, 40, 60, 60]],
      garage: stdGarage(30, 150, 110),
    },
  ]);
  b += tree(410, gy, 120) + tree(800, gy, 110) + tree(1170, gy, 100);
  return svg(W, H, images.neighborhoodGeneric.alt, b, light);
};

scenes.neighborhoodHistoric = (W, H) => {
  const gy = 500;
  let b = lightStreet(W, H, gy, [
    {
      x: 80,
      w: 360,
      h: 230,
      roofH: 130,
      wall: K.white,
      windows: [
        [40, 40, 60, 80],
        [260, 40, 60, 80],
      ],
      door: [150, 60, 100, K.red],
    },
    {
      x: 700,
      w: 340,
      h: 220,
      roofH: 120,
      wall: K.sand,
      windows: [
        [40, 40, 60, 80],
        [240, 40, 60, 80],
      ],
      door: [140, 60, 100, K.s7],
    },
  ]);
  // porches
  b +=
    R(60, gy - 110, 400, 16, K.s6) +
    St('M80 390V500M180 390V500M340 390V500M440 390V500', K.pure, 8);
  b +=
    R(680, gy - 110, 380, 16, K.s6) +
    St('M700 390V500M800 390V500M960 390V500M1040 390V500', K.pure, 8);
  // detached garage
  b += house({
    x: 480,
    gy,
    w: 170,
    h: 130,
    roofH: 60,
    wall: K.brick,
    roof: K.s7,
    trim: K.white,
    garage: stdGarage(20, 130, 100, { style: 'carriage', fill: K.wood, line: K.woodDark }),
  });
  b += tree(40, gy, 230) + tree(1130, gy, 240);
  return svg(W, H, images.neighborhoodHistoric.alt, b, light);
};

scenes.neighborhoodLake = (W, H) => {
  const gy = 420;
  let b =
    R(0, 0, W, H, 'url(#l)') +
    R(0, gy, W, 60, K.grass) +
    R(0, gy + 60, W, H - gy - 60, K.waterLight);
  b += St('M80 560h140M400 620h180M760 540h160M980 600h120', K.sky, 4);
  for (const sp of [
    {
      x: 80,
      w: 360,
      h: 200,
      roofH: 100,
      wall: K.white,
      windows: [
        [30, 40, 70, 60],
        [260, 40, 70, 60],
      ],
      garage: stdGarage(130, 110, 110, { style: 'carriage' }),
    },
    {
      x: 620,
      w: 400,
      h: 220,
      roofH: 110,
      wall: K.sand,
      windows: [
        [40, 40, 80, 70],
        [280, 40, 80, 70],
      ],
      garage: stdGarage(140, 120, 120),
    },
  ])
    b += house({ trim: K.pure, winFill: K.s6, roof: K.s7, ...sp, gy });
  b += R(480, gy + 50, 22, 120, K.woodDark) + R(380, gy + 150, 240, 14, K.wood);
  b += Pa('M640 600h160l-26 30h-110z', K.pure) + R(690, 574, 60, 26, K.s3);
  b += pine(540, gy, 200) + pine(1120, gy, 220) + pine(30, gy, 180);
  return svg(W, H, images.neighborhoodLake.alt, b, light);
};

scenes.neighborhoodCity = (W, H) => {
  const gy = 520;
  let sky = '';
  for (const [x, top, w] of [
    [120, 120, 80],
    [220, 60, 100],
    [340, 150, 80],
    [860, 100, 90],
    [970, 40, 110],
    [1100, 140, 80],
  ])
    sky += R(x, top, w, 400, K.s4);
  let b = lightStreet(W, H, gy, [], sky);
  for (let i = 0; i < 5; i++) {
    const x = 80 + i * 210;
    b += R(x, gy - 280, 200, 280, i % 2 ? K.brick : K.sand) + R(x - 4, gy - 296, 208, 18, K.s7);
    b += win(x + 30, gy - 250, 60, 70, K.s6, K.pure) + win(x + 110, gy - 250, 60, 70, K.s6, K.pure);
    b +=
      R(x + 20, gy - 156, 160, 156, K.pure) +
      door(x + 30, gy - 146, 140, 146, {
        fill: K.pure,
        line: K.s4,
        style: i % 2 ? 'carriage' : 'raised',
      });
  }
  return svg(W, H, images.neighborhoodCity.alt, b, light);
};

scenes.neighborhoodSuburb = (W, H) => {
  const gy = 500;
  const specs = [60, 440, 820].map((x, i) => ({
    x,
    w: 330,
    h: 250,
    roofH: 110,
    wall: i === 1 ? K.sand : K.white,
    windows: [
      [30, 30, 60, 60],
      [135, 30, 60, 60],
      [240, 30, 60, 60],
      [240, 150, 60, 60],
    ],
    garage: stdGarage(20, 190, 110),
  }));
  let b = lightStreet(W, H, gy, specs);
  for (const x of [410, 790, 1170]) b += tree(x, gy + 20, 80, K.greenLight);
  return svg(W, H, images.neighborhoodSuburb.alt, b, light);
};

scenes.neighborhoodRural = (W, H) => {
  const gy = 480;
  let b =
    R(0, 0, W, H, 'url(#l)') +
    Pa(`M0 380q300-80 600-30t600-20V${gy}H0z`, K.greenLight) +
    R(0, gy, W, H - gy, K.grass);
  b += house({
    x: 120,
    gy,
    w: 420,
    h: 200,
    roofH: 120,
    wall: K.white,
    roof: K.s7,
    trim: K.pure,
    winFill: K.s6,
    windows: [
      [40, 40, 70, 70],
      [300, 40, 70, 70],
    ],
    door: [170, 50, 90, K.red],
  });
  b += R(100, gy - 80, 460, 14, K.s6) + St(`M110 ${gy - 66}V${gy}M550 ${gy - 66}V${gy}`, K.pure, 8);
  b += house({
    x: 700,
    gy,
    w: 340,
    h: 190,
    roofH: 90,
    wall: K.brick,
    roof: K.s7,
    trim: K.white,
    garage: stdGarage(30, 280, 150, { style: 'long' }),
  });
  b += P([760, gy, 980, gy, 1100, H, 640, H], K.tan);
  let fence = `M0 ${gy + 60}H600M0 ${gy + 90}H600`;
  for (let x = 20; x < 600; x += 60) fence += `M${x} ${gy + 40}v70`;
  b += St(fence, K.pure, 6);
  b += tree(620, gy, 170) + tree(1130, gy, 150);
  return svg(W, H, images.neighborhoodRural.alt, b, light);
};

scenes.logoMark = (W, H) => {
  let b = R(0, 0, 64, 64, K.navy, 'rx="12"');
  b += P([8, 28, 32, 10, 56, 28], K.white);
  b += R(14, 30, 36, 26, K.red) + St('M14 36.5h36M14 43h36M14 49.5h36', K.white, 2);
  return svg(W, H, images.logoMark.alt, b);
};

for (const [name, image] of Object.entries(images)) {
  const fn = scenes[name];
  if (!fn) throw new Error(`no scene for ${name}`);
  const file = image.src.replace('/images/', '');
  const text = fn(image.width, image.height);
  writeFileSync(OUT + file, text);
  console.log(file.padEnd(40), text.length);
}
