/** The three views of a dish: centred on the table, a close-up of the food, a table scene with a companion dish. */
import { type SeedDish } from '../../../functions/src/catalogue/seed/menu-types.ts';
import { menu } from '../../../functions/src/catalogue/seed/menu.ts';
import { drawDish, foodShare } from './dish.ts';
import { Rng } from './random.ts';
import { Svg, f } from './svg.ts';
import { fork, glass, knife, napkin, props, spoon } from './table-props.ts';
import { drawTable, runner, vignette, wovenMat } from './table.ts';

export const W = 800;
export const H = 600;
export const dishById = new Map(menu.map((d) => [d.id, d]));

export function view1(dish: SeedDish): Svg & { body: string } {
  const svg = new Svg('a') as Svg & { body: string };
  const rng = new Rng(`${dish.id}:view1`);
  const cup = dish.art.vessel === 'cup';
  const R = cup ? 160 : 232;
  const cx = W / 2 + rng.range(-10, 10);
  const cy = H / 2 + rng.range(-6, 6);
  let body = drawTable(svg, rng, dish.art.table, W, H);
  if (rng.chance(0.5)) body += runner(svg, rng, W, cy - R * 0.75, R * 1.5, rng.range(-6, 6));
  else body += wovenMat(svg, rng, cx, cy, R * 1.2);
  body += props(svg, rng, dish, W, H, [{ x: cx, y: cy, r: R * (cup ? 1.3 : 1.18) }], cup ? 4 : 3);
  body += drawDish(svg, dish, cx, cy, R);
  if (cup) body += spoon(svg, cx + R * 1.05, cy + R * 0.15, -20, 190, true);
  body += vignette(svg, W, H);
  svg.body = body;
  return svg;
}

export function view2(dish: SeedDish): Svg & { body: string } {
  const svg = new Svg('b') as Svg & { body: string };
  const rng = new Rng(`${dish.id}:view2`);
  const R = 232;
  const share = foodShare[dish.art.vessel];
  // zoom so the food fills the frame, focused a little off-centre so a bit of the rim shows
  const zoom = Math.min(3.2, (H / 2 / (R * share)) * 1.35);
  const fx = W / 2 + rng.range(-0.2, 0.2) * R;
  const fy = H / 2 + rng.range(-0.15, 0.15) * R;
  let body = drawTable(svg, rng, dish.art.table, W, H);
  body += `<g transform="translate(${W / 2} ${H / 2}) scale(${Math.round(zoom * 100) / 100}) translate(${f(-fx)} ${f(-fy)})">${drawDish(svg, dish, W / 2, H / 2, R)}</g>`;
  body += vignette(svg, W, H, 0.3);
  svg.body = body;
  return svg;
}

export function view3(dish: SeedDish): Svg & { body: string } {
  const svg = new Svg('c') as Svg & { body: string };
  const rng = new Rng(`${dish.id}:view3`);
  const cup = dish.art.vessel === 'cup';
  const R = cup ? 130 : 205;
  const cx = cup ? 300 : 310;
  const cy = 330;
  let body = drawTable(svg, rng, dish.art.table, W, H);
  body += napkin(svg, rng, 560, 300, 190, 260, rng.range(-10, 6));
  body += fork(svg, 620, 330, rng.range(-6, 4), 210);
  body += knife(svg, 700, 320, rng.range(-4, 6), 220);
  body += glass(svg, rng, 90, 80, 62);
  const companion = dishById.get(dish.goesWith[0] ?? '') ?? dish;
  const compR = companion.art.vessel === 'cup' ? 70 : 92;
  body += drawDish(svg, companion, 655, 125, compR);
  body += drawDish(svg, dish, cx, cy, R);
  if (cup) body += spoon(svg, cx + R * 1.1, cy + 40, -30, 160, true);
  body += vignette(svg, W, H, 0.32);
  svg.body = body;
  return svg;
}
