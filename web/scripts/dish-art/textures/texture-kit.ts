/** What every food texture shares: its signature, the base fill and the large half-sunk pieces (meat, fish). */
import { type DishArt } from '../../../../functions/src/catalogue/seed/menu-types.ts';
import { lighten, shade, vary } from '../palette.ts';
import { type Rng } from '../random.ts';
import { type Region } from '../regions.ts';
import { type Svg, TAU, blob, f } from '../svg.ts';

export type TextureFn = (svg: Svg, rng: Rng, art: DishArt, reg: Region, s: number, vessel: DishArt['vessel']) => string;

export function baseFill(svg: Svg, art: DishArt, reg: Region, light = 0.14, dark = 0.2): string {
  return `<path d="${reg.path}" fill="${svg.radial(
    [
      [0, lighten(art.base, light)],
      [0.6, art.base],
      [1, shade(art.base, dark)],
    ],
    0.42,
    0.4,
    0.65,
  )}"/>`;
}

/** Large pieces (meat, fish) half-sunk in a stew or resting on rice. */
export function heroPieces(svg: Svg, rng: Rng, color: string, reg: Region, s: number, count: number, size: number): string {
  let out = '';
  const pieces: { x: number; y: number; r: number }[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = reg.sample(rng, reg.r * 0.3);
    pieces.push({ x, y, r: size * s * rng.range(0.8, 1.2) });
  }
  pieces.sort((a, b) => a.y - b.y);
  for (const p of pieces) {
    const c = vary(rng, color, 0.1);
    const rot = rng.range(0, TAU);
    out += `<path d="${blob(rng, p.x + 3 * s, p.y + 5 * s, p.r, 6, 0.15, 1.12, 0.9, rot)}" fill="#2a1206" opacity=".3" stroke="#1a0a04" stroke-opacity=".12" stroke-width="${f(4 * s)}" stroke-linejoin="round"/>`;
    out += `<path d="${blob(rng, p.x, p.y, p.r, 6, 0.15, 1.12, 0.9, rot)}" fill="${svg.radial(
      [
        [0, lighten(c, 0.22)],
        [0.55, c],
        [1, shade(c, 0.45)],
      ],
      0.38,
      0.35,
      0.7,
    )}" stroke="${shade(c, 0.5)}" stroke-width="${f(1 * s)}"/>`;
    // seared texture and a glaze of sauce
    out += `<g fill="${shade(c, 0.35)}" opacity=".5">`;
    for (let k = 0; k < 7; k++) {
      out += `<circle cx="${f(p.x + rng.range(-0.6, 0.6) * p.r)}" cy="${f(p.y + rng.range(-0.5, 0.5) * p.r)}" r="${f(rng.range(0.8, 2) * s)}"/>`;
    }
    out += `</g>`;
    out += `<ellipse cx="${f(p.x - p.r * 0.3)}" cy="${f(p.y - p.r * 0.32)}" rx="${f(p.r * 0.28)}" ry="${f(p.r * 0.1)}" transform="rotate(-30 ${f(p.x - p.r * 0.3)} ${f(p.y - p.r * 0.32)})" fill="#fff" opacity=".3"/>`;
  }
  return out;
}
