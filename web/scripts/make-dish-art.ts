/**
 * Draws the shop's artwork: original illustrations, no photos. For every dish of the menu it composes
 * three top-down SVG views from the dish's `art` recipe, rasterises them with sharp to WebP and
 * records each image's blurhash:
 *
 *   1. the dish centred on the table (on a woven mat or a cloth runner, with a few loose ingredients),
 *   2. a close-up of the food texture,
 *   3. a table scene: the dish, a companion dish in a small vessel, cutlery on a napkin, a drink.
 *
 * Output: web/public/Images/dishes/<id>-<n>-<480|960>.webp, functions/src/seed/dish-art.json,
 * web/public/Images/brand/{hero,catering}-<960|1600>.webp, web/src/lib/brand-art.json and
 * web/public/favicon.svg.
 *
 * Everything is seeded from the dish id (a small PRNG), so re-runs give the same bytes; a file whose
 * SVG source is unchanged is not rendered again (hashes in node_modules/.cache/spices-art).
 *
 * How a recipe's garnish colours are read, by position: 0 diced bits, 1 round bits (peas, olives),
 * 2 slivers (onion, peel, strips), 3 herb leaves. A near-white colour followed by a yellow one is a
 * boiled egg (white and yolk). In stews and rice, a first garnish colour darker than the base is the
 * "hero" piece (meat, fish) drawn as large chunks.
 *
 * Run: npx tsx web/scripts/make-dish-art.ts   (npm run art)
 *      npx tsx web/scripts/make-dish-art.ts jollof-rice egusi-soup   (only these dishes; JSON untouched)
 *      ART_DEBUG=1 … prints the drawing and encoding time of each image.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encode } from 'blurhash';
import sharp, { type Sharp } from 'sharp';
import { menu } from '../../functions/src/seed/menu.ts';
import type { DishArt, SeedDish } from '../../functions/src/seed/menu-types.ts';

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const publicDir = join(repoRoot, 'web', 'public');
const dishDir = join(publicDir, 'Images', 'dishes');
const brandDir = join(publicDir, 'Images', 'brand');
const seedDir = join(repoRoot, 'functions', 'src', 'seed');
const cacheFile = join(repoRoot, 'node_modules', '.cache', 'spices-art', 'manifest.json');

/** Bump to force a full re-render when the raster settings change. */
const RENDER_VERSION = 'v4';
const WEBP = { quality: 70, effort: 6 } as const;
/** A file larger than this is encoded again at a lower quality (busy close-ups of rice). */
const MAX_BYTES = 60_000;

// ────────────────────────────────────────────────────────────────────────────────────────────────
// Deterministic randomness, numbers, colours
// ────────────────────────────────────────────────────────────────────────────────────────────────

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashString(seed);
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  int(lo: number, hi: number): number {
    return Math.floor(this.range(lo, hi + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** A number for SVG text: one decimal, no trailing zeros. */
const f = (x: number): string => String(Math.round(x * 10) / 10);
const TAU = Math.PI * 2;

type Rgb = [number, number, number];
function toRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}
function toHex([r, g, b]: Rgb): string {
  return '#' + [r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('');
}
function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);
/** Warm shadow: darker and a little browner, which reads better on food than plain black. */
const shade = (c: string, t: number): string => mix(c, '#2a1206', t);
function vary(rng: Rng, c: string, amount: number): string {
  const t = rng.range(-amount, amount);
  return t >= 0 ? lighten(c, t) : shade(c, -t);
}
function luminance(c: string): number {
  const [r, g, b] = toRgb(c).map((v) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function hue(c: string): number {
  const [r, g, b] = toRgb(c).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
function saturation(c: string): number {
  const v = toRgb(c);
  const max = Math.max(...v);
  return max === 0 ? 0 : (max - Math.min(...v)) / max;
}
const isYellow = (c: string): boolean => {
  const h = hue(c);
  return h >= 36 && h <= 62 && luminance(c) > 0.35 && saturation(c) > 0.3;
};
const isGreen = (c: string): boolean => {
  const h = hue(c);
  return h > 70 && h < 170 && saturation(c) > 0.25;
};
/** A pale, clear yellow reads as citrus: lemon wedges. */
const isCitrus = (c: string): boolean => isYellow(c) && luminance(c) > 0.6 && saturation(c) > 0.45;

// ────────────────────────────────────────────────────────────────────────────────────────────────
// SVG building: defs with cached gradients and filters, paths
// ────────────────────────────────────────────────────────────────────────────────────────────────

type Stop = readonly [offset: number, color: string, opacity?: number];

class Svg {
  readonly defs: string[] = [];
  private counter = 0;
  private readonly cache = new Map<string, string>();
  constructor(private readonly prefix: string) {}

  id(kind: string): string {
    return `${this.prefix}${kind}${(this.counter++).toString(36)}`;
  }
  private def(key: string, make: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = this.id('d');
    this.defs.push(make(id));
    this.cache.set(key, id);
    return id;
  }
  private static stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, op]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
  }
  /** Radial gradient in the shape's own box (0..1). */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const key = `r${cx},${cy},${r},${fx},${fy}:${JSON.stringify(stops)}`;
    return `url(#${this.def(key, (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${Svg.stops(stops)}</radialGradient>`)})`;
  }
  /** Radial gradient in user space (for overlays spanning a scene). */
  radialAt(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const key = `ru${f(cx)},${f(cy)},${f(r)}:${JSON.stringify(stops)}`;
    return `url(#${this.def(key, (id) => `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${Svg.stops(stops)}</radialGradient>`)})`;
  }
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `l${x1},${y1},${x2},${y2}:${JSON.stringify(stops)}`;
    return `url(#${this.def(key, (id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${Svg.stops(stops)}</linearGradient>`)})`;
  }
  blur(std: number): string {
    const sd = Math.max(0.5, Math.round(std * 2) / 2);
    return `url(#${this.def(`b${sd}`, (id) => `<filter id="${id}" x="-25%" y="-25%" width="150%" height="150%"><feGaussianBlur stdDeviation="${sd}"/></filter>`)})`;
  }
  clip(d: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }
}

/**
 * librsvg draws every element or group with `opacity` through an offscreen layer, which makes the
 * thousands of small translucent shapes here slow. For a single shape (and for our groups, whose
 * children never set their own opacity) fill-opacity and stroke-opacity give the same picture
 * without the layer, so the document is rewritten that way. Filtered elements keep their layer.
 */
function flattenOpacity(source: string): string {
  return source.replace(/<(circle|ellipse|path|rect|g)\b([^>]*)>/g, (tag, name: string, attrs: string) => {
    const match = / opacity="([^"]*)"/.exec(attrs);
    if (!match || attrs.includes(' filter="')) return tag;
    const opacity = Number(match[1]);
    let rest = attrs.replace(match[0], '');
    for (const key of ['fill-opacity', 'stroke-opacity']) {
      const own = new RegExp(` ${key}="([^"]*)"`).exec(rest);
      rest = own ? rest.replace(own[0], ` ${key}="${Math.round(Number(own[1]) * opacity * 1000) / 1000}"`) : ` ${key}="${opacity}"${rest}`;
    }
    return `<${name}${rest}>`;
  });
}

function svgDocument(svg: Svg, viewW: number, viewH: number, pxW: number, body: string): string {
  const pxH = Math.round((pxW * viewH) / viewW);
  return flattenOpacity(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pxW}" height="${pxH}" viewBox="0 0 ${viewW} ${viewH}">` +
      `<defs>${svg.defs.join('')}</defs>${body}</svg>`,
  );
}

type Pt = readonly [number, number];

