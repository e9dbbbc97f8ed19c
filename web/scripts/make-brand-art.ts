/**
 * Draws the home page's social-proof strip: three badges with claims the business config backs
 * (serving its area since the year it opened, catering, bulk options on every meal). Original SVG
 * art, no logos of others, no review counts; rasterised with sharp to AVIF and WebP in two shapes:
 *
 *   web/public/Images/brand/proof-wide.<hash>-<1240|2480>.<avif|webp>    three badges in a row (wide windows)
 *   web/public/Images/brand/proof-narrow.<hash>-<360|720>.<avif|webp>    the badges stacked (narrow windows)
 *
 * and records their names in web/src/lib/proof-art.json for the home page. The hash names every
 * rendition of a shape (functions/src/catalogue/contract/art-images.ts), so the files are cached for good;
 * older ones are removed. The dish and hero artwork comes from make-dish-art.ts; this script touches
 * only the files above.
 * Texts come from '@business', so a change of name, area or year is one re-run away.
 *
 * Run: npx tsx web/scripts/make-brand-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { business } from '../../functions/src/platform/config/business.ts';
import { artFileName, artFormats } from '../../functions/src/catalogue/contract/art-images.ts';
import { artHash, removeStale } from './dish-art/render.ts';

import { publicDir, repoRoot } from '../../repo-paths.ts';

const brandDir = join(publicDir, 'Images', 'brand');

/** Layout sizes in CSS pixels (the home page gives the img the same width and height). */
const proofStrip = {
  wide: { width: 1240, height: 200, widths: [1240, 2480] },
  narrow: { width: 360, height: 420, widths: [360, 720] },
} as const;

const colors = {
  bgTop: '#33201a',
  bgBottom: '#24150f',
  gold: '#e8b923',
  goldSoft: '#f4d27a',
  paprika: '#b3261e',
  paprikaDark: '#7a1812',
  cream: '#fff4e0',
  sand: '#ecd3ad',
  green: '#2e6b3a',
};

type Badge = { icon: (cx: number, cy: number, r: number) => string; title: string; lines: [string, string] };

