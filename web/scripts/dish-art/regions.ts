/** Regions: where food goes (a clip shape plus a way to sample points in it). */
import { type Rng } from './random.ts';
import { type Pt, type Svg, TAU, circlePath, roundedRectPath } from './svg.ts';

export type Region = {
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

export function circleRegion(svg: Svg, cx: number, cy: number, r: number, path = circlePath(cx, cy, r)): Region {
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

export function rectRegion(svg: Svg, x: number, y: number, w: number, h: number, radius: number): Region {
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