/** A closed smooth curve through the points (Catmull-Rom as cubic Béziers). */
function smoothClosed(pts: readonly Pt[]): string {
  const n = pts.length;
  const p = (i: number): Pt => pts[((i % n) + n) % n] as Pt;
  let d = `M${f(p(0)[0])} ${f(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    d +=
      `C${f(p1[0] + (p2[0] - p0[0]) / 6)} ${f(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${f(p2[0] - (p3[0] - p1[0]) / 6)} ${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d + 'Z';
}

/** An irregular round shape. sx/sy stretch it, rot (radians) turns it. */
function blob(rng: Rng, cx: number, cy: number, r: number, n = 8, irr = 0.18, sx = 1, sy = 1, rot = 0): string {
  const pts: Pt[] = [];
  const cos = Math.cos(rot);
  const sin = Math.sin(rot);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * TAU + rng.range(-0.25, 0.25) * (TAU / n);
    const rr = r * (1 + rng.range(-irr, irr));
    const x = Math.cos(a) * rr * sx;
    const y = Math.sin(a) * rr * sy;
    pts.push([cx + x * cos - y * sin, cy + x * sin + y * cos]);
  }
  return smoothClosed(pts);
}

function roundedPolygon(pts: readonly Pt[], radius: number): string {
  const n = pts.length;
  let d = '';
  for (let i = 0; i < n; i++) {
    const prev = pts[(i - 1 + n) % n] as Pt;
    const cur = pts[i] as Pt;
    const next = pts[(i + 1) % n] as Pt;
    const toward = (to: Pt): Pt => {
      const dx = to[0] - cur[0];
      const dy = to[1] - cur[1];
      const len = Math.hypot(dx, dy) || 1;
      const k = Math.min(radius, len / 2) / len;
      return [cur[0] + dx * k, cur[1] + dy * k];
    };
    const a = toward(prev);
    const b = toward(next);
    d += `${i === 0 ? 'M' : 'L'}${f(a[0])} ${f(a[1])}Q${f(cur[0])} ${f(cur[1])} ${f(b[0])} ${f(b[1])}`;
  }
  return d + 'Z';
}

function circlePath(cx: number, cy: number, r: number): string {
  return `M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}Z`;
}

function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  return roundedPolygon(
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    r,
  );
}

const leafPath = (len: number, width: number): string =>
  `M0 0Q${f(len * 0.45)} ${f(-width)} ${f(len)} 0Q${f(len * 0.45)} ${f(width)} 0 0Z`;

// ────────────────────────────────────────────────────────────────────────────────────────────────
// Regions: where food goes (a clip shape plus a way to sample points in it)
// ────────────────────────────────────────────────────────────────────────────────────────────────

type Region = {
  cx: number;
  cy: number;
  /** Characteristic radius: the circle's radius, or half the shorter side of a tray. */
  r: number;
  area: number;
  path: string;
  clip: string;
  sample(rng: Rng, margin?: number): Pt;
  /** 0 at the centre, 1 at the edge (approximately). */
  depth(x: number, y: number): number;
};

function circleRegion(svg: Svg, cx: number, cy: number, r: number, path = circlePath(cx, cy, r)): Region {
  return {
    cx,
    cy,
    r,
    area: Math.PI * r * r,
    path,
    clip: svg.clip(path),
    sample(rng, margin = 0) {
      const rr = Math.max(0, r - margin) * Math.sqrt(rng.next());
      const a = rng.next() * TAU;
      return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
    },
    depth: (x, y) => Math.hypot(x - cx, y - cy) / r,
  };
}

function rectRegion(svg: Svg, x: number, y: number, w: number, h: number, radius: number): Region {
  const path = roundedRectPath(x, y, w, h, radius);
  return {
    cx: x + w / 2,
    cy: y + h / 2,
    r: Math.min(w, h) / 2,
    area: w * h,
    path,
    clip: svg.clip(path),
    sample(rng, margin = 0) {
      return [x + margin + rng.next() * (w - 2 * margin), y + margin + rng.next() * (h - 2 * margin)];
    },
    depth: (px, py) => Math.max(Math.abs(px - (x + w / 2)) / (w / 2), Math.abs(py - (y + h / 2)) / (h / 2)),
  };
}

// ────────────────────────────────────────────────────────────────────────────────────────────────
// Garnish
// ────────────────────────────────────────────────────────────────────────────────────────────────

type GarnishKind = 'dice' | 'pea' | 'sliver' | 'leaf' | 'egg' | 'wedge';
type Garnish = { kind: GarnishKind; color: string; yolk?: string };

function garnishPlan(art: DishArt): Garnish[] {
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
function heroColor(art: DishArt): string | undefined {
  const first = art.garnish[0];
  return first && luminance(first) < luminance(art.base) * 0.8 ? first : undefined;
}

function egg(svg: Svg, rng: Rng, x: number, y: number, size: number, white: string, yolk: string): string {
  const rot = rng.range(0, 180);
  const w = size;
  const h = size * 0.78;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<ellipse cx="${f(size * 0.08)}" cy="${f(size * 0.12)}" rx="${f(w)}" ry="${f(h)}" fill="#2a1206" opacity=".28"/>` +
    `<ellipse rx="${f(w)}" ry="${f(h)}" fill="${svg.radial([[0, lighten(white, 0.6)], [0.7, white], [1, darken(white, 0.12)]], 0.4, 0.35, 0.7)}"/>` +
    `<ellipse cx="${f(size * 0.05)}" rx="${f(w * 0.5)}" ry="${f(h * 0.55)}" fill="${svg.radial([[0, lighten(yolk, 0.25)], [0.8, yolk], [1, darken(yolk, 0.15)]], 0.4, 0.4, 0.6)}"/>` +
    `<ellipse cx="${f(-w * 0.4)}" cy="${f(-h * 0.45)}" rx="${f(w * 0.28)}" ry="${f(h * 0.12)}" fill="#fff" opacity=".55"/>` +
    `</g>`
  );
}

/** 'stew' draws bits as they look once cooked in a sauce: ragged pepper pieces, wilted leaves. */
type GarnishStyle = 'fresh' | 'stew';

function garnishPiece(svg: Svg, rng: Rng, g: Garnish, x: number, y: number, s: number, scale = 1, style: GarnishStyle = 'fresh'): string {
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
        `fill="${svg.radial([[0, lighten(c, 0.25)], [1, shade(c, 0.2)]], 0.35, 0.3, 0.8)}" stroke="${shade(c, 0.35)}" stroke-width="${f(0.5 * s)}"/>`
      );
    }
    case 'pea': {
      const r = rng.range(3, 4.3) * k;
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${svg.radial([[0, lighten(c, 0.45)], [0.55, c], [1, shade(c, 0.35)]], 0.38, 0.34, 0.62)}"/>`;
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
function scatterGarnish(svg: Svg, rng: Rng, art: DishArt, reg: Region, s: number, density: number, skipFirst = false, style: GarnishStyle = 'fresh'): string {
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

function eggsOn(svg: Svg, rng: Rng, art: DishArt, reg: Region, s: number, count: number, size = 1): string {
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

function dust(rng: Rng, reg: Region, color: string, s: number, count: number, cluster?: { x: number; y: number; r: number }): string {
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
function sheen(rng: Rng, reg: Region, s: number, count: number, strength = 0.5): string {
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

// ────────────────────────────────────────────────────────────────────────────────────────────────
// Food textures
// ────────────────────────────────────────────────────────────────────────────────────────────────

type TextureFn = (svg: Svg, rng: Rng, art: DishArt, reg: Region, s: number, vessel: DishArt['vessel']) => string;

function baseFill(svg: Svg, art: DishArt, reg: Region, light = 0.14, dark = 0.2): string {
  return `<path d="${reg.path}" fill="${svg.radial([[0, lighten(art.base, light)], [0.6, art.base], [1, shade(art.base, dark)]], 0.42, 0.4, 0.65)}"/>`;
}

/** Large pieces (meat, fish) half-sunk in a stew or resting on rice. */
function heroPieces(svg: Svg, rng: Rng, color: string, reg: Region, s: number, count: number, size: number): string {
  let out = '';
  const pieces: { x: number; y: number; r: number }[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = reg.sample(rng, reg.r * 0.3);
    pieces.push({ x, y, r: size * s * rng.range(0.8, 1.2) });
  }
  pieces.sort((a, b) => a.y - b.y);
  for (const p of pieces) {
    const c = vary(rng, color, 0.1);
    const rot = rng.range(0, TAU);
    out += `<path d="${blob(rng, p.x + 3 * s, p.y + 5 * s, p.r, 6, 0.15, 1.12, 0.9, rot)}" fill="#2a1206" opacity=".3" stroke="#1a0a04" stroke-opacity=".12" stroke-width="${f(4 * s)}" stroke-linejoin="round"/>`;
    out += `<path d="${blob(rng, p.x, p.y, p.r, 6, 0.15, 1.12, 0.9, rot)}" fill="${svg.radial([[0, lighten(c, 0.22)], [0.55, c], [1, shade(c, 0.45)]], 0.38, 0.35, 0.7)}" stroke="${shade(c, 0.5)}" stroke-width="${f(1 * s)}"/>`;
    // seared texture and a glaze of sauce
    out += `<g fill="${shade(c, 0.35)}" opacity=".5">`;
    for (let k = 0; k < 7; k++) {
      out += `<circle cx="${f(p.x + rng.range(-0.6, 0.6) * p.r)}" cy="${f(p.y + rng.range(-0.5, 0.5) * p.r)}" r="${f(rng.range(0.8, 2) * s)}"/>`;
    }
    out += `</g>`;
    out += `<ellipse cx="${f(p.x - p.r * 0.3)}" cy="${f(p.y - p.r * 0.32)}" rx="${f(p.r * 0.28)}" ry="${f(p.r * 0.1)}" transform="rotate(-30 ${f(p.x - p.r * 0.3)} ${f(p.y - p.r * 0.32)})" fill="#fff" opacity=".3"/>`;
  }
  return out;
}

const grains: TextureFn = (svg, rng, art, reg, s) => {
  let out = baseFill(svg, art, reg, 0.1, 0.3);
  const tones = [shade(art.accent, 0.15), art.accent, mix(art.base, art.accent, 0.5), art.base, lighten(art.base, 0.12), lighten(art.base, 0.24)];
  const weights = [0.08, 0.14, 0.2, 0.26, 0.2, 0.12];
  const groups: string[][] = tones.map(() => []);
  const n = Math.round(reg.area / (s * s) / 24);
  for (let i = 0; i < n; i++) {
    const [x, y] = reg.sample(rng);
    let u = rng.next();
    let t = 0;
    while (t < weights.length - 1 && u > (weights[t] as number)) u -= weights[t++] as number;
    // grains near the rim sit lower and are a little darker
    if (reg.depth(x, y) > 0.85 && t > 1) t--;
    const rx = rng.range(4.4, 5.8) * s;
    const ry = rng.range(1.6, 2.1) * s;
    groups[t]?.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${Math.round(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`);
  }
  tones.forEach((tone, i) => {
    out += `<g fill="${tone}" stroke="${shade(tone, 0.28)}" stroke-width="${f(0.45 * s)}">${groups[i]?.join('') ?? ''}</g>`;
  });
  // tiny glints on the top grains
  out += `<g fill="#fff" opacity=".45">`;
  for (let i = 0; i < n / 14; i++) {
    const [x, y] = reg.sample(rng, reg.r * 0.15);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(2.2 * s)}" ry="${f(0.7 * s)}" transform="rotate(${Math.round(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  }
  out += `</g>`;
  const hero = heroColor(art);
  if (hero) out += heroPieces(svg, rng, hero, reg, s, rng.int(2, 3), 34);
  out += scatterGarnish(svg, rng, art, reg, s, 1, Boolean(hero));
  out += eggsOn(svg, rng, art, reg, s, 1, 2.6);
  return out;
};

const stew: TextureFn = (svg, rng, art, reg, s) => {
  let out = baseFill(svg, art, reg, 0.12, 0.25);
  // layered sauce: broad blobs of base and accent
  const layers = Math.round(reg.area / (s * s) / 2600) + 6;
  for (let i = 0; i < layers; i++) {
    const [x, y] = reg.sample(rng);
    const c = mix(art.base, art.accent, rng.range(0, 0.75));
    out += `<path d="${blob(rng, x, y, rng.range(16, 48) * s, 9, 0.3)}" fill="${c}" opacity="${f(rng.range(0.3, 0.65))}"/>`;
  }
  // curds, flecks and bits: the body of the stew
  const flecks = Math.round(reg.area / (s * s) / 55);
  const fleckTones = [lighten(art.base, 0.2), art.accent, shade(art.base, 0.25), mix(art.base, art.accent, 0.5)];
  const groups: string[][] = fleckTones.map(() => []);
  for (let i = 0; i < flecks; i++) {
    const [x, y] = reg.sample(rng);
    const t = rng.int(0, fleckTones.length - 1);
    groups[t]?.push(`<path d="${blob(rng, x, y, rng.range(1.6, 4.4) * s, 5, 0.35)}"/>`);
  }
  fleckTones.forEach((tone, i) => {
    out += `<g fill="${tone}" opacity="${i === 0 ? 0.8 : 0.7}">${groups[i]?.join('') ?? ''}</g>`;
  });
  // oil pools
  for (let i = 0; i < 7; i++) {
    const [x, y] = reg.sample(rng, reg.r * 0.1);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rng.range(6, 16) * s)}" ry="${f(rng.range(3, 8) * s)}" fill="${lighten(mix(art.base, '#ff8a1a', 0.3), 0.15)}" opacity=".35"/>`;
  }
  const hero = heroColor(art);
  if (hero) out += heroPieces(svg, rng, hero, reg, s, rng.int(4, 5), 25);
  out += eggsOn(svg, rng, art, reg, s, 2, 2.4);
  out += scatterGarnish(svg, rng, art, reg, s, 0.8, Boolean(hero), 'stew');
  out += sheen(rng, reg, s, 7, 0.9);
  return out;
};

const chunks: TextureFn = (svg, rng, art, reg, s, vessel) => {
  let out = `<path d="${reg.path}" fill="${svg.radial([[0, mix(art.base, art.accent, 0.25)], [1, shade(art.accent, 0.2)]], 0.45, 0.4, 0.65)}"/>`;
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
      ? svg.radial([[0, mix(c, '#f4b24a', 0.45)], [0.5, c], [0.85, mix(c, art.accent, 0.6)], [1, shade(art.accent, 0.45)]], 0.42, 0.38, 0.62)
      : svg.radial([[0, lighten(c, 0.18)], [0.6, c], [1, shade(c, 0.3)]], 0.4, 0.35, 0.7),
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

const rings: TextureFn = (svg, rng, art, reg, s) => {
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

const smooth: TextureFn = (svg, rng, art, reg, s, vessel) => {
  const plan = garnishPlan(art);
  if (vessel === 'pan') {
    // a baked surface: custard, sponge or tart
    const [first, second, ...rest] = plan;
    const tart = plan.length === 1 && first !== undefined && luminance(first.color) < 0.3;
    let out = `<path d="${reg.path}" fill="${svg.radial([[0, lighten(art.base, 0.15)], [0.7, art.base], [1, art.accent]], 0.45, 0.42, 0.62)}"/>`;
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
      out += `<path d="${reg.path}" fill="none" stroke="${svg.radial([[0.85, art.accent], [1, shade(art.accent, 0.3)]], 0.5, 0.5, 0.5)}" stroke-width="${f(16 * s)}" opacity=".9"/>`;
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
      out += `<path d="${pour}" fill="${svg.radial([[0, lighten(first.color, 0.45)], [0.75, first.color], [1, shade(first.color, 0.06)]], 0.42, 0.4, 0.62)}"/>`;
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
        out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f((a * 180) / Math.PI + rng.range(60, 120))})"><path d="${leafPath(len, len * 0.24)}" fill="${svg.linear([[0, lighten(first.color, 0.15)], [1, shade(first.color, 0.2)]])}" stroke="${shade(first.color, 0.35)}" stroke-width="${f(0.8 * s)}"/><path d="M${f(len * 0.05)} 0L${f(len * 0.92)} 0" stroke="${lighten(first.color, 0.4)}" stroke-width="${f(1 * s)}"/></g>`;
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
  let out = `<path d="${reg.path}" fill="${svg.radial([[0, lighten(art.base, 0.5)], [0.5, art.base], [0.85, art.accent], [1, shade(art.accent, 0.25)]], 0.4, 0.36, 0.68)}"/>`;
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
    out += `<path d="${roundedRectPath(x - 14 * s, y - 12 * s, 28 * s, 24 * s, 5 * s)}" transform="rotate(12 ${f(x)} ${f(y)})" fill="${svg.radial([[0, lighten(butter.color, 0.45)], [1, butter.color]], 0.35, 0.3, 0.8)}"/>`;
  }
  return out + sheen(rng, reg, s, 3, 0.7);
};

const leaves: TextureFn = (svg, rng, art, reg, s) => {
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

const balls: TextureFn = (svg, rng, art, reg, s, vessel) => {
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
    return svg.radial([[0, lighten(c, 0.42)], [0.45, c], [0.85, art.accent], [1, shade(art.accent, 0.3)]], 0.4, 0.36, 0.66, 0.36, 0.3);
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

const wraps: TextureFn = (svg, rng, art, reg, s) => {
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
  const grad = svg.radial([[0, lighten(art.base, 0.32)], [0.6, art.base], [1, art.accent]], 0.42, 0.4, 0.7);
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

const slices: TextureFn = (svg, rng, art, reg, s, vessel) => {
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
        cells += `<path d="${roundedRectPath(x - cell / 2 + 1.5 * s, y - cell * 0.4 + 1.5 * s, cell - 3 * s, cell * 0.8 - 3 * s, 4 * s)}" fill="${svg.radial([[0, lighten(c, 0.22)], [0.7, c], [1, art.accent]], 0.45, 0.4, 0.7)}"/>`;
        if (topping) {
          const ax = x;
          const ay = y;
          cells += `<ellipse cx="${f(ax + 1.5 * s)}" cy="${f(ay + 2 * s)}" rx="${f(cell * 0.16)}" ry="${f(cell * 0.09)}" fill="#2a1206" opacity=".3" transform="rotate(${-ang} ${f(ax)} ${f(ay)})"/>`;
          cells += `<ellipse cx="${f(ax)}" cy="${f(ay)}" rx="${f(cell * 0.16)}" ry="${f(cell * 0.09)}" fill="${svg.radial([[0, lighten(topping.color, 0.5)], [1, shade(topping.color, 0.12)]], 0.4, 0.35, 0.7)}" transform="rotate(${-ang} ${f(ax)} ${f(ay)})"/>`;
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
    const grad = svg.radial([[0, lighten(art.base, 0.2)], [0.7, art.base], [1, art.accent]], 0.45, 0.42, 0.62);
    for (const it of items) {
      const shape = roundedRectPath(-w / 2, -h / 2, w, h, h * 0.3);
      out += `<g transform="translate(${f(it.x)} ${f(it.y)}) rotate(${f(it.rot + rng.range(-8, 8))})">`;
      out += `<path d="${shape}" transform="translate(${f(3 * s)} ${f(6 * s)})" fill="#1a0a04" opacity=".35" stroke="#1a0a04" stroke-opacity=".12" stroke-width="${f(5 * s)}" stroke-linejoin="round"/>`;
      out += `<path d="${shape}" fill="${grad}" stroke="${shade(art.accent, 0.25)}" stroke-width="${f(1 * s)}"/>`;
      out += `<g fill="${shade(art.accent, 0.25)}" opacity=".45">`;
      for (let k = 0; k < 30; k++) out += `<circle cx="${f(rng.range(-0.45, 0.45) * w)}" cy="${f(rng.range(-0.4, 0.4) * h)}" r="${f(rng.range(0.5, 1.3) * s)}"/>`;
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
    return svg.radial([[0, mix(c, '#ffd25a', 0.45)], [0.5, c], [0.82, mix(c, art.accent, 0.75)], [1, shade(art.accent, 0.3)]], 0.5, 0.5, 0.52);
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

const skewers: TextureFn = (svg, rng, art, reg, s) => {
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
function skewerSticks(svg: Svg, rng: Rng, art: DishArt, reg: Region, s: number): string {
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
    g += `<path d="M${f(x0)} ${f(y)}H${f(x0 + len)}" stroke="${svg.linear([[0, '#e2c08a'], [1, '#a97c44']])}" stroke-width="${f(3.6 * s)}" stroke-linecap="round"/>`;
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
      g += `<path d="${shape}" fill="${svg.radial([[0, lighten(c, 0.2)], [0.6, c], [1, shade(c, 0.55)]], 0.4, 0.38, 0.68)}" stroke="${shade(c, 0.6)}" stroke-width="${f(1 * s)}"/>`;
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

const textures: Record<DishArt['texture'], TextureFn> = { grains, stew, chunks, rings, smooth, leaves, balls, wraps, slices, skewers };

// ────────────────────────────────────────────────────────────────────────────────────────────────
// Vessels and the whole dish
// ────────────────────────────────────────────────────────────────────────────────────────────────

type ArtSubject = { id: string; art: DishArt };

/** How far the food reaches inside each vessel (share of the vessel radius). */
const foodShare: Record<DishArt['vessel'], number> = { plate: 0.68, bowl: 0.8, pan: 0.84, basket: 0.7, cup: 0.78 };

function drawDish(svg: Svg, dish: ArtSubject, cx: number, cy: number, R: number): string {
  const rng = new Rng(`${dish.id}:dish`);
  const art = dish.art;
  const s = R / 220;
  let out = `<ellipse cx="${f(cx + 10 * s)}" cy="${f(cy + 16 * s)}" rx="${f(R * 1.01)}" ry="${f(R * 0.99)}" fill="#140a04" opacity=".42" filter="${svg.blur(13 * s)}"/>`;
  let over = '';
  let region: Region;
  const fr = R * foodShare[art.vessel];
  switch (art.vessel) {
    case 'plate': {
      const band = rng.pick(['#2f5d8a', '#b5482a', '#2f6b4a', '#c9a04a', '#3b3b3b']);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial([[0, '#fffefb'], [0.75, '#f2eee6'], [0.93, '#e2dccf'], [1, '#cfc7b8']], 0.45, 0.42, 0.58)}"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.93)}" fill="none" stroke="${band}" stroke-width="${f(R * 0.022)}" opacity=".85"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.89)}" fill="none" stroke="${band}" stroke-width="${f(R * 0.006)}" opacity=".6"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.76)}" fill="${svg.radial([[0, '#f8f6f0'], [0.85, '#efebe2'], [1, '#ddd6c8']], 0.5, 0.5, 0.5)}"/>`;
      out += `<path d="M${f(cx - R * 0.76)} ${f(cy)}A${f(R * 0.76)} ${f(R * 0.76)} 0 0 1 ${f(cx)} ${f(cy - R * 0.76)}" fill="none" stroke="#c9c1b2" stroke-width="${f(2 * s)}" opacity=".6"/>`;
      const mound = blob(rng, cx, cy, fr, 11, 0.05);
      // a heaped food casts a shadow on the plate; separate pieces cast their own
      const heaped = !['slices', 'wraps', 'balls', 'skewers'].includes(art.texture);
      if (heaped) out += `<path d="${mound}" transform="translate(${f(6 * s)} ${f(10 * s)})" fill="#2a1206" opacity=".35" filter="${svg.blur(7 * s)}"/>`;
      region = circleRegion(svg, cx, cy, fr, mound);
      break;
    }
    case 'bowl': {
      const glaze = rng.pick(['#f1ece2', '#2f4f6f', '#b5643a', '#2b2724', '#7a4a2a', '#e9e2d2']);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial([[0, lighten(glaze, 0.25)], [0.8, glaze], [1, shade(glaze, 0.35)]], 0.38, 0.35, 0.7)}"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.955)}" fill="none" stroke="${lighten(glaze, 0.45)}" stroke-width="${f(R * 0.02)}" opacity=".7"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.9)}" fill="${svg.radial([[0, glaze], [0.8, shade(glaze, 0.15)], [1, lighten(glaze, 0.2)]], 0.58, 0.6, 0.6)}"/>`;
      region = circleRegion(svg, cx, cy, fr);
      over += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(fr)}" fill="${svg.radial([[0.7, '#000', 0], [0.93, '#000', 0.16], [1, '#000', 0.45]], 0.54, 0.56, 0.56)}"/>`;
      break;
    }
    case 'pan': {
      const kind = rng.pick(['iron', 'clay', 'enamel'] as const);
      const body = kind === 'iron' ? '#34302d' : kind === 'clay' ? '#a5522e' : '#f0ebe0';
      const handle = kind === 'enamel' ? '#b23a26' : body;
      for (const side of [-1, 1]) {
        const hx = cx + side * R * 0.98;
        out += `<path d="${roundedRectPath(hx - R * 0.17, cy - R * 0.1, R * 0.34, R * 0.2, R * 0.08)}" fill="${svg.linear([[0, lighten(handle, 0.25)], [1, shade(handle, 0.3)]])}" stroke="${shade(handle, 0.4)}" stroke-width="${f(1.2 * s)}"/>`;
      }
      if (kind === 'enamel') {
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial([[0, '#d14a30'], [1, '#8f2a18']], 0.4, 0.38, 0.66)}"/>`;
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.93)}" fill="${body}"/>`;
      } else {
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial([[0, lighten(body, 0.25)], [0.85, body], [1, shade(body, 0.4)]], 0.4, 0.38, 0.66)}"/>`;
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.965)}" fill="none" stroke="${lighten(body, 0.35)}" stroke-width="${f(R * 0.015)}" opacity=".6"/>`;
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.92)}" fill="${shade(body, 0.25)}"/>`;
      }
      region = circleRegion(svg, cx, cy, fr);
      over += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(fr)}" fill="${svg.radial([[0.78, '#000', 0], [1, '#000', 0.35]], 0.53, 0.55, 0.53)}"/>`;
      break;
    }
    case 'basket': {
      const straw = rng.pick(['#c9a063', '#b88a4e', '#d4b07a']);
      const bands = [rng.pick(['#a63a2a', '#2f5d3a', '#1f1f1f', '#c9782a']), rng.pick(['#a63a2a', '#2f5d3a', '#1f1f1f'])];
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial([[0, lighten(straw, 0.15)], [0.9, straw], [1, shade(straw, 0.35)]], 0.42, 0.4, 0.62)}"/>`;
      let coil = '';
      let k = 0;
      for (let rr = R * 0.97; rr > R * 0.2; rr -= R * 0.045, k++) {
        const c = k === 1 || k === 2 ? (bands[0] as string) : k === 5 ? (bands[1] as string) : k % 2 ? shade(straw, 0.12) : lighten(straw, 0.1);
        coil += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="none" stroke="${c}" stroke-width="${f(R * 0.04)}" stroke-dasharray="${f(R * 0.05)} ${f(R * 0.012)}" opacity=".9"/>`;
      }
      out += coil;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial([[0.6, '#000', 0], [1, '#000', 0.3]], 0.55, 0.55, 0.55)}"/>`;
      // a cloth liner: gingham or plain parchment
      const liner = blob(rng, cx, cy, R * 0.8, 9, 0.08);
      const gingham = rng.chance(0.5);
      out += `<path d="${liner}" transform="translate(${f(4 * s)} ${f(6 * s)})" fill="#2a1206" opacity=".3" filter="${svg.blur(5 * s)}"/>`;
      out += `<path d="${liner}" fill="${gingham ? '#fbf7ef' : '#f6efe0'}"/>`;
      if (gingham) {
        const check = 18 * s;
        let rows = '';
        let cols = '';
        for (let t = -R; t < R; t += check * 2) {
          rows += `M${f(-R)} ${f(t)}h${f(2 * R)}v${f(check)}h${f(-2 * R)}Z`;
          cols += `M${f(t)} ${f(-R)}v${f(2 * R)}h${f(check)}v${f(-2 * R)}Z`;
        }
        const tint = rng.pick(['#c0392b', '#2f5d8a', '#2f6b4a']);
        out += `<g clip-path="${svg.clip(liner)}"><g transform="translate(${f(cx)} ${f(cy)}) rotate(20)" fill="${tint}" opacity=".3"><path d="${rows}"/><path d="${cols}"/></g></g>`;
      }
      out += `<path d="${liner}" fill="${svg.radial([[0.5, '#000', 0], [1, '#000', 0.12]], 0.5, 0.5, 0.55)}"/>`;
      region = circleRegion(svg, cx, cy, fr);
      break;
    }
    case 'cup': {
      const glaze = rng.pick(['#f3efe6', '#b5643a', '#2b2724', '#e8dcc4']);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial([[0, lighten(glaze, 0.25)], [0.85, glaze], [1, shade(glaze, 0.35)]], 0.38, 0.35, 0.68)}"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.86)}" fill="${svg.radial([[0, glaze], [1, shade(glaze, 0.2)]], 0.6, 0.62, 0.6)}"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.93)}" fill="none" stroke="${lighten(glaze, 0.5)}" stroke-width="${f(R * 0.03)}" opacity=".6"/>`;
      region = circleRegion(svg, cx, cy, fr);
      over += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(fr)}" fill="${svg.radial([[0.7, '#000', 0], [1, '#000', 0.4]], 0.55, 0.57, 0.55)}"/>`;
      break;
    }
  }
  const food = textures[art.texture](svg, rng, art, region, s * (art.vessel === 'cup' ? 1.1 : 1), art.vessel);
  // heaped food (rice, stew, greens, cubes) gets a domed light; separate pieces on a plate do not
  const heapedFood =
    !['smooth', 'balls', 'wraps', 'skewers'].includes(art.texture) && !(art.texture === 'slices' && art.vessel !== 'pan');
  const depthShade = !heapedFood
      ? ''
      : `<path d="${region.path}" fill="${svg.radial([[0, '#fff', 0.1], [0.55, '#fff', 0], [1, '#000', 0.22]], 0.42, 0.4, 0.62)}"/>`;
  out += `<g clip-path="${region.clip}">${food}${depthShade}</g>${over}`;
  if (art.texture === 'skewers') out += skewerSticks(svg, rng, art, region, s);
  return out;
}

