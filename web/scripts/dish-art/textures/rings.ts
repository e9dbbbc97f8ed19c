/** Rings: sliced rounds (plantain, onion, pepper). */
import { lighten, shade } from '../palette.ts';
import { f } from '../svg.ts';
import { type TextureFn, baseFill } from './texture-kit.ts';

export const rings: TextureFn = (svg, rng, art, reg, s) => {
  // a flat injera covering the plate, full of "eyes", with rolls laid on top
  let out = baseFill(svg, art, reg, 0.08, 0.12);
  const holes = (x0: number, y0: number, w: number, h: number, n: number): string => {
    let g = `<g fill="${shade(art.accent, 0.25)}">`;
    for (let i = 0; i < n; i++) {
      const x = x0 + rng.next() * w;
      const y = y0 + rng.next() * h;
      const r = rng.range(0.7, 1.9) * s;
      g += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.85)}" opacity="${f(rng.range(0.35, 0.75))}"/>`;
    }
    return g + '</g>';
  };
  out += holes(reg.cx - reg.r, reg.cy - reg.r, reg.r * 2, reg.r * 2, Math.round(reg.area / (s * s) / 30));
  // rolls
  const count = 3;
  const angle = rng.range(-35, -15);
  const rollW = reg.r * 0.36;
  const rollL = reg.r * 1.5;
  for (let i = 0; i < count; i++) {
    const off = (i - (count - 1) / 2) * rollW * 1.12;
    const x = reg.cx - rollL / 2 + rng.range(-8, 8) * s;
    const y = reg.cy + off - rollW / 2;
    const grad = svg.linear(
      [
        [0, shade(art.base, 0.28)],
        [0.25, lighten(art.base, 0.18)],
        [0.55, art.base],
        [1, shade(art.base, 0.38)],
      ],
      0,
      0,
      0,
      1,
    );
    let roll = `<rect x="${f(x + 4 * s)}" y="${f(y + 7 * s)}" width="${f(rollL)}" height="${f(rollW)}" rx="${f(rollW / 2)}" fill="#2a1206" opacity=".35" stroke="#1a0a04" stroke-opacity=".12" stroke-width="${f(4 * s)}" stroke-linejoin="round"/>`;
    roll += `<rect x="${f(x)}" y="${f(y)}" width="${f(rollL)}" height="${f(rollW)}" rx="${f(rollW / 2)}" fill="${grad}"/>`;
    roll += holes(x + rollW * 0.3, y + rollW * 0.12, rollL - rollW * 0.6, rollW * 0.76, Math.round((rollL * rollW) / (s * s) / 30));
    // the spiral end
    const ex = x + rollL - rollW * 0.32;
    const ey = y + rollW / 2;
    roll += `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(rollW * 0.3)}" ry="${f(rollW * 0.48)}" fill="${lighten(art.base, 0.1)}" stroke="${shade(art.base, 0.3)}" stroke-width="${f(1 * s)}"/>`;
    roll += `<path d="M${f(ex)} ${f(ey)}m0 ${f(-rollW * 0.05)}a${f(rollW * 0.06)} ${f(rollW * 0.1)} 0 1 1 0 ${f(rollW * 0.2)}a${f(rollW * 0.13)} ${f(rollW * 0.22)} 0 1 1 0 ${f(-rollW * 0.42)}a${f(rollW * 0.2)} ${f(rollW * 0.33)} 0 1 1 0 ${f(rollW * 0.66)}" fill="none" stroke="${shade(art.base, 0.35)}" stroke-width="${f(1 * s)}"/>`;
    out += `<g transform="rotate(${f(angle + rng.range(-4, 4))} ${f(reg.cx)} ${f(reg.cy)})">${roll}</g>`;
  }
  return out;
};
