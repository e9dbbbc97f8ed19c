/** The table under the dish: wood or cloth, the vignette, a woven mat or a kente-style runner. */
import { lighten, luminance, shade, vary } from './palette.ts';
import { type Rng } from './random.ts';
import { type Svg, f } from './svg.ts';

export function drawTable(svg: Svg, rng: Rng, color: string, W: number, H: number): string {
  let out = `<rect width="${W}" height="${H}" fill="${color}"/>`;
  if (luminance(color) < 0.22) {
    // wooden planks
    const plank = H / rng.range(3.6, 4.6);
    const angle = rng.pick([0, 0, 90]);
    const span = Math.max(W, H) * 1.5;
    let planks = '';
    for (let y = -span / 2; y < span / 2; y += plank) {
      const c = vary(rng, color, 0.08);
      planks += `<rect x="${f(-span / 2)}" y="${f(y)}" width="${f(span)}" height="${f(plank)}" fill="${c}"/>`;
      for (let k = 0; k < 9; k++) {
        const gy = y + rng.range(0.08, 0.92) * plank;
        let d = `M${f(-span / 2)} ${f(gy)}`;
        for (let x = -span / 2; x < span / 2; x += span / 8) {
          d += `Q${f(x + span / 16)} ${f(gy + rng.range(-6, 6))} ${f(x + span / 8)} ${f(gy + rng.range(-2, 2))}`;
        }
        planks += `<path d="${d}" fill="none" stroke="${rng.chance(0.5) ? shade(c, 0.35) : lighten(c, 0.12)}" stroke-width="${f(rng.range(0.8, 2.4))}" opacity=".35"/>`;
      }
      planks += `<path d="M${f(-span / 2)} ${f(y)}H${f(span / 2)}" stroke="${shade(color, 0.55)}" stroke-width="3" opacity=".7"/>`;
    }
    out += `<g transform="translate(${W / 2} ${H / 2}) rotate(${angle})">${planks}</g>`;
  } else {
    // woven linen
    let weft = '';
    let warp = '';
    for (let y = 1.5; y < H; y += 3) weft += `M0 ${f(y)}H${W}`;
    for (let x = 1.5; x < W; x += 3) warp += `M${f(x)} 0V${H}`;
    out += `<path d="${weft}" stroke="${shade(color, 0.12)}" stroke-width="1" opacity=".3"/><path d="${warp}" stroke="${lighten(color, 0.3)}" stroke-width="1" opacity=".3"/>`;
    for (let i = 0; i < 5; i++) {
      const x = rng.range(0, W);
      const d = `M${f(x)} -20Q${f(x + rng.range(-120, 120))} ${f(H / 2)} ${f(x + rng.range(-60, 60))} ${f(H + 20)}`;
      const width = rng.range(10, 28);
      for (const k of [1, 0.6, 0.3]) {
        out += `<path d="${d}" stroke="${i % 2 ? '#fff' : shade(color, 0.4)}" stroke-width="${f(width * k * 1.6)}" fill="none" opacity=".045"/>`;
      }
    }
  }
  return out;
}

export function vignette(svg: Svg, W: number, H: number, strength = 0.38): string {
  return `<rect width="${W}" height="${H}" fill="${svg.radialAt(
    [
      [0, '#000', 0],
      [0.6, '#000', 0],
      [1, '#000', strength],
    ],
    W / 2,
    H / 2,
    Math.hypot(W, H) / 2,
  )}"/>`;
}

/** A round woven raffia mat under the dish. */
export function wovenMat(svg: Svg, rng: Rng, cx: number, cy: number, r: number): string {
  const straw = rng.pick(['#d2b27a', '#c8a06a', '#dcc08c']);
  const accent = rng.pick(['#a63a2a', '#2f5d3a', '#c9782a', '#27323f']);
  let out = `<circle cx="${f(cx + 6)}" cy="${f(cy + 10)}" r="${f(r)}" fill="#140a04" opacity=".35" filter="${svg.blur(10)}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${straw}"/>`;
  let k = 0;
  for (let rr = r - 4; rr > r * 0.55; rr -= 9, k++) {
    const c = k === 2 || k === 3 ? accent : k % 2 ? shade(straw, 0.15) : lighten(straw, 0.12);
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="none" stroke="${c}" stroke-width="8" stroke-dasharray="10 3" opacity=".85"/>`;
  }
  // a fringe of points around the edge
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r - 1)}" fill="none" stroke="${shade(straw, 0.35)}" stroke-width="3" stroke-dasharray="2 5"/>`;
  return out;
}

/** A kente-style cloth runner across the table. */
export function runner(svg: Svg, rng: Rng, W: number, y: number, h: number, angle: number): string {
  const palettes = [
    ['#e0a526', '#1f6b3a', '#b8321e', '#1b1b1b'],
    ['#d98a2b', '#2a4f7a', '#f0e2c0', '#7a2a1e'],
    ['#c9a13a', '#8a2a1e', '#2f5d3a', '#f2e6c9'],
  ];
  const pal = rng.pick(palettes);
  let stripes = '';
  const block = h / 6;
  for (let x = -W; x < W * 2; x += block * 2) {
    const i = Math.floor(x / (block * 2)) & 3;
    stripes += `<rect x="${f(x)}" y="0" width="${f(block * 2)}" height="${f(h)}" fill="${pal[i % 2 === 0 ? 0 : 3]}"/>`;
    if (i % 2 === 0) {
      for (let k = 1; k < 6; k += 2)
        stripes += `<rect x="${f(x + block * 0.3)}" y="${f(k * block)}" width="${f(block * 1.4)}" height="${f(block * 0.5)}" fill="${pal[1]}"/>`;
    } else {
      stripes += `<rect x="${f(x)}" y="${f(h * 0.42)}" width="${f(block * 2)}" height="${f(h * 0.16)}" fill="${pal[2]}"/>`;
    }
    stripes += `<rect x="${f(x + block * 1.9)}" y="0" width="${f(block * 0.1)}" height="${f(h)}" fill="${pal[2]}"/>`;
  }
  let weft = '';
  for (let t = 2; t < h; t += 4) weft += `M-200 ${f(t)}H${f(W + 200)}`;
  const weave = `<path d="${weft}" stroke="#000" stroke-width="1" opacity=".12"/>`;
  return (
    `<g transform="rotate(${f(angle)} ${f(W / 2)} ${f(y + h / 2)})">` +
    `<rect x="-200" y="${f(y + 8)}" width="${f(W + 400)}" height="${f(h)}" fill="#140a04" opacity=".35" filter="${svg.blur(8)}"/>` +
    `<g transform="translate(0 ${f(y)})">${stripes}${weave}</g>` +
    `<rect x="-200" y="${f(y)}" width="${f(W + 400)}" height="4" fill="#fff" opacity=".2"/>` +
    `</g>`
  );
}