// ────────────────────────────────────────────────────────────────────────────────────────────────
// The table and what lies on it
// ────────────────────────────────────────────────────────────────────────────────────────────────

function drawTable(svg: Svg, rng: Rng, color: string, W: number, H: number): string {
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

function vignette(svg: Svg, W: number, H: number, strength = 0.38): string {
  return `<rect width="${W}" height="${H}" fill="${svg.radialAt([[0, '#000', 0], [0.6, '#000', 0], [1, '#000', strength]], W / 2, H / 2, Math.hypot(W, H) / 2)}"/>`;
}

/** A round woven raffia mat under the dish. */
function wovenMat(svg: Svg, rng: Rng, cx: number, cy: number, r: number): string {
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
function runner(svg: Svg, rng: Rng, W: number, y: number, h: number, angle: number): string {
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
      for (let k = 1; k < 6; k += 2) stripes += `<rect x="${f(x + block * 0.3)}" y="${f(k * block)}" width="${f(block * 1.4)}" height="${f(block * 0.5)}" fill="${pal[1]}"/>`;
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

function chili(svg: Svg, x: number, y: number, rot: number, len: number, color = '#c8261a'): string {
  const w = len * 0.22;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<path d="M0 ${f(w * 0.6)}C${f(len * 0.3)} ${f(w * 1.9)} ${f(len * 0.8)} ${f(w * 1.4)} ${f(len)} ${f(w * 2.2)}C${f(len * 0.75)} ${f(w * 0.7)} ${f(len * 0.35)} ${f(-w * 0.2)} 0 ${f(-w * 0.4)}Z" transform="translate(4 6)" fill="#140a04" opacity=".3" filter="${svg.blur(3)}"/>` +
    `<path d="M0 ${f(w * 0.6)}C${f(len * 0.3)} ${f(w * 1.9)} ${f(len * 0.8)} ${f(w * 1.4)} ${f(len)} ${f(w * 2.2)}C${f(len * 0.75)} ${f(w * 0.7)} ${f(len * 0.35)} ${f(-w * 0.2)} 0 ${f(-w * 0.4)}Z" fill="${svg.linear([[0, lighten(color, 0.2)], [0.5, color], [1, shade(color, 0.35)]], 0, 0, 0, 1)}"/>` +
    `<path d="M${f(len * 0.1)} ${f(w * 0.05)}C${f(len * 0.4)} ${f(w * 0.5)} ${f(len * 0.7)} ${f(w * 0.8)} ${f(len * 0.9)} ${f(w * 1.7)}" stroke="#fff" stroke-width="${f(w * 0.22)}" fill="none" opacity=".45" stroke-linecap="round"/>` +
    `<path d="M${f(-w * 0.2)} ${f(-w * 0.6)}Q${f(w * 0.3)} 0 ${f(-w * 0.1)} ${f(w * 0.8)}Q${f(-w * 0.6)} ${f(w * 0.2)} ${f(-w * 0.2)} ${f(-w * 0.6)}Z" fill="#3f6b22"/>` +
    `<path d="M${f(-w * 0.3)} ${f(w * 0.1)}q${f(-w * 0.8)} ${f(-w * 0.2)} ${f(-w * 1.3)} ${f(-w * 1.1)}" stroke="#4f7a2a" stroke-width="${f(w * 0.3)}" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
}

function herbSprig(svg: Svg, rng: Rng, x: number, y: number, rot: number, len: number, color = '#3f7a2e'): string {
  let out = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">`;
  out += `<path d="M0 0Q${f(len * 0.5)} ${f(len * 0.05)} ${f(len)} 0" stroke="${shade(color, 0.2)}" stroke-width="${f(len * 0.02)}" fill="none"/>`;
  for (let i = 0; i < 7; i++) {
    const t = 0.15 + (i / 7) * 0.85;
    const side = i % 2 ? 1 : -1;
    const l = len * rng.range(0.2, 0.3);
    const c = vary(rng, color, 0.12);
    out += `<g transform="translate(${f(len * t)} 0) rotate(${f(side * rng.range(35, 60))})"><path d="${leafPath(l, l * 0.4)}" transform="translate(2 3)" fill="#140a04" opacity=".25"/><path d="${leafPath(l, l * 0.4)}" fill="${c}"/><path d="M${f(l * 0.1)} 0L${f(l * 0.85)} 0" stroke="${lighten(c, 0.35)}" stroke-width="${f(l * 0.04)}"/></g>`;
  }
  return out + '</g>';
}

function spicePile(svg: Svg, rng: Rng, x: number, y: number, r: number, color: string): string {
  // a little heap of ground spice on the table, with loose grains around it
  let out = `<path d="${blob(rng, x + 2, y + 3, r * 1.05, 14, 0.22)}" fill="#140a04" opacity=".18"/>`;
  out += `<path d="${blob(rng, x, y, r, 14, 0.22)}" fill="${svg.radial([[0, lighten(color, 0.18)], [0.5, color], [1, color, 0.6]], 0.45, 0.42, 0.58)}"/>`;
  out += `<path d="${blob(rng, x - r * 0.12, y - r * 0.12, r * 0.45, 9, 0.2)}" fill="${lighten(color, 0.2)}" opacity=".5"/>`;
  for (const [tone, n, spread] of [
    [shade(color, 0.35), 70, 1],
    [lighten(color, 0.25), 50, 0.9],
    [color, 60, 1.6],
  ] as const) {
    out += `<g fill="${tone}">`;
    for (let i = 0; i < n; i++) {
      const a = rng.next() * TAU;
      const d = r * Math.sqrt(rng.next()) * spread;
      out += `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y + Math.sin(a) * d)}" r="${f(rng.range(0.5, 1.4))}" opacity="${f(rng.range(0.5, 0.9))}"/>`;
    }
    out += '</g>';
  }
  return out;
}

function cinnamon(svg: Svg, x: number, y: number, rot: number, len: number): string {
  const w = len * 0.14;
  let out = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">`;
  for (const dy of [0, w * 1.15]) {
    out += `<rect x="3" y="${f(dy + 5)}" width="${f(len)}" height="${f(w)}" rx="${f(w * 0.4)}" fill="#140a04" opacity=".3" filter="${svg.blur(3)}"/>`;
    out += `<rect y="${f(dy)}" width="${f(len)}" height="${f(w)}" rx="${f(w * 0.4)}" fill="${svg.linear([[0, '#b4693a'], [0.5, '#8a4a22'], [1, '#5e2f14']])}"/>`;
    out += `<path d="M${f(len * 0.05)} ${f(dy + w * 0.35)}H${f(len * 0.95)}" stroke="#c98a55" stroke-width="${f(w * 0.12)}" opacity=".6"/>`;
    out += `<ellipse cx="${f(len)}" cy="${f(dy + w / 2)}" rx="${f(w * 0.2)}" ry="${f(w / 2)}" fill="#6a3418"/>`;
  }
  return out + '</g>';
}

function lemonWedge(svg: Svg, x: number, y: number, rot: number, r: number, color = '#f2d06b', blurred = true): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<path d="M${f(-r)} 0A${f(r)} ${f(r)} 0 0 0 ${f(r)} 0Z" transform="translate(3 5)" fill="#140a04" opacity=".3"${blurred ? ` filter="${svg.blur(3)}"` : ''}/>` +
    `<path d="M${f(-r)} 0A${f(r)} ${f(r)} 0 0 0 ${f(r)} 0Z" fill="${shade(color, 0.05)}"/>` +
    `<path d="M${f(-r * 0.86)} 0A${f(r * 0.86)} ${f(r * 0.86)} 0 0 0 ${f(r * 0.86)} 0Z" fill="${lighten(color, 0.55)}"/>` +
    `<path d="M${f(-r * 0.78)} 0A${f(r * 0.78)} ${f(r * 0.78)} 0 0 0 ${f(r * 0.78)} 0Z" fill="${lighten(color, 0.2)}"/>` +
    [30, 60, 90, 120, 150].map((a) => `<path d="M0 0L${f(Math.cos((a * Math.PI) / 180) * r * 0.78)} ${f(Math.sin((a * Math.PI) / 180) * r * 0.78)}" stroke="${lighten(color, 0.6)}" stroke-width="${f(r * 0.05)}"/>`).join('') +
    `</g>`
  );
}

/** A few loose ingredients placed on the table around (not on) the dish. */
function props(svg: Svg, rng: Rng, dish: SeedDish, W: number, H: number, keepOut: { x: number; y: number; r: number }[], count: number): string {
  let out = '';
  const spots: Pt[] = [];
  for (let attempt = 0; attempt < 300 && spots.length < count; attempt++) {
    const x = rng.range(W * 0.06, W * 0.94);
    const y = rng.range(H * 0.08, H * 0.92);
    if (keepOut.every((k) => Math.hypot(k.x - x, k.y - y) > k.r + 40) && spots.every(([sx, sy]) => Math.hypot(sx - x, sy - y) > 110)) spots.push([x, y]);
  }
  const dessert = dish.category === 'dessert';
  spots.forEach(([x, y], i) => {
    const rot = rng.range(0, 360);
    if (dessert) out += i % 2 ? cinnamon(svg, x - 40, y, rot, 80) : herbSprig(svg, rng, x - 40, y, rot, 70, '#4f8a3a');
    else if (dish.canBeSpicy && i % 3 !== 2) out += chili(svg, x - 35, y, rot, 75, rng.pick(['#c8261a', '#d8401e', '#b81c16']));
    else if (i % 3 === 2) out += spicePile(svg, rng, x, y, 30, dish.art.accent);
    else out += rng.chance(0.5) ? herbSprig(svg, rng, x - 40, y, rot, 80) : lemonWedge(svg, x, y, rot, 28);
  });
  return out;
}

function fork(svg: Svg, x: number, y: number, rot: number, len: number): string {
  const w = len * 0.09;
  const metal = svg.linear([[0, '#f4f4f2'], [0.5, '#b9bcc0'], [1, '#8a8d92']], 0, 0, 1, 0);
  const shadow = `<g transform="translate(5 7)" opacity=".3" filter="${svg.blur(3)}"><rect x="${f(-w * 0.3)}" y="${f(len * 0.32)}" width="${f(w * 0.6)}" height="${f(len * 0.68)}" rx="${f(w * 0.3)}" fill="#140a04"/><rect x="${f(-w / 2)}" y="0" width="${f(w)}" height="${f(len * 0.34)}" rx="${f(w * 0.2)}" fill="#140a04"/></g>`;
  let tines = '';
  for (let i = 0; i < 4; i++) tines += `<rect x="${f(-w / 2 + i * (w / 3.6))}" y="0" width="${f(w * 0.16)}" height="${f(len * 0.2)}" rx="${f(w * 0.08)}" fill="${metal}"/>`;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">${shadow}${tines}` +
    `<path d="M${f(-w / 2)} ${f(len * 0.18)}H${f(w / 2)}Q${f(w / 2)} ${f(len * 0.32)} ${f(w * 0.15)} ${f(len * 0.36)}L${f(w * 0.28)} ${f(len)}H${f(-w * 0.28)}L${f(-w * 0.15)} ${f(len * 0.36)}Q${f(-w / 2)} ${f(len * 0.32)} ${f(-w / 2)} ${f(len * 0.18)}Z" fill="${metal}"/>` +
    `</g>`
  );
}

function knife(svg: Svg, x: number, y: number, rot: number, len: number): string {
  const w = len * 0.085;
  const metal = svg.linear([[0, '#f4f4f2'], [0.5, '#b9bcc0'], [1, '#8a8d92']], 0, 0, 1, 0);
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<path d="M${f(-w / 2)} ${f(len * 0.06)}Q${f(-w / 2)} 0 ${f(w * 0.3)} 0L${f(w / 2)} ${f(len * 0.5)}H${f(-w / 2)}Z" transform="translate(5 7)" fill="#140a04" opacity=".3" filter="${svg.blur(3)}"/>` +
    `<path d="M${f(-w / 2)} ${f(len * 0.06)}Q${f(-w / 2)} 0 ${f(w * 0.3)} 0L${f(w / 2)} ${f(len * 0.5)}H${f(-w / 2)}Z" fill="${metal}"/>` +
    `<rect x="${f(-w * 0.45)}" y="${f(len * 0.5)}" width="${f(w * 0.9)}" height="${f(len * 0.5)}" rx="${f(w * 0.4)}" fill="${svg.linear([[0, '#7a4a2a'], [0.5, '#5a321a'], [1, '#3a1e0e']], 0, 0, 1, 0)}"/>` +
    `<circle cx="0" cy="${f(len * 0.62)}" r="${f(w * 0.12)}" fill="#d9d9d9"/><circle cx="0" cy="${f(len * 0.88)}" r="${f(w * 0.12)}" fill="#d9d9d9"/>` +
    `</g>`
  );
}

function spoon(svg: Svg, x: number, y: number, rot: number, len: number, wood = true): string {
  const w = len * 0.22;
  const fill = wood ? svg.linear([[0, '#d8ad74'], [1, '#a2743e']], 0, 0, 1, 0) : svg.linear([[0, '#f4f4f2'], [0.5, '#b9bcc0'], [1, '#8a8d92']], 0, 0, 1, 0);
  const shape = `<ellipse cx="0" cy="${f(w * 0.7)}" rx="${f(w / 2)}" ry="${f(w * 0.72)}"/><rect x="${f(-w * 0.09)}" y="${f(w * 1.3)}" width="${f(w * 0.18)}" height="${f(len - w * 1.3)}" rx="${f(w * 0.09)}"/>`;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<g transform="translate(5 7)" fill="#140a04" opacity=".3" filter="${svg.blur(3)}">${shape}</g>` +
    `<g fill="${fill}">${shape}</g>` +
    `<ellipse cx="${f(w * 0.08)}" cy="${f(w * 0.75)}" rx="${f(w * 0.32)}" ry="${f(w * 0.52)}" fill="#000" opacity=".12"/>` +
    `</g>`
  );
}

