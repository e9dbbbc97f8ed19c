/** What lies on the table around the dish: loose ingredients, cutlery, a napkin and a drink. */
import { type SeedDish } from '../../../functions/src/catalogue/seed/menu-types.ts';
import { lighten, luminance, shade, vary } from './palette.ts';
import { type Rng } from './random.ts';
import { type Pt, type Svg, TAU, blob, f, leafPath, roundedRectPath } from './svg.ts';

export function chili(svg: Svg, x: number, y: number, rot: number, len: number, color = '#c8261a'): string {
  const w = len * 0.22;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<path d="M0 ${f(w * 0.6)}C${f(len * 0.3)} ${f(w * 1.9)} ${f(len * 0.8)} ${f(w * 1.4)} ${f(len)} ${f(w * 2.2)}C${f(len * 0.75)} ${f(w * 0.7)} ${f(len * 0.35)} ${f(-w * 0.2)} 0 ${f(-w * 0.4)}Z" transform="translate(4 6)" fill="#140a04" opacity=".3" filter="${svg.blur(3)}"/>` +
    `<path d="M0 ${f(w * 0.6)}C${f(len * 0.3)} ${f(w * 1.9)} ${f(len * 0.8)} ${f(w * 1.4)} ${f(len)} ${f(w * 2.2)}C${f(len * 0.75)} ${f(w * 0.7)} ${f(len * 0.35)} ${f(-w * 0.2)} 0 ${f(-w * 0.4)}Z" fill="${svg.linear(
      [
        [0, lighten(color, 0.2)],
        [0.5, color],
        [1, shade(color, 0.35)],
      ],
      0,
      0,
      0,
      1,
    )}"/>` +
    `<path d="M${f(len * 0.1)} ${f(w * 0.05)}C${f(len * 0.4)} ${f(w * 0.5)} ${f(len * 0.7)} ${f(w * 0.8)} ${f(len * 0.9)} ${f(w * 1.7)}" stroke="#fff" stroke-width="${f(w * 0.22)}" fill="none" opacity=".45" stroke-linecap="round"/>` +
    `<path d="M${f(-w * 0.2)} ${f(-w * 0.6)}Q${f(w * 0.3)} 0 ${f(-w * 0.1)} ${f(w * 0.8)}Q${f(-w * 0.6)} ${f(w * 0.2)} ${f(-w * 0.2)} ${f(-w * 0.6)}Z" fill="#3f6b22"/>` +
    `<path d="M${f(-w * 0.3)} ${f(w * 0.1)}q${f(-w * 0.8)} ${f(-w * 0.2)} ${f(-w * 1.3)} ${f(-w * 1.1)}" stroke="#4f7a2a" stroke-width="${f(w * 0.3)}" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
}

export function herbSprig(svg: Svg, rng: Rng, x: number, y: number, rot: number, len: number, color = '#3f7a2e'): string {
  let out = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">`;
  out += `<path d="M0 0Q${f(len * 0.5)} ${f(len * 0.05)} ${f(len)} 0" stroke="${shade(color, 0.2)}" stroke-width="${f(len * 0.02)}" fill="none"/>`;
  for (let i = 0; i < 7; i++) {
    const t = 0.15 + (i / 7) * 0.85;
    const side = i % 2 ? 1 : -1;
    const l = len * rng.range(0.2, 0.3);
    const c = vary(rng, color, 0.12);
    out += `<g transform="translate(${f(len * t)} 0) rotate(${f(side * rng.range(35, 60))})"><path d="${leafPath(l, l * 0.4)}" transform="translate(2 3)" fill="#140a04" opacity=".25"/><path d="${leafPath(l, l * 0.4)}" fill="${c}"/><path d="M${f(l * 0.1)} 0L${f(l * 0.85)} 0" stroke="${lighten(c, 0.35)}" stroke-width="${f(l * 0.04)}"/></g>`;
  }
  return out + '</g>';
}

