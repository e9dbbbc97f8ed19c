/** Brand images (the hero spread and the catering trays) and the favicon. */
import { type DishArt, type SeedDish } from '../../../functions/src/catalogue/seed/menu-types.ts';
import { drawDish } from './dish.ts';
import { Rng } from './random.ts';
import { rectRegion } from './regions.ts';
import { Svg } from './svg.ts';
import { chili, herbSprig, lemonWedge, napkin, spicePile, spoon } from './table-props.ts';
import { drawTable, runner, vignette } from './table.ts';
import { textures } from './textures/textures.ts';
import { dishById } from './views.ts';

export function must(id: string): SeedDish {
  const dish = dishById.get(id);
  if (!dish) throw new Error(`The brand art needs the dish ${id}, which is not on the menu`);
  return dish;
}

export function hero(): Svg & { body: string } {
  const BW = 1600;
  const BH = 900;
  const svg = new Svg('h') as Svg & { body: string };
  const rng = new Rng('brand:hero');
  let body = drawTable(svg, rng, '#3b2a20', BW, BH);
  body += runner(svg, rng, BW, 300, 300, -4);
  const placed: [string, number, number, number][] = [
    ['puff-puff', 150, 170, 190],
    ['doro-wat', 1450, 140, 200],
    ['jollof-rice', 560, 460, 270],
    ['egusi-soup', 1030, 330, 215],
    ['fufu', 1320, 470, 120],
    ['beef-suya', 1080, 780, 230],
    ['fried-plantains', 1480, 760, 190],
    ['shito', 820, 120, 80],
    ['ata-dindin', 210, 700, 95],
    ['injera', 1760, 420, 200],
  ];
  body += chili(svg, 330, 90, 20, 90);
  body += chili(svg, 360, 120, 50, 80, '#d8401e');
  body += herbSprig(svg, rng, 700, 800, -10, 110);
  body += lemonWedge(svg, 880, 800, 30, 34);
  body += spicePile(svg, rng, 360, 820, 30, '#b5651d');
  body += spicePile(svg, rng, 900, 230, 22, '#a8301b');
  for (const [id, x, y, r] of placed) body += drawDish(svg, must(id), x, y, r);
  body += vignette(svg, BW, BH, 0.35);
  svg.body = body;
  return svg;
}

export function catering(): Svg & { body: string } {
  const BW = 1600;
  const BH = 900;
  const svg = new Svg('k') as Svg & { body: string };
  const rng = new Rng('brand:catering');
  let body = drawTable(svg, rng, '#efe6d6', BW, BH);
  body += runner(svg, rng, BW, 380, 140, 0);
  const trays: [string, number, number][] = [
    ['jollof-rice', 90, 70],
    ['egusi-soup', 600, 70],
    ['peri-peri-chicken', 1110, 70],
    ['fried-plantains', 90, 500],
    ['beef-tibs', 600, 500],
    ['waakye', 1110, 500],
  ];
  const tw = 420;
  const th = 300;
  for (const [id, x, y] of trays) {
    const dish = must(id);
    const trng = new Rng(`${id}:tray`);
    // the chafing frame and the steel pan
    body += `<rect x="${x + 10}" y="${y + 18}" width="${tw}" height="${th}" rx="18" fill="#140a04" opacity=".4" filter="${svg.blur(12)}"/>`;
    for (const side of [0, 1]) {
      const hx = side ? x + tw + 4 : x - 34;
      body += `<rect x="${hx}" y="${y + th / 2 - 40}" width="30" height="80" rx="12" fill="none" stroke="${svg.linear([
        [0, '#f2f2f0'],
        [1, '#8d9096'],
      ])}" stroke-width="8"/>`;
    }
    body += `<rect x="${x}" y="${y}" width="${tw}" height="${th}" rx="18" fill="${svg.linear(
      [
        [0, '#f4f5f6'],
        [0.5, '#c3c6ca'],
        [1, '#8d9096'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`;
    body += `<rect x="${x + 12}" y="${y + 12}" width="${tw - 24}" height="${th - 24}" rx="12" fill="#6f7276"/>`;
    const reg = rectRegion(svg, x + 18, y + 18, tw - 36, th - 36, 10);
    const art: DishArt = { ...dish.art, vessel: dish.art.texture === 'slices' ? 'plate' : 'bowl' };
    const s = 0.95;
    const food = textures[art.texture === 'skewers' ? 'chunks' : art.texture](svg, trng, art, reg, s, art.texture === 'chunks' ? dish.art.vessel : art.vessel);
    body += `<g clip-path="${reg.clip}">${food}<path d="${reg.path}" fill="${svg.radial(
      [
        [0.75, '#000', 0],
        [1, '#000', 0.35],
      ],
      0.5,
      0.5,
      0.6,
    )}"/></g>`;
    body += `<rect x="${x + 6}" y="${y + 6}" width="${tw - 12}" height="${th - 12}" rx="14" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/>`;
    // a serving spoon resting in the pan
    body += spoon(svg, x + tw * 0.7, y + th * 0.35, trng.range(20, 50), 260, false);
  }
  body += napkin(svg, rng, 1540, 360, 120, 180, 8);
  body += vignette(svg, BW, BH, 0.3);
  svg.body = body;
  return svg;
}

export function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs>
    <radialGradient id="bg" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#f08a3c"/><stop offset="1" stop-color="#c2410c"/></radialGradient>
    <linearGradient id="pepper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ef4b2e"/><stop offset="1" stop-color="#a3160f"/></linearGradient>
  </defs>
  <rect width="64" height="64" rx="14" fill="url(#bg)"/>
  <path d="M22 23c-6 8-6 22 4 29 7 5 18 6 25 2-9-2-15-7-18-14-2-6-1-12 1-16-4-3-9-4-12-1z" fill="url(#pepper)"/>
  <path d="M24 27c-2 6-1 13 3 18" stroke="#fff" stroke-width="2.4" stroke-linecap="round" fill="none" opacity=".5"/>
  <path d="M21 21c3-3 9-3 13 1-3 1-6 2-8 4-2-1-4-3-5-5z" fill="#2f7d32"/>
  <path d="M28 20c0-5 3-9 8-11" stroke="#2f7d32" stroke-width="3.2" stroke-linecap="round" fill="none"/>
</svg>
`;
}