function napkin(svg: Svg, rng: Rng, x: number, y: number, w: number, h: number, rot: number): string {
  const color = rng.pick(['#f3ece0', '#e8d2b0', '#c85a3a', '#3f6b5a', '#e7c36a']);
  const stripe = luminance(color) > 0.5 ? rng.pick(['#b5482a', '#2f5d8a', '#2f6b4a']) : '#f3ece0';
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<rect x="6" y="9" width="${f(w)}" height="${f(h)}" rx="4" fill="#140a04" opacity=".3" filter="${svg.blur(6)}"/>` +
    `<rect width="${f(w)}" height="${f(h)}" rx="4" fill="${svg.linear([[0, lighten(color, 0.1)], [1, shade(color, 0.08)]], 0, 0, 1, 1)}"/>` +
    `<rect y="${f(h * 0.08)}" width="${f(w)}" height="${f(h * 0.025)}" fill="${stripe}" opacity=".8"/>` +
    `<rect y="${f(h * 0.12)}" width="${f(w)}" height="${f(h * 0.01)}" fill="${stripe}" opacity=".8"/>` +
    `<rect y="${f(h * 0.86)}" width="${f(w)}" height="${f(h * 0.025)}" fill="${stripe}" opacity=".8"/>` +
    `<path d="M${f(w * 0.5)} 0V${f(h)}" stroke="${shade(color, 0.2)}" stroke-width="2" opacity=".35"/>` +
    `<path d="M${f(w * 0.5 + 2)} 0V${f(h)}" stroke="#fff" stroke-width="2" opacity=".25"/>` +
    `</g>`
  );
}

function glass(svg: Svg, rng: Rng, x: number, y: number, r: number): string {
  const drink = rng.pick(['#8e1b2e', '#c8641e', '#e8c15a']); // bissap (hibiscus), ginger, tamarind
  let out = `<circle cx="${f(x + 8)}" cy="${f(y + 12)}" r="${f(r)}" fill="${drink}" opacity=".25" filter="${svg.blur(8)}"/>`;
  out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${svg.radial([[0, lighten(drink, 0.25)], [0.85, drink], [1, shade(drink, 0.3)]], 0.45, 0.45, 0.55)}" opacity=".92"/>`;
  for (let i = 0; i < 3; i++) {
    const a = rng.range(0, TAU);
    const d = r * rng.range(0.15, 0.45);
    const cx = x + Math.cos(a) * d;
    const cy = y + Math.sin(a) * d;
    out += `<path d="${roundedRectPath(cx - r * 0.2, cy - r * 0.2, r * 0.4, r * 0.4, r * 0.08)}" transform="rotate(${f(rng.range(0, 90))} ${f(cx)} ${f(cy)})" fill="#fff" opacity=".3" stroke="#fff" stroke-opacity=".5"/>`;
  }
  out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.07)}" opacity=".55"/>`;
  out += `<path d="M${f(x - r * 0.7)} ${f(y - r * 0.35)}A${f(r * 0.8)} ${f(r * 0.8)} 0 0 1 ${f(x - r * 0.2)} ${f(y - r * 0.78)}" stroke="#fff" stroke-width="${f(r * 0.08)}" fill="none" opacity=".7" stroke-linecap="round"/>`;
  if (drink === '#8e1b2e') out += herbSprig(svg, rng, x - r * 0.3, y + r * 0.1, -30, r * 0.9, '#4f9a3a');
  return out;
}

