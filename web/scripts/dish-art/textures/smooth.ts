/** Smooth: purées, sauces and drinks. */
import { dust, garnishPiece, garnishPlan, sheen } from '../garnish.ts';
import { isYellow, lighten, luminance, mix, shade } from '../palette.ts';
import { TAU, blob, f, leafPath, roundedRectPath } from '../svg.ts';
import { type TextureFn, baseFill } from './texture-kit.ts';

export const smooth: TextureFn = (svg, rng, art, reg, s, vessel) => {
  const plan = garnishPlan(art);
  if (vessel === 'pan') {
    // a baked surface: custard, sponge or tart
    const [first, second, ...rest] = plan;
    const tart = plan.length === 1 && first !== undefined && luminance(first.color) < 0.3;
    let out = `<path d="${reg.path}" fill="${svg.radial(
      [
        [0, lighten(art.base, 0.15)],
        [0.7, art.base],
        [1, art.accent],
      ],
      0.45,
      0.42,
      0.62,
    )}"/>`;
    for (let i = 0; i < (tart ? 7 : 16); i++) {
      const [x, y] = reg.sample(rng);
      out += `<path d="${blob(rng, x, y, rng.range(10, 34) * s, 8, 0.35)}" fill="${art.accent}" opacity="${f(tart ? rng.range(0.06, 0.14) : rng.range(0.18, 0.45))}"/>`;
    }
    // tiny baked bubbles
    out += `<g fill="${shade(art.accent, 0.15)}" opacity=".45">`;
    for (let i = 0; i < reg.area / (s * s) / 160; i++) {
      const [x, y] = reg.sample(rng);
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(0.8, 2.2) * s)}"/>`;
    }
    out += `</g>`;
    // crust at the rim: a crimped pastry edge for a tart, a darker baked edge otherwise
    if (tart) {
      out += `<path d="${reg.path}" fill="none" stroke="${mix(art.accent, '#c9873a', 0.5)}" stroke-width="${f(30 * s)}"/>`;
      out += `<path d="${reg.path}" fill="none" stroke="${lighten(art.accent, 0.25)}" stroke-width="${f(18 * s)}" stroke-dasharray="${f(7 * s)} ${f(5 * s)}"/>`;
      out += `<circle cx="${f(reg.cx)}" cy="${f(reg.cy)}" r="${f(reg.r - 15 * s)}" fill="none" stroke="${shade(art.accent, 0.2)}" stroke-width="${f(2 * s)}" opacity=".5"/>`;
    } else {
      out += `<path d="${reg.path}" fill="none" stroke="${svg.radial(
        [
          [0.85, art.accent],
          [1, shade(art.accent, 0.3)],
        ],
        0.5,
        0.5,
        0.5,
      )}" stroke-width="${f(16 * s)}" opacity=".9"/>`;
    }
    if (tart && first) {
      // a dusting (cinnamon) in a soft round pattern
      out += dust(rng, reg, first.color, s, Math.round(reg.area / (s * s) / 45), { x: reg.cx, y: reg.cy, r: reg.r * 0.6 });
      return out + sheen(rng, reg, s, 4, 0.5);
    }
    if (first && luminance(first.color) > 0.6) {
      // a poured sauce or custard
      // a pour of custard across the pudding
      const px = reg.cx + reg.r * 0.1;
      const py = reg.cy + reg.r * 0.1;
      const pour = blob(rng, px, py, reg.r * 0.42, 12, 0.12, 1.5, 0.7, -0.5);
      out += `<path d="${pour}" transform="translate(${f(3 * s)} ${f(5 * s)})" fill="${shade(art.accent, 0.25)}" opacity=".35"/>`;
      out += `<path d="${pour}" fill="${svg.radial(
        [
          [0, lighten(first.color, 0.45)],
          [0.75, first.color],
          [1, shade(first.color, 0.06)],
        ],
        0.42,
        0.4,
        0.62,
      )}"/>`;
      for (let i = 0; i < 5; i++) {
        const [x, y] = reg.sample(rng, reg.r * 0.2);
        out += `<path d="${blob(rng, x, y, rng.range(5, 10) * s, 8, 0.2)}" fill="${first.color}" opacity=".9"/>`;
      }
      out += `<ellipse cx="${f(px - reg.r * 0.15)}" cy="${f(py - reg.r * 0.08)}" rx="${f(reg.r * 0.18)}" ry="${f(reg.r * 0.04)}" transform="rotate(-28 ${f(px)} ${f(py)})" fill="#fff" opacity=".55"/>`;
      out += sheen(rng, reg, s, 3, 0.8);
    } else if (first) {
      // bay leaves lying on the top
      for (let i = 0; i < 3; i++) {
        const a = (i / 3) * TAU + rng.range(-0.3, 0.3);
        const x = reg.cx + Math.cos(a) * reg.r * 0.35;
        const y = reg.cy + Math.sin(a) * reg.r * 0.35;
        const len = rng.range(44, 56) * s;
        out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f((a * 180) / Math.PI + rng.range(60, 120))})"><path d="${leafPath(len, len * 0.24)}" fill="${svg.linear(
          [
            [0, lighten(first.color, 0.15)],
            [1, shade(first.color, 0.2)],
          ],
        )}" stroke="${shade(first.color, 0.35)}" stroke-width="${f(0.8 * s)}"/><path d="M${f(len * 0.05)} 0L${f(len * 0.92)} 0" stroke="${lighten(first.color, 0.4)}" stroke-width="${f(1 * s)}"/></g>`;
      }
    }
    if (second) {
      for (let i = 0; i < reg.area / (s * s) / 1400; i++) {
        const [x, y] = reg.sample(rng, 10 * s);
        out += garnishPiece(svg, rng, { ...second, kind: 'sliver' }, x, y, s, 0.8);
      }
    }
    for (const g of rest) {
      for (let i = 0; i < reg.area / (s * s) / 1800; i++) {
        const [x, y] = reg.sample(rng, 10 * s);
        out += garnishPiece(svg, rng, { ...g, kind: 'pea' }, x, y, s, 0.9);
      }
    }
    return out + sheen(rng, reg, s, 3, 0.4);
  }
  if (vessel === 'cup') {
    // a glossy sauce surface with a spoon swirl, oil and seeds
    let out = baseFill(svg, art, reg, 0.1, 0.25);
    for (let i = 0; i < 3; i++) {
      const rr = reg.r * (0.25 + i * 0.2);
      out += `<path d="M${f(reg.cx - rr)} ${f(reg.cy)}A${f(rr)} ${f(rr * 0.9)} 0 0 1 ${f(reg.cx + rr * 0.7)} ${f(reg.cy - rr * 0.6)}" fill="none" stroke="${lighten(art.base, 0.22)}" stroke-width="${f(rng.range(3, 6) * s)}" stroke-linecap="round" opacity=".5"/>`;
      out += `<path d="M${f(reg.cx + rr)} ${f(reg.cy + 3 * s)}A${f(rr)} ${f(rr * 0.9)} 0 0 1 ${f(reg.cx - rr * 0.5)} ${f(reg.cy + rr * 0.8)}" fill="none" stroke="${shade(art.accent, 0.2)}" stroke-width="${f(rng.range(2, 4) * s)}" stroke-linecap="round" opacity=".45"/>`;
    }
    out += `<g opacity=".55">`;
    for (let i = 0; i < 8; i++) {
      const [x, y] = reg.sample(rng, 6 * s);
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(3, 9) * s)}" fill="${lighten(mix(art.base, '#ff9a2a', 0.4), 0.1)}"/>`;
    }
    out += `</g>`;
    plan.forEach((g) => {
      out += `<g fill="${g.color}">`;
      for (let i = 0; i < reg.area / (s * s) / 120; i++) {
        const [x, y] = reg.sample(rng, 3 * s);
        out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rng.range(1.2, 2.4) * s)}" ry="${f(rng.range(0.8, 1.4) * s)}" transform="rotate(${Math.round(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`;
      }
      out += `</g>`;
    });
    return out + sheen(rng, reg, s, 6, 1);
  }
  // a smooth mound (pap, fufu): soft dome shading and the spoon's ridges
  let out = `<path d="${reg.path}" fill="${svg.radial(
    [
      [0, lighten(art.base, 0.5)],
      [0.5, art.base],
      [0.85, art.accent],
      [1, shade(art.accent, 0.25)],
    ],
    0.4,
    0.36,
    0.68,
  )}"/>`;
  for (let i = 0; i < 5; i++) {
    const a0 = rng.range(0, TAU);
    const rr = reg.r * rng.range(0.3, 0.85);
    const x1 = reg.cx + Math.cos(a0) * rr;
    const y1 = reg.cy + Math.sin(a0) * rr;
    const x2 = reg.cx + Math.cos(a0 + 1.2) * rr;
    const y2 = reg.cy + Math.sin(a0 + 1.2) * rr;
    out += `<path d="M${f(x1)} ${f(y1)}A${f(rr)} ${f(rr)} 0 0 1 ${f(x2)} ${f(y2)}" fill="none" stroke="${shade(art.accent, 0.1)}" stroke-width="${f(2.2 * s)}" stroke-linecap="round" opacity=".35"/>`;
    out += `<path d="M${f(x1)} ${f(y1 - 2.5 * s)}A${f(rr)} ${f(rr)} 0 0 1 ${f(x2)} ${f(y2 - 2.5 * s)}" fill="none" stroke="#fff" stroke-width="${f(1.6 * s)}" stroke-linecap="round" opacity=".55"/>`;
  }
  const butter = plan[0];
  if (butter && isYellow(butter.color)) {
    const x = reg.cx - reg.r * 0.1;
    const y = reg.cy - reg.r * 0.12;
    out += `<path d="${blob(rng, x + 6 * s, y + 8 * s, reg.r * 0.3, 9, 0.25)}" fill="${butter.color}" opacity=".45"/>`;
    out += `<path d="${roundedRectPath(x - 14 * s, y - 12 * s, 28 * s, 24 * s, 5 * s)}" transform="rotate(12 ${f(x)} ${f(y)})" fill="${svg.radial(
      [
        [0, lighten(butter.color, 0.45)],
        [1, butter.color],
      ],
      0.35,
      0.3,
      0.8,
    )}"/>`;
  }
  return out + sheen(rng, reg, s, 3, 0.7);
};
