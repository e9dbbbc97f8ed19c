/** Rice and grains. */
import { eggsOn, heroColor, scatterGarnish } from '../garnish.ts';
import { lighten, mix, shade } from '../palette.ts';
import { f } from '../svg.ts';
import { type TextureFn, baseFill, heroPieces } from './texture-kit.ts';

export const grains: TextureFn = (svg, rng, art, reg, s) => {
  let out = baseFill(svg, art, reg, 0.1, 0.3);
  const tones = [shade(art.accent, 0.15), art.accent, mix(art.base, art.accent, 0.5), art.base, lighten(art.base, 0.12), lighten(art.base, 0.24)];
  const weights = [0.08, 0.14, 0.2, 0.26, 0.2, 0.12];
  const groups: string[][] = tones.map(() => []);
  const n = Math.round(reg.area / (s * s) / 24);
  for (let i = 0; i < n; i++) {
    const [x, y] = reg.sample(rng);
    let u = rng.next();
    let t = 0;
    while (t < weights.length - 1 && u > (weights[t] as number)) u -= weights[t++] as number;
    // grains near the rim sit lower and are a little darker
    if (reg.depth(x, y) > 0.85 && t > 1) t--;
    const rx = rng.range(4.4, 5.8) * s;
    const ry = rng.range(1.6, 2.1) * s;
    groups[t]?.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${Math.round(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`);
  }
  tones.forEach((tone, i) => {
    out += `<g fill="${tone}" stroke="${shade(tone, 0.28)}" stroke-width="${f(0.45 * s)}">${groups[i]?.join('') ?? ''}</g>`;
  });
  // tiny glints on the top grains
  out += `<g fill="#fff" opacity=".45">`;
  for (let i = 0; i < n / 14; i++) {
    const [x, y] = reg.sample(rng, reg.r * 0.15);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(2.2 * s)}" ry="${f(0.7 * s)}" transform="rotate(${Math.round(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  }
  out += `</g>`;
  const hero = heroColor(art);
  if (hero) out += heroPieces(svg, rng, hero, reg, s, rng.int(2, 3), 34);
  out += scatterGarnish(svg, rng, art, reg, s, 1, Boolean(hero));
  out += eggsOn(svg, rng, art, reg, s, 1, 2.6);
  return out;
};
