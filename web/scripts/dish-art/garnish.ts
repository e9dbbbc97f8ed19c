/** Garnish read from a recipe's colours (diced bits, peas, slivers, leaves, eggs) and the finishing touches: dust and sheen. */
import { type DishArt } from '../../../functions/src/catalogue/seed/menu-types.ts';
import { darken, isCitrus, isGreen, isYellow, lighten, luminance, shade, vary } from './palette.ts';
import { type Rng } from './random.ts';
import { type Region } from './regions.ts';
import { type Svg, TAU, blob, f, leafPath, roundedRectPath } from './svg.ts';
import { lemonWedge } from './table-props.ts';

export type GarnishKind = 'dice' | 'pea' | 'sliver' | 'leaf' | 'egg' | 'wedge';
export type Garnish = { kind: GarnishKind; color: string; yolk?: string };

export function garnishPlan(art: DishArt): Garnish[] {
  const plan: Garnish[] = [];
  const kinds: GarnishKind[] = ['dice', 'pea', 'sliver', 'leaf'];
  for (let i = 0; i < art.garnish.length; i++) {
    const color = art.garnish[i] as string;
    const next = art.garnish[i + 1];
    if (luminance(color) > 0.78 && next && isYellow(next)) {
      plan.push({ kind: 'egg', color, yolk: next });
      i++;
      continue;
    }
    plan.push({ kind: isCitrus(color) ? 'wedge' : (kinds[i % 4] as GarnishKind), color });
  }
  return plan;
}

/** The "hero" piece of a stew or rice dish: a first garnish colour darker than the base. */
export function heroColor(art: DishArt): string | undefined {
  const first = art.garnish[0];
  return first && luminance(first) < luminance(art.base) * 0.8 ? first : undefined;
}

export function egg(svg: Svg, rng: Rng, x: number, y: number, size: number, white: string, yolk: string): string {
  const rot = rng.range(0, 180);
  const w = size;
  const h = size * 0.78;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<ellipse cx="${f(size * 0.08)}" cy="${f(size * 0.12)}" rx="${f(w)}" ry="${f(h)}" fill="#2a1206" opacity=".28"/>` +
    `<ellipse rx="${f(w)}" ry="${f(h)}" fill="${svg.radial(
      [
        [0, lighten(white, 0.6)],
        [0.7, white],
        [1, darken(white, 0.12)],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>` +
    `<ellipse cx="${f(size * 0.05)}" rx="${f(w * 0.5)}" ry="${f(h * 0.55)}" fill="${svg.radial(
      [
        [0, lighten(yolk, 0.25)],
        [0.8, yolk],
        [1, darken(yolk, 0.15)],
      ],
      0.4,
      0.4,
      0.6,
    )}"/>` +
    `<ellipse cx="${f(-w * 0.4)}" cy="${f(-h * 0.45)}" rx="${f(w * 0.28)}" ry="${f(h * 0.12)}" fill="#fff" opacity=".55"/>` +
    `</g>`
  );
}

/** 'stew' draws bits as they look once cooked in a sauce: ragged pepper pieces, wilted leaves. */
export type GarnishStyle = 'fresh' | 'stew';

export function garnishPiece(svg: Svg, rng: Rng, g: Garnish, x: number, y: number, s: number, scale = 1, style: GarnishStyle = 'fresh'): string {
  const k = s * scale;
  const c = vary(rng, g.color, 0.08);
  const rot = rng.range(0, 360);
  if (style === 'stew' && (g.kind === 'pea' || g.kind === 'dice')) {
    return `<path d="${blob(rng, x, y, rng.range(2.5, 4.5) * k, 5, 0.4)}" fill="${c}" opacity=".9"/>`;
  }
  if (style === 'stew' && g.kind === 'sliver' && !isGreen(g.color)) {
    const len = rng.range(6, 11) * k;
    return `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})" d="M0 0q${f(len / 2)} ${f(rng.range(-2, 2) * k)} ${f(len)} 0" stroke="${c}" stroke-width="${f(2.4 * k)}" stroke-linecap="round" fill="none"/>`;
  }
  if (style === 'stew' && (g.kind === 'sliver' || g.kind === 'leaf')) {
    const r = rng.range(6, 11) * k;
    return (
      `<path d="${blob(rng, x, y, r, 7, 0.45, 1.4, 0.7, rng.range(0, TAU))}" fill="${c}" opacity=".92"/>` +
      `<path d="M${f(x - r * 0.8)} ${f(y)}q${f(r * 0.8)} ${f(rng.range(-3, 3) * k)} ${f(r * 1.6)} 0" transform="rotate(${f(rot)} ${f(x)} ${f(y)})" stroke="${lighten(c, 0.3)}" stroke-width="${f(0.7 * k)}" fill="none" opacity=".6"/>`
    );
  }
  switch (g.kind) {
    case 'dice': {
      const w = rng.range(5, 8) * k;
      return (
        `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})" d="${roundedRectPath(-w / 2, -w / 2, w, w * rng.range(0.8, 1.1), w * 0.25)}" ` +
        `fill="${svg.radial(
          [
            [0, lighten(c, 0.25)],
            [1, shade(c, 0.2)],
          ],
          0.35,
          0.3,
          0.8,
        )}" stroke="${shade(c, 0.35)}" stroke-width="${f(0.5 * s)}"/>`
      );
    }
    case 'pea': {
      const r = rng.range(3, 4.3) * k;
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${svg.radial(
        [
          [0, lighten(c, 0.45)],
          [0.55, c],
          [1, shade(c, 0.35)],
        ],
        0.38,
        0.34,
        0.62,
      )}"/>`;
    }
    case 'sliver': {
      const len = rng.range(10, 18) * k;
      const bend = rng.range(-0.6, 0.6) * len;
      return (
        `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})" d="M0 0Q${f(len / 2)} ${f(bend)} ${f(len)} 0" fill="none" ` +
        `stroke="${c}" stroke-width="${f(rng.range(2.2, 3.2) * k)}" stroke-linecap="round"/>` +
        `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})" d="M${f(len * 0.2)} ${f(bend * 0.3 - 0.6 * k)}Q${f(len / 2)} ${f(bend - 0.6 * k)} ${f(len * 0.75)} ${f(bend * 0.3 - 0.6 * k)}" fill="none" ` +
        `stroke="${lighten(c, 0.45)}" stroke-width="${f(0.8 * k)}" stroke-linecap="round" opacity=".7"/>`
      );
    }
    case 'leaf': {
      const len = rng.range(7, 12) * k;
      return (
        `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="${leafPath(len, len * 0.38)}" fill="${c}"/>` +
        `<path d="M${f(len * 0.1)} 0L${f(len * 0.85)} 0" stroke="${lighten(c, 0.35)}" stroke-width="${f(0.6 * k)}" opacity=".8"/></g>`
      );
    }
    case 'egg':
      return egg(svg, rng, x, y, 13 * k, g.color, g.yolk ?? '#f0b933');
    case 'wedge':
      return lemonWedge(svg, x, y, rot, 20 * k, g.color, false);
  }
}

