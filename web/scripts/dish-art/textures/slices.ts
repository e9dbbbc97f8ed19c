/** Slices: breads and flatbreads cut in pieces. */
import { garnishPlan, scatterGarnish, sheen } from '../garnish.ts';
import { lighten, mix, shade, vary } from '../palette.ts';
import { TAU, blob, f, roundedRectPath } from '../svg.ts';
import { type TextureFn } from './texture-kit.ts';

export const slices: TextureFn = (svg, rng, art, reg, s, vessel) => {
  const plan = garnishPlan(art);
  if (vessel === 'pan') {
    // a sheet cake cut into diamonds, an almond on each
    let out = `<path d="${reg.path}" fill="${shade(art.accent, 0.35)}"/>`;
    const cell = reg.r * 0.36;
    const ang = 45;
    const topping = plan[0];
    let cells = '';
    for (let i = -4; i <= 4; i++) {
      for (let j = -4; j <= 4; j++) {
        const x = reg.cx + i * cell;
        const y = reg.cy + j * cell * 0.8;
        const c = vary(rng, art.base, 0.06);
        cells += `<path d="${roundedRectPath(x - cell / 2 + 1.5 * s, y - cell * 0.4 + 1.5 * s, cell - 3 * s, cell * 0.8 - 3 * s, 4 * s)}" fill="${svg.radial(
          [
            [0, lighten(c, 0.22)],
            [0.7, c],
            [1, art.accent],
          ],
          0.45,
          0.4,
          0.7,
        )}"/>`;
        if (topping) {
          const ax = x;
          const ay = y;
          cells += `<ellipse cx="${f(ax + 1.5 * s)}" cy="${f(ay + 2 * s)}" rx="${f(cell * 0.16)}" ry="${f(cell * 0.09)}" fill="#2a1206" opacity=".3" transform="rotate(${-ang} ${f(ax)} ${f(ay)})"/>`;
          cells += `<ellipse cx="${f(ax)}" cy="${f(ay)}" rx="${f(cell * 0.16)}" ry="${f(cell * 0.09)}" fill="${svg.radial(
            [
              [0, lighten(topping.color, 0.5)],
              [1, shade(topping.color, 0.12)],
            ],
            0.4,
            0.35,
            0.7,
          )}" transform="rotate(${-ang} ${f(ax)} ${f(ay)})"/>`;
        }
      }
    }
    out += `<g transform="rotate(${ang} ${f(reg.cx)} ${f(reg.cy)})">${cells}</g>`;
    out += sheen(rng, reg, s, 8, 0.9); // the syrup
    return out;
  }
  // oval slices, fanned around the plate
  let out = '';
  const eggs = plan.find((g) => g.kind === 'egg');
  if (eggs) {
    // slabs of a steamed pudding (moi moi), each cut through a slice of boiled egg
    const n = 4;
    const w = reg.r * 0.74;
    const h = reg.r * 0.5;
    const items: { x: number; y: number; rot: number }[] = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * TAU + rng.range(-0.1, 0.1) + 0.4;
      items.push({ x: reg.cx + Math.cos(a) * reg.r * 0.52, y: reg.cy + Math.sin(a) * reg.r * 0.52, rot: (a * 180) / Math.PI + 90 });
    }
    items.push({ x: reg.cx, y: reg.cy, rot: rng.range(-30, 30) });
    items.sort((p, q) => p.y - q.y);
    const grad = svg.radial(
      [
        [0, lighten(art.base, 0.2)],
        [0.7, art.base],
        [1, art.accent],
      ],
      0.45,
      0.42,
      0.62,
    );
    for (const it of items) {
      const shape = roundedRectPath(-w / 2, -h / 2, w, h, h * 0.3);
      out += `<g transform="translate(${f(it.x)} ${f(it.y)}) rotate(${f(it.rot + rng.range(-8, 8))})">`;
      out += `<path d="${shape}" transform="translate(${f(3 * s)} ${f(6 * s)})" fill="#1a0a04" opacity=".35" stroke="#1a0a04" stroke-opacity=".12" stroke-width="${f(5 * s)}" stroke-linejoin="round"/>`;
      out += `<path d="${shape}" fill="${grad}" stroke="${shade(art.accent, 0.25)}" stroke-width="${f(1 * s)}"/>`;
      out += `<g fill="${shade(art.accent, 0.25)}" opacity=".45">`;
      for (let k = 0; k < 30; k++)
        out += `<circle cx="${f(rng.range(-0.45, 0.45) * w)}" cy="${f(rng.range(-0.4, 0.4) * h)}" r="${f(rng.range(0.5, 1.3) * s)}"/>`;
      out += `</g>`;
      const ex = rng.range(-0.12, 0.12) * w;
      out += `<ellipse cx="${f(ex)}" rx="${f(w * 0.2)}" ry="${f(h * 0.28)}" fill="${eggs.color}" stroke="${shade(art.base, 0.1)}" stroke-width="${f(0.8 * s)}"/>`;
      out += `<ellipse cx="${f(ex)}" rx="${f(w * 0.1)}" ry="${f(h * 0.15)}" fill="${eggs.yolk ?? '#f0b933'}"/>`;
      out += `<ellipse cx="${f(-w * 0.22)}" cy="${f(-h * 0.28)}" rx="${f(w * 0.18)}" ry="${f(h * 0.07)}" fill="#fff" opacity=".3"/>`;
      out += `</g>`;
    }
    return out + scatterGarnish(svg, rng, art, reg, s, 0.2);
  }
  // fried slices cut on the bias (plantain), laid in overlapping rings
  const rx = 34 * s;
  const ry = 22 * s;
  const items: { x: number; y: number; a: number }[] = [];
  const n = Math.round(reg.area / (rx * ry * 2.6));
  for (let i = 0; i < n; i++) {
    const [x, y] = reg.sample(rng, rx * 0.6);
    items.push({ x, y, a: rng.range(0, TAU) });
  }
  items.sort((p, q) => p.y - q.y);
  const grads = [0, 1, 2].map((i) => {
    const c = vary(rng, art.base, 0.05 + i * 0.03);
    return svg.radial(
      [
        [0, mix(c, '#ffd25a', 0.45)],
        [0.5, c],
        [0.82, mix(c, art.accent, 0.75)],
        [1, shade(art.accent, 0.3)],
      ],
      0.5,
      0.5,
      0.52,
    );
  });
  for (const it of items) {
    const rot = (it.a * 180) / Math.PI + rng.range(-20, 20);
    out += `<g transform="translate(${f(it.x)} ${f(it.y)}) rotate(${f(rot)})">`;
    out += `<ellipse cx="${f(3 * s)}" cy="${f(6 * s)}" rx="${f(rx)}" ry="${f(ry)}" fill="#1a0a04" opacity=".35" stroke="#1a0a04" stroke-opacity=".12" stroke-width="${f(4 * s)}"/>`;
    out += `<path d="${blob(rng, 0, 0, rx, 10, 0.05, 1, ry / rx)}" fill="${rng.pick(grads)}" stroke="${shade(art.accent, 0.45)}" stroke-width="${f(1 * s)}"/>`;
    // caramelised patches and the faint seed line of the plantain
    out += `<g fill="${shade(art.accent, 0.1)}" opacity=".5">`;
    for (let k = 0; k < 5; k++) {
      const ang = rng.range(0, TAU);
      out += `<ellipse cx="${f(Math.cos(ang) * rx * 0.62)}" cy="${f(Math.sin(ang) * ry * 0.62)}" rx="${f(rng.range(3, 8) * s)}" ry="${f(rng.range(2, 4) * s)}"/>`;
    }
    out += `</g>`;
    out += `<ellipse cx="${f(-rx * 0.3)}" cy="${f(-ry * 0.4)}" rx="${f(rx * 0.32)}" ry="${f(ry * 0.15)}" fill="#fff" opacity=".35"/>`;
    out += `</g>`;
  }
  out += scatterGarnish(svg, rng, art, reg, s, 0.35);
  return out;
};
