/** Chunks: fried or grilled pieces. */
import { scatterGarnish } from '../garnish.ts';
import { lighten, mix, shade } from '../palette.ts';
import { TAU, blob, f, roundedPolygon } from '../svg.ts';
import { type TextureFn } from './texture-kit.ts';

export const chunks: TextureFn = (svg, rng, art, reg, s, vessel) => {
  let out = `<path d="${reg.path}" fill="${svg.radial(
    [
      [0, mix(art.base, art.accent, 0.25)],
      [1, shade(art.accent, 0.2)],
    ],
    0.45,
    0.4,
    0.65,
  )}"/>`;
  // the bed: a glossy sauce with flecks
  out += `<g fill="${lighten(art.base, 0.1)}" opacity=".5">`;
  for (let i = 0; i < reg.area / (s * s) / 90; i++) {
    const [x, y] = reg.sample(rng);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(1, 3) * s)}"/>`;
  }
  out += `</g>`;
  // on a plate: a few large grilled pieces; in a bowl or pan: many bite-size cubes
  const big = vessel === 'plate';
  const size = big ? 40 : 19;
  const pieces: { x: number; y: number; r: number }[] = [];
  if (big) {
    // well spread, slightly overlapping pieces
    const want = Math.max(5, Math.round(reg.area / (s * s) / 11000));
    for (let attempt = 0; attempt < 300 && pieces.length < want; attempt++) {
      const [x, y] = reg.sample(rng, size * s * 0.7);
      if (pieces.every((p) => Math.hypot(p.x - x, p.y - y) > size * s * 1.25)) pieces.push({ x, y, r: size * s * rng.range(0.85, 1.1) });
    }
  } else {
    const count = Math.round((reg.area / (s * s) / (size * size * 2.4)) * 2);
    for (let i = 0; i < count; i++) {
      const [x, y] = reg.sample(rng, size * s * 0.4);
      pieces.push({ x, y, r: size * s * rng.range(0.8, 1.15) });
    }
  }
  pieces.sort((p, q) => p.y - q.y);
  const tones = big
    ? [mix(art.base, art.accent, 0.15), lighten(art.base, 0.08), mix(art.base, art.accent, 0.3)]
    : [art.base, mix(art.base, art.accent, 0.3), lighten(art.base, 0.1), mix(art.base, art.accent, 0.55)];
  const grads = tones.map((c) =>
    big
      ? svg.radial(
          [
            [0, mix(c, '#f4b24a', 0.45)],
            [0.5, c],
            [0.85, mix(c, art.accent, 0.6)],
            [1, shade(art.accent, 0.45)],
          ],
          0.42,
          0.38,
          0.62,
        )
      : svg.radial(
          [
            [0, lighten(c, 0.18)],
            [0.6, c],
            [1, shade(c, 0.3)],
          ],
          0.4,
          0.35,
          0.7,
        ),
  );
  for (const p of pieces) {
    const t = rng.int(0, tones.length - 1);
    const c = tones[t] as string;
    const rot = rng.range(0, TAU);
    if (big) {
      const stretch = rng.range(1.15, 1.4);
      const shape = blob(rng, p.x, p.y, p.r, 9, 0.12, stretch, 1 / stretch, rot);
      out += `<path d="${shape}" transform="translate(${f(3 * s)} ${f(6 * s)})" fill="#1a0a04" opacity=".35" stroke="#1a0a04" stroke-opacity=".12" stroke-width="${f(5 * s)}" stroke-linejoin="round"/>`;
      out += `<path d="${shape}" fill="${grads[t]}" stroke="${shade(art.accent, 0.5)}" stroke-width="${f(1 * s)}"/>`;
      // blistered, spice-flecked skin and charred grill marks
      out += `<g fill="${shade(art.accent, 0.3)}" opacity=".55">`;
      for (let k = 0; k < 22; k++) {
        out += `<circle cx="${f(p.x + rng.range(-0.75, 0.75) * p.r)}" cy="${f(p.y + rng.range(-0.55, 0.55) * p.r)}" r="${f(rng.range(0.8, 2.2) * s)}"/>`;
      }
      out += `</g>`;
      let marks = '';
      for (const k of [-1, 0, 1]) {
        const off = k * p.r * 0.42;
        const half = Math.sqrt(Math.max(0, 1 - (off / p.r) ** 2)) * p.r * 0.62;
        marks += `<path d="M${f(p.x - half)} ${f(p.y + off)}L${f(p.x + half)} ${f(p.y + off)}" stroke="${shade(art.accent, 0.6)}" stroke-width="${f(rng.range(3, 4.2) * s)}" stroke-linecap="round" opacity=".55"/>`;
      }
      out += `<g transform="rotate(${f(rng.range(-40, -20))} ${f(p.x)} ${f(p.y)})">${marks}</g>`;
      out += `<ellipse cx="${f(p.x - p.r * 0.3)}" cy="${f(p.y - p.r * 0.3)}" rx="${f(p.r * 0.35)}" ry="${f(p.r * 0.12)}" transform="rotate(-30 ${f(p.x - p.r * 0.3)} ${f(p.y - p.r * 0.3)})" fill="#fff" opacity=".28"/>`;
    } else {
      // a cube seen from above: a rounded square with a lit top-left face and a shaded bottom edge
      const w = p.r * 1.5;
      const shape = roundedPolygon(
        [0, 1, 2, 3].map((k) => {
          const a = rot + (k / 4) * TAU + rng.range(-0.15, 0.15);
          const rr = w * 0.7 * rng.range(0.85, 1.1);
          return [p.x + Math.cos(a) * rr, p.y + Math.sin(a) * rr] as const;
        }),
        w * 0.22,
      );
      out += `<path d="${shape}" transform="translate(${f(2.5 * s)} ${f(4 * s)})" fill="#1a0a04" opacity=".4"/>`;
      out += `<path d="${shape}" fill="${grads[t]}" stroke="${shade(c, 0.4)}" stroke-width="${f(1.1 * s)}"/>`;
      out += `<path d="${shape}" transform="translate(${f(p.x * 0.12)} ${f(p.y * 0.12)}) scale(.88)" fill="${lighten(c, 0.12)}" opacity=".45"/>`;
      out += `<g fill="${shade(c, 0.3)}" opacity=".5">`;
      for (let k = 0; k < 5; k++) {
        out += `<circle cx="${f(p.x + rng.range(-0.5, 0.5) * w)}" cy="${f(p.y + rng.range(-0.5, 0.5) * w)}" r="${f(rng.range(0.7, 1.6) * s)}"/>`;
      }
      out += `</g>`;
    }
  }
  out += scatterGarnish(svg, rng, art, reg, s, big ? 0.7 : 0.6);
  return out;
};
