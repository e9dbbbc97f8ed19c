/** Wraps: rolled and folded doughs. */
import { dust, garnishPlan, scatterGarnish } from '../garnish.ts';
import { lighten, luminance, shade } from '../palette.ts';
import { type Pt, TAU, f, roundedPolygon } from '../svg.ts';
import { type TextureFn } from './texture-kit.ts';

export const wraps: TextureFn = (svg, rng, art, reg, s) => {
  let out = '';
  const plan = garnishPlan(art);
  const sugar = plan.length === 1 && plan[0] && luminance(plan[0].color) > 0.8 ? plan[0] : undefined;
  if (!sugar) out += scatterGarnish(svg, rng, art, reg, s, 0.35);
  const n = 5;
  const side = reg.r * 0.78;
  const start = rng.range(0, TAU);
  const items: { x: number; y: number; a: number }[] = [];
  for (let i = 0; i < n; i++) {
    const a = start + (i / n) * TAU + rng.range(-0.1, 0.1);
    items.push({ x: reg.cx + Math.cos(a) * reg.r * 0.46, y: reg.cy + Math.sin(a) * reg.r * 0.46, a });
  }
  items.push({ x: reg.cx + rng.range(-6, 6) * s, y: reg.cy + rng.range(-6, 6) * s, a: start + 0.6 });
  items.sort((p, q) => p.y - q.y);
  const grad = svg.radial(
    [
      [0, lighten(art.base, 0.32)],
      [0.6, art.base],
      [1, art.accent],
    ],
    0.42,
    0.4,
    0.7,
  );
  for (const it of items) {
    const h = (side * Math.sqrt(3)) / 2;
    // an equilateral triangle pointing at the centre
    const pts: Pt[] = [0, 1, 2].map((k) => {
      const a = it.a + Math.PI + (k / 3) * TAU;
      const rr = h * 0.62;
      return [it.x + Math.cos(a) * rr, it.y + Math.sin(a) * rr];
    });
    const shape = roundedPolygon(pts, side * 0.16);
    out += `<path d="${shape}" transform="translate(${f(4 * s)} ${f(7 * s)})" fill="#1a0a04" opacity=".38" stroke="#1a0a04" stroke-opacity=".12" stroke-width="${f(4 * s)}" stroke-linejoin="round"/>`;
    out += `<path d="${shape}" fill="${grad}" stroke="${shade(art.accent, 0.25)}" stroke-width="${f(1.2 * s)}"/>`;
    // crimped seam along one edge, blisters on the crust
    const [p0, p1] = pts as [Pt, Pt, Pt];
    const inset = (p: Pt): Pt => [p[0] + (it.x - p[0]) * 0.22, p[1] + (it.y - p[1]) * 0.22];
    const a0 = inset(p0);
    const a1 = inset(p1);
    out += `<path d="M${f(a0[0])} ${f(a0[1])}L${f(a1[0])} ${f(a1[1])}" stroke="${shade(art.accent, 0.15)}" stroke-width="${f(1.6 * s)}" stroke-dasharray="${f(2 * s)} ${f(3 * s)}" opacity=".6"/>`;
    out += `<g fill="${lighten(art.base, 0.4)}" opacity=".55">`;
    for (let k = 0; k < 14; k++) {
      const x = it.x + rng.range(-0.3, 0.3) * side;
      const y = it.y + rng.range(-0.3, 0.3) * side;
      out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rng.range(1.5, 3.5) * s)}" ry="${f(rng.range(1, 2.2) * s)}"/>`;
    }
    out += `</g>`;
    out += `<ellipse cx="${f(it.x - side * 0.1)}" cy="${f(it.y - side * 0.12)}" rx="${f(side * 0.16)}" ry="${f(side * 0.06)}" transform="rotate(-30 ${f(it.x)} ${f(it.y)})" fill="#fff" opacity=".3"/>`;
    if (sugar) out += dust(rng, reg, sugar.color, s, 55, { x: it.x, y: it.y, r: side * 0.3 });
  }
  return out;
};