// ────────────────────────────────────────────────────────────────────────────────────────────────
// The three views of a dish
// ────────────────────────────────────────────────────────────────────────────────────────────────

const W = 800;
const H = 600;
const dishById = new Map(menu.map((d) => [d.id, d]));

function view1(dish: SeedDish): Svg & { body: string } {
  const svg = new Svg('a') as Svg & { body: string };
  const rng = new Rng(`${dish.id}:view1`);
  const cup = dish.art.vessel === 'cup';
  const R = cup ? 160 : 232;
  const cx = W / 2 + rng.range(-10, 10);
  const cy = H / 2 + rng.range(-6, 6);
  let body = drawTable(svg, rng, dish.art.table, W, H);
  if (rng.chance(0.5)) body += runner(svg, rng, W, cy - R * 0.75, R * 1.5, rng.range(-6, 6));
  else body += wovenMat(svg, rng, cx, cy, R * 1.2);
  body += props(svg, rng, dish, W, H, [{ x: cx, y: cy, r: R * (cup ? 1.3 : 1.18) }], cup ? 4 : 3);
  body += drawDish(svg, dish, cx, cy, R);
  if (cup) body += spoon(svg, cx + R * 1.05, cy + R * 0.15, -20, 190, true);
  body += vignette(svg, W, H);
  svg.body = body;
  return svg;
}

