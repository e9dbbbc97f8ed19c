/** Colours: mixing, lightening and warm shading of hex colours, and how a colour is read (yellow, green, citrus). */
import { type Rng } from './random.ts';

export type Rgb = [number, number, number];
export function toRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}
export function toHex([r, g, b]: Rgb): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.round(Math.min(255, Math.max(0, v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);
/** Warm shadow: darker and a little browner, which reads better on food than plain black. */
export const shade = (c: string, t: number): string => mix(c, '#2a1206', t);
export function vary(rng: Rng, c: string, amount: number): string {
  const t = rng.range(-amount, amount);
  return t >= 0 ? lighten(c, t) : shade(c, -t);
}
export function luminance(c: string): number {
  const [r, g, b] = toRgb(c).map((v) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function hue(c: string): number {
  const [r, g, b] = toRgb(c).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
export function saturation(c: string): number {
  const v = toRgb(c);
  const max = Math.max(...v);
  return max === 0 ? 0 : (max - Math.min(...v)) / max;
}
export const isYellow = (c: string): boolean => {
  const h = hue(c);
  return h >= 36 && h <= 62 && luminance(c) > 0.35 && saturation(c) > 0.3;
};
export const isGreen = (c: string): boolean => {
  const h = hue(c);
  return h > 70 && h < 170 && saturation(c) > 0.25;
};
/** A pale, clear yellow reads as citrus: lemon wedges. */
export const isCitrus = (c: string): boolean => isYellow(c) && luminance(c) > 0.6 && saturation(c) > 0.45;
