/** Stews and soups. */
import { eggsOn, heroColor, scatterGarnish, sheen } from '../garnish.ts';
import { lighten, mix, shade } from '../palette.ts';
import { blob, f } from '../svg.ts';
import { type TextureFn, baseFill, heroPieces } from './texture-kit.ts';

export const stew: TextureFn = (svg, rng, art, reg, s) => {
  let out = baseFill(svg, art, reg, 0.12, 0.25);
  // layered sauce: broad blobs of base and accent
  const layers = Math.round(reg.area / (s * s) / 2600) + 6;
  for (let i = 0; i < layers; i++) {
    const [x, y] = reg.sample(rng);
    const c = mix(art.base, art.accent, rng.range(0, 0.75));
    out += `<path d="${blob(rng, x, y, rng.range(16, 48) * s, 9, 0.3)}" fill="${c}" opacity="${f(rng.range(0.3, 0.65))}"/>`;
  }
  // curds, flecks and bits: the body of the stew
  const flecks = Math.round(reg.area / (s * s) / 55);
  const fleckTones = [lighten(art.base, 0.2), art.accent, shade(art.base, 0.25), mix(art.base, art.accent, 0.5)];
  const groups: string[][] = fleckTones.map(() => []);
  for (let i = 0; i < flecks; i++) {
    const [x, y] = reg.sample(rng);
    const t = rng.int(0, fleckTones.length - 1);
    groups[t]?.push(`<path d="${blob(rng, x, y, rng.range(1.6, 4.4) * s, 5, 0.35)}"/>`);
  }
  fleckTones.forEach((tone, i) => {
    out += `<g fill="${tone}" opacity="${i === 0 ? 0.8 : 0.7}">${groups[i]?.join('') ?? ''}</g>`;
  });
  // oil pools
  for (let i = 0; i < 7; i++) {
    const [x, y] = reg.sample(rng, reg.r * 0.1);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rng.range(6, 16) * s)}" ry="${f(rng.range(3, 8) * s)}" fill="${lighten(mix(art.base, '#ff8a1a', 0.3), 0.15)}" opacity=".35"/>`;
  }
  const hero = heroColor(art);
  if (hero) out += heroPieces(svg, rng, hero, reg, s, rng.int(4, 5), 25);
  out += eggsOn(svg, rng, art, reg, s, 2, 2.4);
  out += scatterGarnish(svg, rng, art, reg, s, 0.8, Boolean(hero), 'stew');
  out += sheen(rng, reg, s, 7, 0.9);
  return out;
};