function view2(dish: SeedDish): Svg & { body: string } {
  const svg = new Svg('b') as Svg & { body: string };
  const rng = new Rng(`${dish.id}:view2`);
  const R = 232;
  const share = foodShare[dish.art.vessel];
  // zoom so the food fills the frame, focused a little off-centre so a bit of the rim shows
  const zoom = Math.min(3.2, (H / 2 / (R * share)) * 1.35);
  const fx = W / 2 + rng.range(-0.2, 0.2) * R;
  const fy = H / 2 + rng.range(-0.15, 0.15) * R;
  let body = drawTable(svg, rng, dish.art.table, W, H);
  body += `<g transform="translate(${W / 2} ${H / 2}) scale(${Math.round(zoom * 100) / 100}) translate(${f(-fx)} ${f(-fy)})">${drawDish(svg, dish, W / 2, H / 2, R)}</g>`;
  body += vignette(svg, W, H, 0.3);
  svg.body = body;
  return svg;
}

function view3(dish: SeedDish): Svg & { body: string } {
  const svg = new Svg('c') as Svg & { body: string };
  const rng = new Rng(`${dish.id}:view3`);
  const cup = dish.art.vessel === 'cup';
  const R = cup ? 130 : 205;
  const cx = cup ? 300 : 310;
  const cy = 330;
  let body = drawTable(svg, rng, dish.art.table, W, H);
  body += napkin(svg, rng, 560, 300, 190, 260, rng.range(-10, 6));
  body += fork(svg, 620, 330, rng.range(-6, 4), 210);
  body += knife(svg, 700, 320, rng.range(-4, 6), 220);
  body += glass(svg, rng, 90, 80, 62);
  const companion = dishById.get(dish.goesWith[0] ?? '') ?? dish;
  const compR = companion.art.vessel === 'cup' ? 70 : 92;
  body += drawDish(svg, companion, 655, 125, compR);
  body += drawDish(svg, dish, cx, cy, R);
  if (cup) body += spoon(svg, cx + R * 1.1, cy + 40, -30, 160, true);
  body += vignette(svg, W, H, 0.32);
  svg.body = body;
  return svg;
}