export function spicePile(svg: Svg, rng: Rng, x: number, y: number, r: number, color: string): string {
  // a little heap of ground spice on the table, with loose grains around it
  let out = `<path d="${blob(rng, x + 2, y + 3, r * 1.05, 14, 0.22)}" fill="#140a04" opacity=".18"/>`;
  out += `<path d="${blob(rng, x, y, r, 14, 0.22)}" fill="${svg.radial(
    [
      [0, lighten(color, 0.18)],
      [0.5, color],
      [1, color, 0.6],
    ],
    0.45,
    0.42,
    0.58,
  )}"/>`;
  out += `<path d="${blob(rng, x - r * 0.12, y - r * 0.12, r * 0.45, 9, 0.2)}" fill="${lighten(color, 0.2)}" opacity=".5"/>`;
  for (const [tone, n, spread] of [
    [shade(color, 0.35), 70, 1],
    [lighten(color, 0.25), 50, 0.9],
    [color, 60, 1.6],
  ] as const) {
    out += `<g fill="${tone}">`;
    for (let i = 0; i < n; i++) {
      const a = rng.next() * TAU;
      const d = r * Math.sqrt(rng.next()) * spread;
      out += `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y + Math.sin(a) * d)}" r="${f(rng.range(0.5, 1.4))}" opacity="${f(rng.range(0.5, 0.9))}"/>`;
    }
    out += '</g>';
  }
  return out;
}

export function cinnamon(svg: Svg, x: number, y: number, rot: number, len: number): string {
  const w = len * 0.14;
  let out = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">`;
  for (const dy of [0, w * 1.15]) {
    out += `<rect x="3" y="${f(dy + 5)}" width="${f(len)}" height="${f(w)}" rx="${f(w * 0.4)}" fill="#140a04" opacity=".3" filter="${svg.blur(3)}"/>`;
    out += `<rect y="${f(dy)}" width="${f(len)}" height="${f(w)}" rx="${f(w * 0.4)}" fill="${svg.linear([
      [0, '#b4693a'],
      [0.5, '#8a4a22'],
      [1, '#5e2f14'],
    ])}"/>`;
    out += `<path d="M${f(len * 0.05)} ${f(dy + w * 0.35)}H${f(len * 0.95)}" stroke="#c98a55" stroke-width="${f(w * 0.12)}" opacity=".6"/>`;
    out += `<ellipse cx="${f(len)}" cy="${f(dy + w / 2)}" rx="${f(w * 0.2)}" ry="${f(w / 2)}" fill="#6a3418"/>`;
  }
  return out + '</g>';
}

