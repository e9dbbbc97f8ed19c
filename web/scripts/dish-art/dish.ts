/** A whole dish: its vessel, the food texture clipped inside it, and the garnish on top. */
import { type DishArt } from '../../../functions/src/catalogue/seed/menu-types.ts';
import { lighten, shade } from './palette.ts';
import { Rng } from './random.ts';
import { type Region, circleRegion } from './regions.ts';
import { type Svg, blob, f, roundedRectPath } from './svg.ts';
import { skewerSticks } from './textures/skewers.ts';
import { textures } from './textures/textures.ts';

export type ArtSubject = { id: string; art: DishArt };

/** How far the food reaches inside each vessel (share of the vessel radius). */
export const foodShare: Record<DishArt['vessel'], number> = { plate: 0.68, bowl: 0.8, pan: 0.84, basket: 0.7, cup: 0.78 };

export function drawDish(svg: Svg, dish: ArtSubject, cx: number, cy: number, R: number): string {
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
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial(
        [
          [0, '#fffefb'],
          [0.75, '#f2eee6'],
          [0.93, '#e2dccf'],
          [1, '#cfc7b8'],
        ],
        0.45,
        0.42,
        0.58,
      )}"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.93)}" fill="none" stroke="${band}" stroke-width="${f(R * 0.022)}" opacity=".85"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.89)}" fill="none" stroke="${band}" stroke-width="${f(R * 0.006)}" opacity=".6"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.76)}" fill="${svg.radial(
        [
          [0, '#f8f6f0'],
          [0.85, '#efebe2'],
          [1, '#ddd6c8'],
        ],
        0.5,
        0.5,
        0.5,
      )}"/>`;
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
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial(
        [
          [0, lighten(glaze, 0.25)],
          [0.8, glaze],
          [1, shade(glaze, 0.35)],
        ],
        0.38,
        0.35,
        0.7,
      )}"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.955)}" fill="none" stroke="${lighten(glaze, 0.45)}" stroke-width="${f(R * 0.02)}" opacity=".7"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.9)}" fill="${svg.radial(
        [
          [0, glaze],
          [0.8, shade(glaze, 0.15)],
          [1, lighten(glaze, 0.2)],
        ],
        0.58,
        0.6,
        0.6,
      )}"/>`;
      region = circleRegion(svg, cx, cy, fr);
      over += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(fr)}" fill="${svg.radial(
        [
          [0.7, '#000', 0],
          [0.93, '#000', 0.16],
          [1, '#000', 0.45],
        ],
        0.54,
        0.56,
        0.56,
      )}"/>`;
      break;
    }
    case 'pan': {
      const kind = rng.pick(['iron', 'clay', 'enamel'] as const);
      const body = kind === 'iron' ? '#34302d' : kind === 'clay' ? '#a5522e' : '#f0ebe0';
      const handle = kind === 'enamel' ? '#b23a26' : body;
      for (const side of [-1, 1]) {
        const hx = cx + side * R * 0.98;
        out += `<path d="${roundedRectPath(hx - R * 0.17, cy - R * 0.1, R * 0.34, R * 0.2, R * 0.08)}" fill="${svg.linear([
          [0, lighten(handle, 0.25)],
          [1, shade(handle, 0.3)],
        ])}" stroke="${shade(handle, 0.4)}" stroke-width="${f(1.2 * s)}"/>`;
      }
      if (kind === 'enamel') {
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial(
          [
            [0, '#d14a30'],
            [1, '#8f2a18'],
          ],
          0.4,
          0.38,
          0.66,
        )}"/>`;
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.93)}" fill="${body}"/>`;
      } else {
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial(
          [
            [0, lighten(body, 0.25)],
            [0.85, body],
            [1, shade(body, 0.4)],
          ],
          0.4,
          0.38,
          0.66,
        )}"/>`;
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.965)}" fill="none" stroke="${lighten(body, 0.35)}" stroke-width="${f(R * 0.015)}" opacity=".6"/>`;
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.92)}" fill="${shade(body, 0.25)}"/>`;
      }
      region = circleRegion(svg, cx, cy, fr);
      over += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(fr)}" fill="${svg.radial(
        [
          [0.78, '#000', 0],
          [1, '#000', 0.35],
        ],
        0.53,
        0.55,
        0.53,
      )}"/>`;
      break;
    }
    case 'basket': {
      const straw = rng.pick(['#c9a063', '#b88a4e', '#d4b07a']);
      const bands = [rng.pick(['#a63a2a', '#2f5d3a', '#1f1f1f', '#c9782a']), rng.pick(['#a63a2a', '#2f5d3a', '#1f1f1f'])];
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial(
        [
          [0, lighten(straw, 0.15)],
          [0.9, straw],
          [1, shade(straw, 0.35)],
        ],
        0.42,
        0.4,
        0.62,
      )}"/>`;
      let coil = '';
      let k = 0;
      for (let rr = R * 0.97; rr > R * 0.2; rr -= R * 0.045, k++) {
        const c = k === 1 || k === 2 ? (bands[0] as string) : k === 5 ? (bands[1] as string) : k % 2 ? shade(straw, 0.12) : lighten(straw, 0.1);
        coil += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="none" stroke="${c}" stroke-width="${f(R * 0.04)}" stroke-dasharray="${f(R * 0.05)} ${f(R * 0.012)}" opacity=".9"/>`;
      }
      out += coil;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial(
        [
          [0.6, '#000', 0],
          [1, '#000', 0.3],
        ],
        0.55,
        0.55,
        0.55,
      )}"/>`;
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
      out += `<path d="${liner}" fill="${svg.radial(
        [
          [0.5, '#000', 0],
          [1, '#000', 0.12],
        ],
        0.5,
        0.5,
        0.55,
      )}"/>`;
      region = circleRegion(svg, cx, cy, fr);
      break;
    }
    case 'cup': {
      const glaze = rng.pick(['#f3efe6', '#b5643a', '#2b2724', '#e8dcc4']);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${svg.radial(
        [
          [0, lighten(glaze, 0.25)],
          [0.85, glaze],
          [1, shade(glaze, 0.35)],
        ],
        0.38,
        0.35,
        0.68,
      )}"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.86)}" fill="${svg.radial(
        [
          [0, glaze],
          [1, shade(glaze, 0.2)],
        ],
        0.6,
        0.62,
        0.6,
      )}"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.93)}" fill="none" stroke="${lighten(glaze, 0.5)}" stroke-width="${f(R * 0.03)}" opacity=".6"/>`;
      region = circleRegion(svg, cx, cy, fr);
      over += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(fr)}" fill="${svg.radial(
        [
          [0.7, '#000', 0],
          [1, '#000', 0.4],
        ],
        0.55,
        0.57,
        0.55,
      )}"/>`;
      break;
    }
  }
  const food = textures[art.texture](svg, rng, art, region, s * (art.vessel === 'cup' ? 1.1 : 1), art.vessel);
  // heaped food (rice, stew, greens, cubes) gets a domed light; separate pieces on a plate do not
  const heapedFood = !['smooth', 'balls', 'wraps', 'skewers'].includes(art.texture) && !(art.texture === 'slices' && art.vessel !== 'pan');
  const depthShade = !heapedFood
    ? ''
    : `<path d="${region.path}" fill="${svg.radial(
        [
          [0, '#fff', 0.1],
          [0.55, '#fff', 0],
          [1, '#000', 0.22],
        ],
        0.42,
        0.4,
        0.62,
      )}"/>`;
  out += `<g clip-path="${region.clip}">${food}${depthShade}</g>${over}`;
  if (art.texture === 'skewers') out += skewerSticks(svg, rng, art, region, s);
  return out;
}
