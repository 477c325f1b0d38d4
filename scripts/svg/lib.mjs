// Tiny SVG building blocks for the default illustrations.
export const K = {
  red: '#b91c1c',
  redDark: '#7f1d1d',
  redLight: '#dc2626',
  navy: '#0f172a',
  s9: '#1e293b',
  s8: '#273449',
  s7: '#334155',
  s6: '#475569',
  s5: '#64748b',
  s4: '#94a3b8',
  s3: '#cbd5e1',
  s2: '#e2e8f0',
  white: '#faf7f2',
  pure: '#ffffff',
  cream: '#f5efe6',
  sand: '#e7dccb',
  tan: '#d6c4a8',
  wood: '#9a6b3f',
  woodDark: '#6b4423',
  green: '#4d7c57',
  greenDark: '#335c3e',
  greenLight: '#7fa37f',
  grass: '#a9c29b',
  water: '#1e3a5f',
  waterLight: '#3d6a94',
  lamp: '#fcd34d',
  lampSoft: '#fde68a',
  brick: '#9c4a3a',
  brickDark: '#6e3328',
  sky: '#dfe8ef',
};

const n = (v) => Math.round(v * 10) / 10;

export function esc(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

export function svg(w, h, title, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

const attrs = (e) => (e ? ` ${e}` : '');
export const R = (x, y, w, h, f, e = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${f}"${attrs(e)}/>`;
export const P = (pts, f, e = '') =>
  `<polygon points="${pts.map(n).join(' ')}" fill="${f}"${attrs(e)}/>`;
export const Ci = (cx, cy, r, f, e = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${f}"${attrs(e)}/>`;
export const El = (cx, cy, rx, ry, f, e = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${f}"${attrs(e)}/>`;
export const Pa = (d, f, e = '') => `<path d="${d}" fill="${f}"${attrs(e)}/>`;
export const St = (d, color, w = 2, e = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}"${attrs(e)}/>`;
export const T = (x, y, size, f, text, e = '') =>
  `<text x="${n(x)}" y="${n(y)}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="${f}" text-anchor="middle"${attrs(e)}>${esc(text)}</text>`;

export const vgrad = (id, top, bottom) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
export const vgrad3 = (id, a, b, c, mid = 0.6) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="${mid}" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>`;
export const rgrad = (id, color, opacity = 0.6) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

/** A sectional garage door. */
export function door(x, y, w, h, o = {}) {
  const {
    style = 'raised',
    fill = K.pure,
    line = K.s4,
    win = false,
    winFill = K.s7,
    sections = 4,
  } = o;
  const sh = h / sections;
  let out = R(x, y, w, h, fill, `stroke="${line}" stroke-width="2"`);
  let d = '';
  for (let i = 1; i < sections; i++) d += `M${n(x)} ${n(y + sh * i)}h${n(w)}`;
  let panels = '';
  let wins = '';
  if (style === 'raised' || style === 'long') {
    const cols =
      style === 'long'
        ? Math.max(1, Math.round(w / (sh * 4)))
        : Math.max(2, Math.round(w / (sh * 1.7)));
    const pw = w / cols;
    for (let i = 0; i < sections; i++) {
      for (let j = 0; j < cols; j++) {
        const px = x + pw * j + pw * 0.1;
        const py = y + sh * i + sh * 0.18;
        const ww = pw * 0.8;
        const hh = sh * 0.64;
        if (win && i === 0) wins += R(px, py, ww, hh, winFill);
        else panels += `M${n(px)} ${n(py)}h${n(ww)}v${n(hh)}h${n(-ww)}z`;
      }
    }
  } else if (style === 'carriage') {
    const planks = 8;
    for (let j = 1; j < planks; j++) d += `M${n(x + (w * j) / planks)} ${n(y)}v${n(h)}`;
    const half = w / 2;
    if (win) {
      for (let side = 0; side < 2; side++) {
        for (let j = 0; j < 3; j++) {
          const wx = x + side * half + half * 0.08 + (half * 0.84 * j) / 3;
          wins += R(wx + 3, y + sh * 0.2, (half * 0.84) / 3 - 6, sh * 0.6, winFill);
        }
      }
    }
    out += `<path d="M${n(x + half)} ${n(y)}v${n(h)}" stroke="${line}" stroke-width="4"/>`;
    // strap hinges and handles
    const hy = [y + sh * 1.5, y + sh * (sections - 0.5)];
    let hinges = '';
    for (const yy of hy) {
      hinges += `M${n(x + 6)} ${n(yy)}h${n(w * 0.14)}M${n(x + w - 6)} ${n(yy)}h${n(-w * 0.14)}`;
    }
    hinges += `M${n(x + half - 14)} ${n(y + h * 0.55)}v18M${n(x + half + 14)} ${n(y + h * 0.55)}v18`;
    out += St(hinges, K.navy, 5, 'stroke-linecap="round"');
  } else if (style === 'glass') {
    const cols = Math.max(3, Math.round(w / (sh * 1.4)));
    const pw = w / cols;
    for (let i = 0; i < sections; i++)
      for (let j = 0; j < cols; j++)
        wins += R(x + pw * j + 5, y + sh * i + 5, pw - 10, sh - 10, winFill);
  } else if (style === 'ribbed') {
    for (let i = 0; i < sections * 3; i++) d += `M${n(x)} ${n(y + (sh / 3) * i)}h${n(w)}`;
  }
  out += St(d, line, 2);
  if (panels) out += St(panels, line, 2);
  if (wins) out += wins;
  return out;
}

/** A window with a cross mullion. */
export function win(x, y, w, h, fill, frame = K.pure, fw = 3) {
  return (
    R(x, y, w, h, fill, `stroke="${frame}" stroke-width="${fw}"`) +
    St(`M${n(x + w / 2)} ${n(y)}v${n(h)}M${n(x)} ${n(y + h / 2)}h${n(w)}`, frame, fw)
  );
}

/** A gabled house with an attached garage. */
export function house(o) {
  const {
    x,
    gy,
    w,
    h,
    roofH = h * 0.45,
    wall = K.white,
    roof = K.s7,
    trim = K.pure,
    garage = null,
    door: frontDoor = null,
    windows = [],
    winFill = K.s6,
    chimney = false,
    overhang = 14,
  } = o;
  let s = '';
  if (chimney) s += R(x + w * 0.72, gy - h - roofH * 0.9, w * 0.07, roofH * 0.7, roof);
  s += R(x, gy - h, w, h, wall);
  s += P([x - overhang, gy - h, x + w / 2, gy - h - roofH, x + w + overhang, gy - h], roof);
  for (const [wx, wy, ww, wh] of windows) s += win(x + wx, gy - h + wy, ww, wh, winFill, trim);
  if (frontDoor) {
    const [dx, dw, dh, df] = frontDoor;
    s += R(x + dx, gy - dh, dw, dh, df, `stroke="${trim}" stroke-width="3"`);
    s += Ci(x + dx + dw * 0.8, gy - dh / 2, 2.5, K.lampSoft);
  }
  if (garage) {
    const { gx, gw, gh, ...rest } = garage;
    s += R(x + gx - 6, gy - gh - 6, gw + 12, gh + 6, trim);
    s += door(x + gx, gy - gh, gw, gh, rest);
  }
  return s;
}

/** A broadleaf tree. */
export function tree(x, gy, s, c = K.green, trunk = K.woodDark) {
  return (
    R(x - s * 0.07, gy - s * 0.9, s * 0.14, s * 0.9, trunk) +
    Ci(x, gy - s * 1.1, s * 0.42, c) +
    Ci(x - s * 0.3, gy - s * 0.85, s * 0.3, c) +
    Ci(x + s * 0.32, gy - s * 0.88, s * 0.32, c)
  );
}

/** A pine tree. */
export function pine(x, gy, s, c = K.greenDark) {
  return (
    R(x - s * 0.05, gy - s * 0.25, s * 0.1, s * 0.25, K.woodDark) +
    P([x - s * 0.35, gy - s * 0.2, x, gy - s * 1.3, x + s * 0.35, gy - s * 0.2], c)
  );
}

/** A service van facing right; s = length. */
export function van(x, gy, s, o = {}) {
  const { body = K.white, stripe = K.red, glass = K.s7, wheel = K.navy } = o;
  const h = s * 0.42;
  const top = gy - s * 0.08 - h;
  let out = Pa(
    `M${n(x)} ${n(gy - s * 0.08)}V${n(top + 6)}q0-6 6-6H${n(x + s * 0.72)}l${n(s * 0.2)} ${n(h * 0.45)}q${n(s * 0.08)} 4 ${n(s * 0.08)} ${n(h * 0.15)}V${n(gy - s * 0.08)}z`,
    body,
  );
  out += P(
    [x + s * 0.74, top + h * 0.08, x + s * 0.88, top + h * 0.42, x + s * 0.74, top + h * 0.42],
    glass,
  );
  out += R(x, top + h * 0.55, s, h * 0.12, stripe);
  out += R(x + s * 0.12, top + h * 0.18, s * 0.34, h * 0.18, stripe);
  out +=
    Ci(x + s * 0.2, gy - s * 0.08, s * 0.08, wheel) +
    Ci(x + s * 0.2, gy - s * 0.08, s * 0.035, K.s4);
  out +=
    Ci(x + s * 0.8, gy - s * 0.08, s * 0.08, wheel) +
    Ci(x + s * 0.8, gy - s * 0.08, s * 0.035, K.s4);
  return out;
}

/** A torsion spring (coil) from x1 to x2 at height y, radius r. */
export function coil(x1, x2, y, r, color = K.s5, w = 4, pitch = 9) {
  let d = `M${n(x1)} ${n(y - r)}`;
  const turns = Math.floor((x2 - x1) / pitch);
  for (let i = 0; i < turns; i++) d += `l${n(pitch / 2)} ${n(2 * r)}l${n(pitch / 2)} ${n(-2 * r)}`;
  return St(d, color, w, 'stroke-linejoin="round"');
}

/** An open-end wrench, rotated by angle; bg fills the jaw opening. */
export function wrench(cx, cy, len, angle, color = K.s5, bg = K.white) {
  const hw = len * 0.055;
  const hx = cx + len * 0.4;
  return `<g transform="rotate(${angle} ${n(cx)} ${n(cy)})">${R(cx - len / 2, cy - hw, len * 0.85, hw * 2, color, `rx="${n(hw)}"`)}${Ci(hx, cy, len * 0.12, color)}${R(hx, cy - hw * 0.9, len * 0.14, hw * 1.8, bg)}${Ci(cx - len / 2 + hw * 1.5, cy, hw * 0.6, bg)}</g>`;
}

/** An opener motor unit (box) with a rail going left. */
export function opener(x, y, s, railTo, o = {}) {
  const { body = K.s2, light = K.lampSoft, rail = K.s5, accent = K.red } = o;
  let out = St(`M${n(railTo)} ${n(y + s * 0.2)}H${n(x)}`, rail, s * 0.08);
  out += R(x, y, s, s * 0.5, body, `rx="${n(s * 0.06)}"`);
  out += R(x + s * 0.1, y + s * 0.36, s * 0.8, s * 0.1, light);
  out += R(x, y + s * 0.06, s * 0.05, s * 0.26, accent);
  return out;
}

/** A handheld remote. */
export function remote(x, y, s, body = K.s7) {
  return (
    R(x, y, s * 0.5, s, body, `rx="${n(s * 0.12)}"`) +
    Ci(x + s * 0.25, y + s * 0.28, s * 0.11, K.red) +
    Ci(x + s * 0.25, y + s * 0.58, s * 0.08, K.s4) +
    Ci(x + s * 0.25, y + s * 0.8, s * 0.08, K.s4)
  );
}

/** A roller: wheel on a stem. */
export function roller(cx, cy, r, wheel = K.pure, hub = K.s5, stem = K.s6) {
  return (
    R(cx, cy - r * 0.18, r * 2.6, r * 0.36, stem) +
    Ci(cx, cy, r, wheel, `stroke="${hub}" stroke-width="${n(r * 0.25)}"`) +
    Ci(cx, cy, r * 0.3, hub)
  );
}

/** A hinge plate. */
export function hinge(x, y, s, c = K.s5) {
  return (
    R(x, y, s, s * 0.6, c, `rx="${n(s * 0.06)}"`) +
    Ci(x + s * 0.2, y + s * 0.3, s * 0.07, K.s2) +
    Ci(x + s * 0.8, y + s * 0.3, s * 0.07, K.s2) +
    R(x + s * 0.42, y - s * 0.1, s * 0.16, s * 0.8, K.s6)
  );
}

/** A cable drum. */
export function drum(cx, cy, r, c = K.s5) {
  return (
    Ci(cx, cy, r, c) +
    Ci(cx, cy, r * 0.7, K.s3) +
    St(
      `M${n(cx - r * 0.7)} ${n(cy)}h${n(r * 1.4)}M${n(cx)} ${n(cy - r * 0.7)}v${n(r * 1.4)}`,
      c,
      r * 0.12,
    ) +
    Ci(cx, cy, r * 0.22, c)
  );
}

/** A map pin. */
export function pin(x, y, s, c = K.red) {
  return (
    Pa(
      `M${n(x)} ${n(y)}c${n(-s * 0.1)} ${n(-s * 0.4)} ${n(-s * 0.5)} ${n(-s * 0.55)} ${n(-s * 0.5)} ${n(-s * 0.95)}a${n(s * 0.5)} ${n(s * 0.5)} 0 1 1 ${n(s)} 0c0 ${n(s * 0.4)} ${n(-s * 0.4)} ${n(s * 0.55)} ${n(-s * 0.5)} ${n(s * 0.95)}z`,
      c,
    ) + Ci(x, y - s * 0.95, s * 0.2, K.white)
  );
}

/** Simple person: head + body. */
export function person(x, gy, s, shirt = K.red, skin = '#e0b48c', pants = K.s7) {
  return (
    R(x - s * 0.13, gy - s * 0.45, s * 0.11, s * 0.45, pants) +
    R(x + s * 0.02, gy - s * 0.45, s * 0.11, s * 0.45, pants) +
    R(x - s * 0.17, gy - s * 0.85, s * 0.34, s * 0.45, shirt, `rx="${n(s * 0.08)}"`) +
    Ci(x, gy - s * 0.95, s * 0.11, skin) +
    R(x - s * 0.13, gy - s * 1.07, s * 0.26, s * 0.07, K.s7, `rx="${n(s * 0.03)}"`)
  );
}
