/** Skewers: the grilled meat, and the sticks drawn on top of the plate. */
import { type DishArt } from '../../../../functions/src/catalogue/seed/menu-types.ts';
import { lighten, mix, shade, vary } from '../palette.ts';
import { type Rng } from '../random.ts';
import { type Region } from '../regions.ts';
import { type Svg, TAU, blob, f } from '../svg.ts';
import { type TextureFn } from './texture-kit.ts';

export const skewers: TextureFn = (svg, rng, art, reg, s) => {
  // the bed: shredded cabbage, tomato slices and onion rings; the skewers are drawn on top, unclipped
  const [onion, tomato, cabbage] = art.garnish;
  let out = '';
  if (cabbage) {
    out += `<g fill="none" stroke-linecap="round">`;
    for (let i = 0; i < reg.area / (s * s) / 60; i++) {
      const [x, y] = reg.sample(rng);
      const c = vary(rng, cabbage, 0.15);
      const len = rng.range(10, 22) * s;
      const a = rng.range(0, 180);
      out += `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})" d="M0 0q${f(len / 2)} ${f(rng.range(-6, 6) * s)} ${f(len)} 0" stroke="${c}" stroke-width="${f(rng.range(1.6, 2.8) * s)}"/>`;
    }
    out += `</g>`;
  }
  if (tomato) {
    for (let i = 0; i < 4; i++) {
      const a = rng.range(0, TAU);
      const d = reg.r * rng.range(0.45, 0.7);
      const x = reg.cx + Math.cos(a) * d;
      const y = reg.cy + Math.sin(a) * d;
      const r = rng.range(17, 21) * s;
      out += `<circle cx="${f(x + 2 * s)}" cy="${f(y + 4 * s)}" r="${f(r)}" fill="#1a0a04" opacity=".3"/>`;
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${tomato}"/>`;
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.78)}" fill="${lighten(tomato, 0.2)}"/>`;
      for (let k = 0; k < 3; k++) {
        const b = (k / 3) * TAU + a;
        out += `<ellipse cx="${f(x + Math.cos(b) * r * 0.42)}" cy="${f(y + Math.sin(b) * r * 0.42)}" rx="${f(r * 0.24)}" ry="${f(r * 0.14)}" transform="rotate(${f((b * 180) / Math.PI)} ${f(x + Math.cos(b) * r * 0.42)} ${f(y + Math.sin(b) * r * 0.42)})" fill="${lighten(tomato, 0.45)}"/>`;
      }
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.16)}" fill="${lighten(tomato, 0.35)}"/>`;
    }
  }
  if (onion) {
    out += `<g fill="none">`;
    for (let i = 0; i < reg.area / (s * s) / 1500; i++) {
      const [x, y] = reg.sample(rng, 10 * s);
      const r = rng.range(9, 17) * s;
      out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * rng.range(0.7, 1))}" transform="rotate(${Math.round(rng.range(0, 180))} ${f(x)} ${f(y)})" stroke="${onion}" stroke-width="${f(3.2 * s)}"/>`;
      out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r - 1.2 * s)}" ry="${f((r - 1.2 * s) * 0.9)}" stroke="${lighten(onion, 0.7)}" stroke-width="${f(1 * s)}" opacity=".8"/>`;
    }
    out += `</g>`;
  }
  return out;
};

/** The skewers themselves, on top of the plate. */
export function skewerSticks(svg: Svg, rng: Rng, art: DishArt, reg: Region, s: number): string {
  const spice = art.garnish[3] ?? art.accent;
  let out = '';
  const angle = rng.range(-30, -18);
  const count = 3;
  const len = reg.r * 2.5;
  for (let i = 0; i < count; i++) {
    const off = (i - 1) * reg.r * 0.5;
    let g = '';
    const x0 = reg.cx - len / 2;
    const y = reg.cy + off;
    g += `<path d="M${f(x0 + 6 * s)} ${f(y + 8 * s)}H${f(x0 + len + 6 * s)}" stroke="#1a0a04" stroke-width="${f(4 * s)}" opacity=".22" stroke-linecap="round"/>`;
    g += `<path d="M${f(x0)} ${f(y)}H${f(x0 + len)}" stroke="${svg.linear([
      [0, '#e2c08a'],
      [1, '#a97c44'],
    ])}" stroke-width="${f(3.6 * s)}" stroke-linecap="round"/>`;
    const pieces = 6;
    const span = reg.r * 1.55;
    for (let k = 0; k < pieces; k++) {
      const x = reg.cx - span / 2 + (k + 0.5) * (span / pieces) + rng.range(-3, 3) * s;
      const py = y + rng.range(-3, 3) * s;
      const rx = (span / pieces) * rng.range(0.55, 0.68);
      const ry = rng.range(17, 22) * s;
      const c = mix(art.base, art.accent, rng.range(0, 0.6));
      const shape = blob(rng, x, py, rx, 8, 0.18, 1, ry / rx);
      g += `<path d="${blob(rng, x + 4 * s, py + 7 * s, rx, 8, 0.18, 1, ry / rx)}" fill="#1a0a04" opacity=".35" stroke="#1a0a04" stroke-opacity=".12" stroke-width="${f(4 * s)}" stroke-linejoin="round"/>`;
      g += `<path d="${shape}" fill="${svg.radial(
        [
          [0, lighten(c, 0.2)],
          [0.6, c],
          [1, shade(c, 0.55)],
        ],
        0.4,
        0.38,
        0.68,
      )}" stroke="${shade(c, 0.6)}" stroke-width="${f(1 * s)}"/>`;
      // yaji spice crust and charred tips
      g += `<g fill="${spice}">`;
      for (let d = 0; d < 26; d++) {
        g += `<circle cx="${f(x + rng.range(-0.8, 0.8) * rx)}" cy="${f(py + rng.range(-0.75, 0.75) * ry)}" r="${f(rng.range(0.6, 1.6) * s)}" opacity="${f(rng.range(0.5, 1))}"/>`;
      }
      g += `</g><g fill="#b8321c">`;
      for (let d = 0; d < 10; d++) {
        g += `<circle cx="${f(x + rng.range(-0.7, 0.7) * rx)}" cy="${f(py + rng.range(-0.7, 0.7) * ry)}" r="${f(rng.range(0.6, 1.3) * s)}" opacity=".8"/>`;
      }
      g += `</g>`;
      g += `<path d="M${f(x - rx * 0.8)} ${f(py + ry * 0.5)}q${f(rx * 0.8)} ${f(ry * 0.3)} ${f(rx * 1.6)} 0" stroke="#1a0804" stroke-width="${f(2.2 * s)}" fill="none" opacity=".55"/>`;
      g += `<ellipse cx="${f(x - rx * 0.25)}" cy="${f(py - ry * 0.4)}" rx="${f(rx * 0.4)}" ry="${f(ry * 0.15)}" fill="#fff" opacity=".22"/>`;
    }
    out += `<g transform="rotate(${f(angle + rng.range(-3, 3))} ${f(reg.cx)} ${f(reg.cy)})">${g}</g>`;
  }
  return out;
}