export function lemonWedge(svg: Svg, x: number, y: number, rot: number, r: number, color = '#f2d06b', blurred = true): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<path d="M${f(-r)} 0A${f(r)} ${f(r)} 0 0 0 ${f(r)} 0Z" transform="translate(3 5)" fill="#140a04" opacity=".3"${blurred ? ` filter="${svg.blur(3)}"` : ''}/>` +
    `<path d="M${f(-r)} 0A${f(r)} ${f(r)} 0 0 0 ${f(r)} 0Z" fill="${shade(color, 0.05)}"/>` +
    `<path d="M${f(-r * 0.86)} 0A${f(r * 0.86)} ${f(r * 0.86)} 0 0 0 ${f(r * 0.86)} 0Z" fill="${lighten(color, 0.55)}"/>` +
    `<path d="M${f(-r * 0.78)} 0A${f(r * 0.78)} ${f(r * 0.78)} 0 0 0 ${f(r * 0.78)} 0Z" fill="${lighten(color, 0.2)}"/>` +
    [30, 60, 90, 120, 150]
      .map(
        (a) =>
          `<path d="M0 0L${f(Math.cos((a * Math.PI) / 180) * r * 0.78)} ${f(Math.sin((a * Math.PI) / 180) * r * 0.78)}" stroke="${lighten(color, 0.6)}" stroke-width="${f(r * 0.05)}"/>`,
      )
      .join('') +
    `</g>`
  );
}

/** A few loose ingredients placed on the table around (not on) the dish. */
export function props(svg: Svg, rng: Rng, dish: SeedDish, W: number, H: number, keepOut: { x: number; y: number; r: number }[], count: number): string {
  let out = '';
  const spots: Pt[] = [];
  for (let attempt = 0; attempt < 300 && spots.length < count; attempt++) {
    const x = rng.range(W * 0.06, W * 0.94);
    const y = rng.range(H * 0.08, H * 0.92);
    if (keepOut.every((k) => Math.hypot(k.x - x, k.y - y) > k.r + 40) && spots.every(([sx, sy]) => Math.hypot(sx - x, sy - y) > 110)) spots.push([x, y]);
  }
  const dessert = dish.category === 'dessert';
  spots.forEach(([x, y], i) => {
    const rot = rng.range(0, 360);
    if (dessert) out += i % 2 ? cinnamon(svg, x - 40, y, rot, 80) : herbSprig(svg, rng, x - 40, y, rot, 70, '#4f8a3a');
    else if (dish.canBeSpicy && i % 3 !== 2) out += chili(svg, x - 35, y, rot, 75, rng.pick(['#c8261a', '#d8401e', '#b81c16']));
    else if (i % 3 === 2) out += spicePile(svg, rng, x, y, 30, dish.art.accent);
    else out += rng.chance(0.5) ? herbSprig(svg, rng, x - 40, y, rot, 80) : lemonWedge(svg, x, y, rot, 28);
  });
  return out;
}

export function fork(svg: Svg, x: number, y: number, rot: number, len: number): string {
  const w = len * 0.09;
  const metal = svg.linear(
    [
      [0, '#f4f4f2'],
      [0.5, '#b9bcc0'],
      [1, '#8a8d92'],
    ],
    0,
    0,
    1,
    0,
  );
  const shadow = `<g transform="translate(5 7)" opacity=".3" filter="${svg.blur(3)}"><rect x="${f(-w * 0.3)}" y="${f(len * 0.32)}" width="${f(w * 0.6)}" height="${f(len * 0.68)}" rx="${f(w * 0.3)}" fill="#140a04"/><rect x="${f(-w / 2)}" y="0" width="${f(w)}" height="${f(len * 0.34)}" rx="${f(w * 0.2)}" fill="#140a04"/></g>`;
  let tines = '';
  for (let i = 0; i < 4; i++)
    tines += `<rect x="${f(-w / 2 + i * (w / 3.6))}" y="0" width="${f(w * 0.16)}" height="${f(len * 0.2)}" rx="${f(w * 0.08)}" fill="${metal}"/>`;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">${shadow}${tines}` +
    `<path d="M${f(-w / 2)} ${f(len * 0.18)}H${f(w / 2)}Q${f(w / 2)} ${f(len * 0.32)} ${f(w * 0.15)} ${f(len * 0.36)}L${f(w * 0.28)} ${f(len)}H${f(-w * 0.28)}L${f(-w * 0.15)} ${f(len * 0.36)}Q${f(-w / 2)} ${f(len * 0.32)} ${f(-w / 2)} ${f(len * 0.18)}Z" fill="${metal}"/>` +
    `</g>`
  );
}