/** Scatter the recipe's garnish over a region. density scales how many pieces are drawn. */
export function scatterGarnish(
  svg: Svg,
  rng: Rng,
  art: DishArt,
  reg: Region,
  s: number,
  density: number,
  skipFirst = false,
  style: GarnishStyle = 'fresh',
): string {
  const perArea: Record<GarnishKind, number> = { dice: 800, pea: 560, sliver: 2200, leaf: 1100, egg: 0, wedge: 0 };
  let out = '';
  garnishPlan(art).forEach((g, i) => {
    if (skipFirst && i === 0) return;
    if (g.kind === 'egg') return;
    if (g.kind === 'wedge') {
      // two wedges tucked at the side
      for (let k = 0; k < 2; k++) {
        const a = rng.range(0, TAU);
        out += garnishPiece(svg, rng, g, reg.cx + Math.cos(a) * reg.r * 0.6, reg.cy + Math.sin(a) * reg.r * 0.6, s, 1.4);
      }
      return;
    }
    const count = Math.round((reg.area / (s * s) / perArea[g.kind]) * density);
    for (let k = 0; k < count; k++) {
      const [x, y] = reg.sample(rng, 4 * s);
      out += garnishPiece(svg, rng, g, x, y, s, 1, style);
    }
  });
  return out;
}

export function eggsOn(svg: Svg, rng: Rng, art: DishArt, reg: Region, s: number, count: number, size = 1): string {
  const g = garnishPlan(art).find((p) => p.kind === 'egg');
  if (!g) return '';
  let out = '';
  const a0 = rng.range(0, TAU);
  for (let i = 0; i < count; i++) {
    const a = a0 + (i / count) * TAU + rng.range(-0.3, 0.3);
    const d = count === 1 ? reg.r * rng.range(0.1, 0.3) : reg.r * rng.range(0.3, 0.5);
    out += garnishPiece(svg, rng, g, reg.cx + Math.cos(a) * d, reg.cy + Math.sin(a) * d, s, size);
  }
  return out;
}

export function dust(rng: Rng, reg: Region, color: string, s: number, count: number, cluster?: { x: number; y: number; r: number }): string {
  let out = `<g fill="${color}">`;
  for (let i = 0; i < count; i++) {
    let x: number;
    let y: number;
    if (cluster) {
      const a = rng.next() * TAU;
      const d = cluster.r * Math.sqrt(rng.next());
      x = cluster.x + Math.cos(a) * d;
      y = cluster.y + Math.sin(a) * d;
    } else [x, y] = reg.sample(rng);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(0.5, 1.4) * s)}" opacity="${f(rng.range(0.5, 0.95))}"/>`;
  }
  return out + '</g>';
}

/** Soft white highlights on a glossy surface. */
export function sheen(rng: Rng, reg: Region, s: number, count: number, strength = 0.5): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(Math.PI * 0.9, Math.PI * 1.6);
    const d = reg.r * rng.range(0.15, 0.75);
    const x = reg.cx + Math.cos(a) * d;
    const y = reg.cy + Math.sin(a) * d;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rng.range(5, 20) * s)}" ry="${f(rng.range(1.6, 4.5) * s)}" transform="rotate(${f(rng.range(-45, -20))} ${f(x)} ${f(y)})" fill="#fff" opacity="${f(rng.range(0.25, 0.6) * strength)}"/>`;
  }
  return out;
}