const badges: Badge[] = [
  {
    icon: pinIcon,
    title: `Since ${business.servingSince}`,
    lines: ['Serving', business.serviceArea.name],
  },
  {
    icon: chafingIcon,
    title: 'Catering',
    lines: ['For businesses, events', '& weddings'],
  },
  {
    icon: traysIcon,
    title: 'Bulk options',
    lines: ['On every meal', 'on our menu'],
  },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// ── Icons, drawn in cream on the paprika emblem, centred on (cx, cy) and scaled to r ─────────────

function pinIcon(cx: number, cy: number, r: number): string {
  const s = r / 40;
  return `<g transform="translate(${cx} ${cy}) scale(${s})" fill="none" stroke="${colors.cream}" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round">
    <path d="M0 22c-9-9-15-17-15-25a15 15 0 0 1 30 0c0 8-6 16-15 25z" fill="${colors.paprikaDark}"/>
    <circle cx="0" cy="-3" r="5.5" fill="${colors.gold}" stroke="none"/>
    <path d="M-16 22h32" />
  </g>`;
}

function chafingIcon(cx: number, cy: number, r: number): string {
  const s = r / 40;
  return `<g transform="translate(${cx} ${cy}) scale(${s})" fill="none" stroke="${colors.cream}" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round">
    <path d="M-18 4a18 18 0 0 1 36 0z" fill="${colors.paprikaDark}"/>
    <circle cx="0" cy="-17" r="3" fill="${colors.cream}" stroke="none"/>
    <path d="M-23 4h46M-17 4v6h34v-6M-13 16l-4 6M13 16l4 6" />
    <path d="M-4 16c1-2 3-2 4 0s3 2 4 0" stroke="${colors.gold}" />
  </g>`;
}

function traysIcon(cx: number, cy: number, r: number): string {
  const s = r / 40;
  return `<g transform="translate(${cx} ${cy}) scale(${s})" fill="none" stroke="${colors.cream}" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round">
    <rect x="-19" y="6" width="38" height="11" rx="3" fill="${colors.paprikaDark}"/>
    <rect x="-16" y="-7" width="32" height="11" rx="3" fill="${colors.paprikaDark}"/>
    <rect x="-13" y="-20" width="26" height="11" rx="3" fill="${colors.paprikaDark}"/>
    <path d="M-7 -14.5h14M-10 -1.5h20M-13 11.5h26" stroke="${colors.gold}" stroke-width="2.6"/>
  </g>`;
}

/** A round emblem: scalloped gold rim, paprika disc, the icon. */
function emblem(cx: number, cy: number, r: number, icon: Badge['icon']): string {
  const scallops = 28;
  let rim = '';
  for (let i = 0; i < scallops; i++) {
    const a = (i / scallops) * Math.PI * 2;
    rim += `<circle cx="${(cx + Math.cos(a) * r).toFixed(2)}" cy="${(cy + Math.sin(a) * r).toFixed(2)}" r="${(r * 0.13).toFixed(2)}"/>`;
  }
  return `<g>
    <g fill="${colors.gold}">${rim}</g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${colors.gold}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="url(#disc)"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${colors.goldSoft}" stroke-width="${(r * 0.03).toFixed(2)}" stroke-dasharray="${(r * 0.06).toFixed(2)} ${(r * 0.07).toFixed(2)}"/>
    ${icon(cx, cy, r * 0.78)}
  </g>`;
}

function badgeText(x: number, cy: number, badge: Badge, titleSize: number, lineSize: number): string {
  const gap = lineSize * 1.3;
  const titleY = cy - gap * 0.55;
  return `<text x="${x}" y="${titleY.toFixed(1)}" font-family="DejaVu Serif, serif" font-weight="700" font-size="${titleSize}" fill="${colors.cream}">${escapeXml(badge.title)}</text>
  <text font-family="DejaVu Sans, sans-serif" font-size="${lineSize}" fill="${colors.sand}">
    <tspan x="${x}" y="${(titleY + gap * 1.25).toFixed(1)}">${escapeXml(badge.lines[0])}</tspan>
    <tspan x="${x}" y="${(titleY + gap * 2.25).toFixed(1)}">${escapeXml(badge.lines[1])}</tspan>
  </text>`;
}

/** A woven band (kente-like blocks) along one edge. */
function wovenBand(x: number, y: number, width: number, height: number): string {
  const block = height * 2.2;
  let out = `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${colors.gold}"/>`;
  for (let bx = x, i = 0; bx < x + width; bx += block, i++) {
    const fill = i % 3 === 0 ? colors.paprika : i % 3 === 1 ? colors.green : colors.paprikaDark;
    out += `<rect x="${bx + block * 0.18}" y="${y + height * 0.2}" width="${block * 0.64}" height="${height * 0.6}" fill="${fill}"/>`;
  }
  return out;
}

function defs(): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.bgTop}"/><stop offset="1" stop-color="${colors.bgBottom}"/></linearGradient>
    <radialGradient id="disc" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="#d33a2c"/><stop offset="1" stop-color="${colors.paprikaDark}"/></radialGradient>
    <radialGradient id="glow" cx="0.5" cy="0" r="0.9"><stop offset="0" stop-color="${colors.gold}" stop-opacity=".16"/><stop offset="1" stop-color="${colors.gold}" stop-opacity="0"/></radialGradient>
  </defs>`;
}

function frame(width: number, height: number, band: number): string {
  return `${defs()}
  <clipPath id="card"><rect width="${width}" height="${height}" rx="20"/></clipPath>
  <g clip-path="url(#card)">
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <rect width="${width}" height="${height}" fill="url(#glow)"/>
    ${wovenBand(0, 0, width, band)}
    ${wovenBand(0, height - band, width, band)}
  </g>`;
}

function wide(): string {
  const { width, height } = proofStrip.wide;
  const band = 10;
  const column = width / badges.length;
  const cy = height / 2;
  let body = frame(width, height, band);
  badges.forEach((badge, i) => {
    const x0 = i * column;
    const r = 50;
    const ex = x0 + 40 + r;
    body += emblem(ex, cy, r, badge.icon);
    body += badgeText(ex + r + 26, cy, badge, 30, 18);
    if (i > 0) {
      body += `<line x1="${x0}" y1="${band + 34}" x2="${x0}" y2="${height - band - 34}" stroke="${colors.gold}" stroke-opacity=".45" stroke-width="2" stroke-dasharray="2 7" stroke-linecap="round"/>`;
      body += `<rect x="${x0 - 5}" y="${cy - 5}" width="10" height="10" transform="rotate(45 ${x0} ${cy})" fill="${colors.gold}"/>`;
    }
  });
  return svgDocument(width, height, body);
}

function narrow(): string {
  const { width, height } = proofStrip.narrow;
  const band = 8;
  const row = (height - band * 2) / badges.length;
  let body = frame(width, height, band);
  badges.forEach((badge, i) => {
    const cy = band + row * i + row / 2;
    const r = 38;
    const ex = 26 + r;
    body += emblem(ex, cy, r, badge.icon);
    body += badgeText(ex + r + 22, cy, badge, 24, 15);
    if (i > 0) {
      const y = band + row * i;
      body += `<line x1="28" y1="${y}" x2="${width - 28}" y2="${y}" stroke="${colors.gold}" stroke-opacity=".45" stroke-width="2" stroke-dasharray="2 7" stroke-linecap="round"/>`;
    }
  });
  return svgDocument(width, height, body);
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Lettering needs more quality than the dishes' textures to stay crisp. */
const encoders = {
  avif: { quality: 60, effort: 4 },
  webp: { quality: 82, alphaQuality: 90, effort: 6 },
} as const;

/** Renders each width from the SVG itself (sharper lettering than resizing); returns the widest WebP's site path. */
async function render(name: string, svg: string, baseWidth: number, widths: readonly number[]): Promise<string> {
  const hash = artHash(JSON.stringify(encoders), widths.join(','), svg);
  const files: string[] = [];
  for (const w of widths) {
    const density = 72 * (w / baseWidth);
    const raster = sharp(Buffer.from(svg), { density });
    for (const format of artFormats) {
      const bytes = await (format === 'avif' ? raster.clone().avif(encoders.avif) : raster.clone().webp(encoders.webp)).toBuffer();
      const file = artFileName(name, hash, w, format);
      writeFileSync(join(brandDir, file), bytes);
      files.push(file);
      console.log(`${join(brandDir, file).slice(repoRoot.length + 1)}: ${Math.round(bytes.length / 1024)} KB`);
    }
  }
  removeStale(brandDir, name, files);
  return `Images/brand/${artFileName(name, hash, Math.max(...widths), 'webp')}`;
}

async function main(): Promise<void> {
  mkdirSync(brandDir, { recursive: true });
  const proofArt = {
    wide: { image: await render('proof-wide', wide(), proofStrip.wide.width, proofStrip.wide.widths), ...proofStrip.wide },
    narrow: { image: await render('proof-narrow', narrow(), proofStrip.narrow.width, proofStrip.narrow.widths), ...proofStrip.narrow },
  };
  writeFileSync(join(repoRoot, 'web', 'src', 'lib', 'proof-art.json'), JSON.stringify(proofArt, null, 2) + '\n');
  if (process.env.ART_DEBUG) {
    writeFileSync('/tmp/proof-wide.svg', wide());
    writeFileSync('/tmp/proof-narrow.svg', narrow());
  }
}

await main();