export function knife(svg: Svg, x: number, y: number, rot: number, len: number): string {
  const w = len * 0.085;
  const metal = svg.linear(
    [
      [0, '#f4f4f2'],
      [0.5, '#b9bcc0'],
      [1, '#8a8d92'],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<path d="M${f(-w / 2)} ${f(len * 0.06)}Q${f(-w / 2)} 0 ${f(w * 0.3)} 0L${f(w / 2)} ${f(len * 0.5)}H${f(-w / 2)}Z" transform="translate(5 7)" fill="#140a04" opacity=".3" filter="${svg.blur(3)}"/>` +
    `<path d="M${f(-w / 2)} ${f(len * 0.06)}Q${f(-w / 2)} 0 ${f(w * 0.3)} 0L${f(w / 2)} ${f(len * 0.5)}H${f(-w / 2)}Z" fill="${metal}"/>` +
    `<rect x="${f(-w * 0.45)}" y="${f(len * 0.5)}" width="${f(w * 0.9)}" height="${f(len * 0.5)}" rx="${f(w * 0.4)}" fill="${svg.linear(
      [
        [0, '#7a4a2a'],
        [0.5, '#5a321a'],
        [1, '#3a1e0e'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<circle cx="0" cy="${f(len * 0.62)}" r="${f(w * 0.12)}" fill="#d9d9d9"/><circle cx="0" cy="${f(len * 0.88)}" r="${f(w * 0.12)}" fill="#d9d9d9"/>` +
    `</g>`
  );
}

export function spoon(svg: Svg, x: number, y: number, rot: number, len: number, wood = true): string {
  const w = len * 0.22;
  const fill = wood
    ? svg.linear(
        [
          [0, '#d8ad74'],
          [1, '#a2743e'],
        ],
        0,
        0,
        1,
        0,
      )
    : svg.linear(
        [
          [0, '#f4f4f2'],
          [0.5, '#b9bcc0'],
          [1, '#8a8d92'],
        ],
        0,
        0,
        1,
        0,
      );
  const shape = `<ellipse cx="0" cy="${f(w * 0.7)}" rx="${f(w / 2)}" ry="${f(w * 0.72)}"/><rect x="${f(-w * 0.09)}" y="${f(w * 1.3)}" width="${f(w * 0.18)}" height="${f(len - w * 1.3)}" rx="${f(w * 0.09)}"/>`;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<g transform="translate(5 7)" fill="#140a04" opacity=".3" filter="${svg.blur(3)}">${shape}</g>` +
    `<g fill="${fill}">${shape}</g>` +
    `<ellipse cx="${f(w * 0.08)}" cy="${f(w * 0.75)}" rx="${f(w * 0.32)}" ry="${f(w * 0.52)}" fill="#000" opacity=".12"/>` +
    `</g>`
  );
}

export function napkin(svg: Svg, rng: Rng, x: number, y: number, w: number, h: number, rot: number): string {
  const color = rng.pick(['#f3ece0', '#e8d2b0', '#c85a3a', '#3f6b5a', '#e7c36a']);
  const stripe = luminance(color) > 0.5 ? rng.pick(['#b5482a', '#2f5d8a', '#2f6b4a']) : '#f3ece0';
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<rect x="6" y="9" width="${f(w)}" height="${f(h)}" rx="4" fill="#140a04" opacity=".3" filter="${svg.blur(6)}"/>` +
    `<rect width="${f(w)}" height="${f(h)}" rx="4" fill="${svg.linear(
      [
        [0, lighten(color, 0.1)],
        [1, shade(color, 0.08)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<rect y="${f(h * 0.08)}" width="${f(w)}" height="${f(h * 0.025)}" fill="${stripe}" opacity=".8"/>` +
    `<rect y="${f(h * 0.12)}" width="${f(w)}" height="${f(h * 0.01)}" fill="${stripe}" opacity=".8"/>` +
    `<rect y="${f(h * 0.86)}" width="${f(w)}" height="${f(h * 0.025)}" fill="${stripe}" opacity=".8"/>` +
    `<path d="M${f(w * 0.5)} 0V${f(h)}" stroke="${shade(color, 0.2)}" stroke-width="2" opacity=".35"/>` +
    `<path d="M${f(w * 0.5 + 2)} 0V${f(h)}" stroke="#fff" stroke-width="2" opacity=".25"/>` +
    `</g>`
  );
}

export function glass(svg: Svg, rng: Rng, x: number, y: number, r: number): string {
  const drink = rng.pick(['#8e1b2e', '#c8641e', '#e8c15a']); // bissap (hibiscus), ginger, tamarind
  let out = `<circle cx="${f(x + 8)}" cy="${f(y + 12)}" r="${f(r)}" fill="${drink}" opacity=".25" filter="${svg.blur(8)}"/>`;
  out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${svg.radial(
    [
      [0, lighten(drink, 0.25)],
      [0.85, drink],
      [1, shade(drink, 0.3)],
    ],
    0.45,
    0.45,
    0.55,
  )}" opacity=".92"/>`;
  for (let i = 0; i < 3; i++) {
    const a = rng.range(0, TAU);
    const d = r * rng.range(0.15, 0.45);
    const cx = x + Math.cos(a) * d;
    const cy = y + Math.sin(a) * d;
    out += `<path d="${roundedRectPath(cx - r * 0.2, cy - r * 0.2, r * 0.4, r * 0.4, r * 0.08)}" transform="rotate(${f(rng.range(0, 90))} ${f(cx)} ${f(cy)})" fill="#fff" opacity=".3" stroke="#fff" stroke-opacity=".5"/>`;
  }
  out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.07)}" opacity=".55"/>`;
  out += `<path d="M${f(x - r * 0.7)} ${f(y - r * 0.35)}A${f(r * 0.8)} ${f(r * 0.8)} 0 0 1 ${f(x - r * 0.2)} ${f(y - r * 0.78)}" stroke="#fff" stroke-width="${f(r * 0.08)}" fill="none" opacity=".7" stroke-linecap="round"/>`;
  if (drink === '#8e1b2e') out += herbSprig(svg, rng, x - r * 0.3, y + r * 0.1, -30, r * 0.9, '#4f9a3a');
  return out;
}