// ────────────────────────────────────────────────────────────────────────────────────────────────
// Brand images and favicon
// ────────────────────────────────────────────────────────────────────────────────────────────────

function must(id: string): SeedDish {
  const dish = dishById.get(id);
  if (!dish) throw new Error(`The brand art needs the dish ${id}, which is not on the menu`);
  return dish;
}

function hero(): Svg & { body: string } {
  const BW = 1600;
  const BH = 900;
  const svg = new Svg('h') as Svg & { body: string };
  const rng = new Rng('brand:hero');
  let body = drawTable(svg, rng, '#3b2a20', BW, BH);
  body += runner(svg, rng, BW, 300, 300, -4);
  const placed: [string, number, number, number][] = [
    ['puff-puff', 150, 170, 190],
    ['doro-wat', 1450, 140, 200],
    ['jollof-rice', 560, 460, 270],
    ['egusi-soup', 1030, 330, 215],
    ['fufu', 1320, 470, 120],
    ['beef-suya', 1080, 780, 230],
    ['fried-plantains', 1480, 760, 190],
    ['shito', 820, 120, 80],
    ['ata-dindin', 210, 700, 95],
    ['injera', 1760, 420, 200],
  ];
  body += chili(svg, 330, 90, 20, 90);
  body += chili(svg, 360, 120, 50, 80, '#d8401e');
  body += herbSprig(svg, rng, 700, 800, -10, 110);
  body += lemonWedge(svg, 880, 800, 30, 34);
  body += spicePile(svg, rng, 360, 820, 30, '#b5651d');
  body += spicePile(svg, rng, 900, 230, 22, '#a8301b');
  for (const [id, x, y, r] of placed) body += drawDish(svg, must(id), x, y, r);
  body += vignette(svg, BW, BH, 0.35);
  svg.body = body;
  return svg;
}

