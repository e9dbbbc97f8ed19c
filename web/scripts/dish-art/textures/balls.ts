/** Balls: swallows, puffs and fritters. */
import { dust, garnishPiece, garnishPlan } from '../garnish.ts';
import { lighten, luminance, mix, shade } from '../palette.ts';
import { TAU, blob, f } from '../svg.ts';
import { type TextureFn } from './texture-kit.ts';

export const balls: TextureFn = (svg, rng, art, reg, s, vessel) => {
  let out = '';
  const plan = garnishPlan(art);
  const sugar = plan.find((g) => luminance(g.color) > 0.8);
  const crumbs = plan.filter((g) => g !== sugar);
  const big = vessel === 'bowl' || vessel === 'plate';
  const placed: { x: number; y: number; r: number }[] = [];
  if (big) {
    // one or two smooth mounds
    placed.push({ x: reg.cx - reg.r * 0.12, y: reg.cy - reg.r * 0.05, r: reg.r * 0.62 });
    out += `<path d="${reg.path}" fill="${shade(art.accent, 0.05)}" opacity=".5"/>`;
  } else {
    const br = reg.r * 0.24;
    for (let attempt = 0; attempt < 400 && placed.length < 16; attempt++) {
      const [x, y] = reg.sample(rng, br * 0.55);
      const r = br * rng.range(0.85, 1.12);
      if (placed.every((p) => Math.hypot(p.x - x, p.y - y) > (p.r + r) * 0.78)) placed.push({ x, y, r });
    }
    for (const g of crumbs) {
      for (let i = 0; i < 10; i++) {
        const [x, y] = reg.sample(rng, 6 * s);
        out += garnishPiece(svg, rng, g, x, y, s, 0.8);
      }
    }
  }
  placed.sort((a, b) => a.y - b.y);
  const grads = [0, 1, 2].map((i) => {
    const c = mix(art.base, art.accent, i * 0.18);
    return svg.radial(
      [
        [0, lighten(c, 0.42)],
        [0.45, c],
        [0.85, art.accent],
        [1, shade(art.accent, 0.3)],
      ],
      0.4,
      0.36,
      0.66,
      0.36,
      0.3,
    );
  });
  for (const p of placed) {
    out += `<circle cx="${f(p.x + p.r * 0.12)}" cy="${f(p.y + p.r * 0.2)}" r="${f(p.r * 0.98)}" fill="#1a0a04" opacity=".4" stroke="#1a0a04" stroke-opacity=".12" stroke-width="${f(4 * s)}" stroke-linejoin="round"/>`;
    const craggy = !big && !sugar;
    out += `<path d="${blob(rng, p.x, p.y, p.r, craggy ? 13 : 10, big ? 0.03 : craggy ? 0.1 : 0.06)}" fill="${rng.pick(grads)}"/>`;
    if (craggy) {
      // the rough, crunchy surface of a fritter
      for (const [tone, n] of [
        [shade(art.accent, 0.25), 26],
        [lighten(art.base, 0.3), 18],
      ] as const) {
        out += `<g fill="${tone}" opacity=".55">`;
        for (let k = 0; k < n; k++) {
          const a = rng.next() * TAU;
          const d = p.r * 0.85 * Math.sqrt(rng.next());
          out += `<path d="${blob(rng, p.x + Math.cos(a) * d, p.y + Math.sin(a) * d, rng.range(1, 2.6) * s, 5, 0.4)}"/>`;
        }
        out += `</g>`;
      }
    }
    if (!big) {
      // the crisp, cracked crust
      out += `<g fill="none" stroke="${shade(art.accent, 0.2)}" stroke-width="${f(0.9 * s)}" opacity=".45">`;
      for (let k = 0; k < 4; k++) {
        const a = rng.range(0, TAU);
        const d = p.r * rng.range(0.2, 0.7);
        const x = p.x + Math.cos(a) * d;
        const y = p.y + Math.sin(a) * d;
        out += `<path d="M${f(x)} ${f(y)}q${f(rng.range(-5, 5) * s)} ${f(rng.range(-5, 5) * s)} ${f(rng.range(-8, 8) * s)} ${f(rng.range(-8, 8) * s)}"/>`;
      }
      out += `</g>`;
    } else {
      out += `<ellipse cx="${f(p.x + p.r * 0.1)}" cy="${f(p.y + p.r * 0.25)}" rx="${f(p.r * 0.5)}" ry="${f(p.r * 0.2)}" fill="${art.accent}" opacity=".25"/>`;
    }
    out += `<ellipse cx="${f(p.x - p.r * 0.32)}" cy="${f(p.y - p.r * 0.36)}" rx="${f(p.r * 0.3)}" ry="${f(p.r * 0.16)}" transform="rotate(-35 ${f(p.x - p.r * 0.32)} ${f(p.y - p.r * 0.36)})" fill="#fff" opacity="${big ? 0.5 : 0.38}"/>`;
    if (sugar && !big) out += dust(rng, reg, sugar.color, s, 70, { x: p.x - p.r * 0.1, y: p.y - p.r * 0.15, r: p.r * 0.75 });
  }
  return out;
};
