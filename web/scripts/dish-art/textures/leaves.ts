/** Leaves: greens and salads. */
import { scatterGarnish, sheen } from '../garnish.ts';
import { lighten, mix, shade } from '../palette.ts';
import { f } from '../svg.ts';
import { type TextureFn, baseFill } from './texture-kit.ts';

export const leaves: TextureFn = (svg, rng, art, reg, s) => {
  let out = baseFill(svg, art, reg, 0, 0.35);
  const tones = [shade(art.base, 0.25), art.base, mix(art.base, art.accent, 0.5), art.accent, lighten(art.accent, 0.15)];
  const n = Math.round(reg.area / (s * s) / 170);
  for (let i = 0; i < n; i++) {
    const [x, y] = reg.sample(rng);
    const t = Math.min(tones.length - 1, Math.floor((i / n) * tones.length + rng.range(-0.6, 0.6)));
    const c = tones[Math.max(0, t)] as string;
    const len = rng.range(20, 40) * s;
    const w = len * rng.range(0.28, 0.42);
    const rot = rng.range(0, 360);
    out +=
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
      `<path d="M0 0Q${f(len * 0.3)} ${f(-w * 1.2)} ${f(len)} ${f(-w * 0.2)}Q${f(len * 0.6)} ${f(w * 0.9)} 0 0Z" fill="${c}" stroke="${shade(c, 0.3)}" stroke-width="${f(0.6 * s)}"/>` +
      `<path d="M${f(len * 0.05)} 0Q${f(len * 0.5)} ${f(-w * 0.2)} ${f(len * 0.9)} ${f(-w * 0.2)}" fill="none" stroke="${lighten(c, 0.35)}" stroke-width="${f(0.9 * s)}" opacity=".7"/>` +
      `</g>`;
  }
  out += scatterGarnish(svg, rng, art, reg, s, 0.9);
  return out + sheen(rng, reg, s, 6, 0.8);
};