function catering(): Svg & { body: string } {
  const BW = 1600;
  const BH = 900;
  const svg = new Svg('k') as Svg & { body: string };
  const rng = new Rng('brand:catering');
  let body = drawTable(svg, rng, '#efe6d6', BW, BH);
  body += runner(svg, rng, BW, 380, 140, 0);
  const trays: [string, number, number][] = [
    ['jollof-rice', 90, 70],
    ['egusi-soup', 600, 70],
    ['peri-peri-chicken', 1110, 70],
    ['fried-plantains', 90, 500],
    ['beef-tibs', 600, 500],
    ['waakye', 1110, 500],
  ];
  const tw = 420;
  const th = 300;
  for (const [id, x, y] of trays) {
    const dish = must(id);
    const trng = new Rng(`${id}:tray`);
    // the chafing frame and the steel pan
    body += `<rect x="${x + 10}" y="${y + 18}" width="${tw}" height="${th}" rx="18" fill="#140a04" opacity=".4" filter="${svg.blur(12)}"/>`;
    for (const side of [0, 1]) {
      const hx = side ? x + tw + 4 : x - 34;
      body += `<rect x="${hx}" y="${y + th / 2 - 40}" width="30" height="80" rx="12" fill="none" stroke="${svg.linear([[0, '#f2f2f0'], [1, '#8d9096']])}" stroke-width="8"/>`;
    }
    body += `<rect x="${x}" y="${y}" width="${tw}" height="${th}" rx="18" fill="${svg.linear([[0, '#f4f5f6'], [0.5, '#c3c6ca'], [1, '#8d9096']], 0, 0, 1, 1)}"/>`;
    body += `<rect x="${x + 12}" y="${y + 12}" width="${tw - 24}" height="${th - 24}" rx="12" fill="#6f7276"/>`;
    const reg = rectRegion(svg, x + 18, y + 18, tw - 36, th - 36, 10);
    const art: DishArt = { ...dish.art, vessel: dish.art.texture === 'slices' ? 'plate' : 'bowl' };
    const s = 0.95;
    const food = textures[art.texture === 'skewers' ? 'chunks' : art.texture](svg, trng, art, reg, s, art.texture === 'chunks' ? dish.art.vessel : art.vessel);
    body += `<g clip-path="${reg.clip}">${food}<path d="${reg.path}" fill="${svg.radial([[0.75, '#000', 0], [1, '#000', 0.35]], 0.5, 0.5, 0.6)}"/></g>`;
    body += `<rect x="${x + 6}" y="${y + 6}" width="${tw - 12}" height="${th - 12}" rx="14" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/>`;
    // a serving spoon resting in the pan
    body += spoon(svg, x + tw * 0.7, y + th * 0.35, trng.range(20, 50), 260, false);
  }
  body += napkin(svg, rng, 1540, 360, 120, 180, 8);
  body += vignette(svg, BW, BH, 0.3);
  svg.body = body;
  return svg;
}

function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs>
    <radialGradient id="bg" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#f08a3c"/><stop offset="1" stop-color="#c2410c"/></radialGradient>
    <linearGradient id="pepper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ef4b2e"/><stop offset="1" stop-color="#a3160f"/></linearGradient>
  </defs>
  <rect width="64" height="64" rx="14" fill="url(#bg)"/>
  <path d="M22 23c-6 8-6 22 4 29 7 5 18 6 25 2-9-2-15-7-18-14-2-6-1-12 1-16-4-3-9-4-12-1z" fill="url(#pepper)"/>
  <path d="M24 27c-2 6-1 13 3 18" stroke="#fff" stroke-width="2.4" stroke-linecap="round" fill="none" opacity=".5"/>
  <path d="M21 21c3-3 9-3 13 1-3 1-6 2-8 4-2-1-4-3-5-5z" fill="#2f7d32"/>
  <path d="M28 20c0-5 3-9 8-11" stroke="#2f7d32" stroke-width="3.2" stroke-linecap="round" fill="none"/>
</svg>
`;
}

// ────────────────────────────────────────────────────────────────────────────────────────────────
// Rendering, caching, output
// ────────────────────────────────────────────────────────────────────────────────────────────────

type Image = { image: string; blurHash: string };
type CacheEntry = { hash: string; blurHash: string };

const cache: Record<string, CacheEntry> = existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, CacheEntry>) : {};

async function blurHashOf(raster: Sharp): Promise<string> {
  const { data, info } = await raster.clone().resize(32, 24, { fit: 'fill' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3);
}

let rendered = 0;
let skipped = 0;

/**
 * Renders one scene to WebP at each width and returns the public path of the widest file with the
 * blurhash computed from its pixels. Skipped when the SVG source and settings are unchanged.
 */
async function render(scene: Svg & { body: string }, viewW: number, viewH: number, dir: string, name: string, widths: readonly number[]): Promise<Image> {
  const maxW = Math.max(...widths);
  const source = svgDocument(scene, viewW, viewH, maxW, scene.body);
  const hash = createHash('sha256').update(`${RENDER_VERSION}|${JSON.stringify(WEBP)}|${widths.join(',')}|${source}`).digest('hex');
  const files = widths.map((w) => join(dir, `${name}-${w}.webp`));
  const key = `${dir.slice(publicDir.length + 1)}/${name}`;
  const publicPath = `${dir.slice(publicDir.length + 1)}/${name}-${maxW}.webp`.split('\\').join('/');
  const known = cache[key];
  if (known && known.hash === hash && files.every((file) => existsSync(file))) {
    skipped++;
    return { image: publicPath, blurHash: known.blurHash };
  }
  const t0 = Date.now();
  const { data, info } = await sharp(Buffer.from(source)).raw().toBuffer({ resolveWithObject: true });
  const raster = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const t1 = Date.now();
  for (const [i, w] of widths.entries()) {
    const out = w === maxW ? raster.clone() : raster.clone().resize(w, Math.round((w * viewH) / viewW), { kernel: 'lanczos3' });
    let quality: number = WEBP.quality;
    let bytes = await out.clone().webp({ ...WEBP, quality }).toBuffer();
    while (bytes.length > MAX_BYTES * (w / 960) ** 1.5 && quality > 50) {
      quality -= 6;
      bytes = await out.clone().webp({ ...WEBP, quality }).toBuffer();
    }
    writeFileSync(files[i] as string, bytes);
  }
  const blurHash = await blurHashOf(raster);
  if (process.env.ART_DEBUG) console.log(`${name}: svg ${Math.round(source.length / 1024)} KB, draw ${t1 - t0} ms, encode ${Date.now() - t1} ms`);
  cache[key] = { hash, blurHash };
  rendered++;
  return { image: publicPath, blurHash };
}

async function pool<T>(tasks: (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, tasks.length) }, worker));
  return results;
}

async function main(): Promise<void> {
  const started = Date.now();
  const only = process.argv.slice(2);
  for (const dir of [dishDir, brandDir, dirname(cacheFile)]) mkdirSync(dir, { recursive: true });

  const dishes = [...menu].sort((a, b) => a.id.localeCompare(b.id)).filter((d) => only.length === 0 || only.includes(d.id));
  const views = [view1, view2, view3];
  const tasks = dishes.flatMap((dish) => views.map((view, i) => () => render(view(dish), W, H, dishDir, `${dish.id}-${i + 1}`, [960, 480])));
  const images = await pool(tasks, 3);

  if (only.length === 0) {
    const art: Record<string, Image[]> = {};
    dishes.forEach((dish, d) => {
      art[dish.id] = images.slice(d * views.length, (d + 1) * views.length);
    });
    writeFileSync(join(seedDir, 'dish-art.json'), JSON.stringify(art, null, 2) + '\n');

    const [heroImage, cateringImage] = await pool(
      [() => render(hero(), 1600, 900, brandDir, 'hero', [1600, 960]), () => render(catering(), 1600, 900, brandDir, 'catering', [1600, 960])],
      2,
    );
    writeFileSync(join(repoRoot, 'web', 'src', 'lib', 'brand-art.json'), JSON.stringify({ hero: heroImage, catering: cateringImage }, null, 2) + '\n');
    writeFileSync(join(publicDir, 'favicon.svg'), favicon());
  }
  writeFileSync(cacheFile, JSON.stringify(cache, null, 1));
  console.log(`Dish art: ${rendered} rendered, ${skipped} unchanged, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
