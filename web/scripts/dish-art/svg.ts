/** SVG building: defs with cached gradients and filters, the document wrapper, and path primitives (smooth curves, blobs, rounded shapes, leaves). */
import { type Rng } from './random.ts';

/** A number for SVG text: one decimal, no trailing zeros. */
export const f = (x: number): string => String(Math.round(x * 10) / 10);
export const TAU = Math.PI * 2;

export type Stop = readonly [offset: number, color: string, opacity?: number];

export class Svg {
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
    return stops.map(([o, c, op]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
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
export function flattenOpacity(source: string): string {
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

export function svgDocument(svg: Svg, viewW: number, viewH: number, pxW: number, body: string): string {
  const pxH = Math.round((pxW * viewH) / viewW);
  return flattenOpacity(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pxW}" height="${pxH}" viewBox="0 0 ${viewW} ${viewH}">` +
      `<defs>${svg.defs.join('')}</defs>${body}</svg>`,
  );
}

export type Pt = readonly [number, number];

/** A closed smooth curve through the points (Catmull-Rom as cubic Béziers). */
export function smoothClosed(pts: readonly Pt[]): string {
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
export function blob(rng: Rng, cx: number, cy: number, r: number, n = 8, irr = 0.18, sx = 1, sy = 1, rot = 0): string {
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

export function roundedPolygon(pts: readonly Pt[], radius: number): string {
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

export function circlePath(cx: number, cy: number, r: number): string {
  return `M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}Z`;
}

export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
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

export const leafPath = (len: number, width: number): string => `M0 0Q${f(len * 0.45)} ${f(-width)} ${f(len)} 0Q${f(len * 0.45)} ${f(width)} 0 0Z`;
