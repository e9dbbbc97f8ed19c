/**
 * The kitchen as an installable web app (docs/architecture.md#the-kitchens-app): the committed manifest is the one
 * web/scripts/web-apps/manifest.ts describes (start and scope the kitchen's, standalone, the shop's colours), each
 * icon it names is a PNG of its size, and the icon drawings come from the favicon or the script stops.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { publicDir } from '../../../repo-paths.ts';
import { appIconSvgs, kitchenIcons, kitchenManifest } from '../../../web/scripts/web-apps/manifest.ts';
import { kitchenManifestFile, kitchenWorkerFile } from '../../../web/src/lib/kitchen-app.ts';

describe('the kitchen’s web app manifest', () => {
  const committed = JSON.parse(readFileSync(join(publicDir, kitchenManifestFile), 'utf8')) as ReturnType<typeof kitchenManifest>;

  it('is the one the script writes (run npx tsx web/scripts/make-web-apps.ts after changing it)', () => {
    expect(committed).toEqual(kitchenManifest());
  });

  it('opens the kitchen standalone, within the kitchen’s scope only, which is also the worker’s folder', () => {
    expect(committed).toMatchObject({ name: 'Spices Kitchen', start_url: '/spices/kitchen', scope: '/spices/kitchen', display: 'standalone' });
    expect(`/spices/${kitchenWorkerFile}`.startsWith(committed.scope)).toBe(true);
    expect(committed.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('names any and maskable icons of 192 and 512 px, each a PNG of its size', async () => {
    expect(committed.icons.map((icon) => `${icon.purpose} ${icon.sizes}`).sort()).toEqual([
      'any 192x192',
      'any 512x512',
      'maskable 192x192',
      'maskable 512x512',
    ]);
    for (const icon of kitchenIcons) {
      const { format, width, height } = await sharp(join(publicDir, icon.file)).metadata();
      expect({ file: icon.file, format, width, height }).toEqual({ file: icon.file, format: 'png', width: icon.size, height: icon.size });
    }
  });
});

describe('appIconSvgs', () => {
  const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

  it('puts the pepper on a full-bleed ground for the maskable icon, and alone in white for the badge', () => {
    const { any, maskable, badge } = appIconSvgs(favicon);
    expect(any).toBe(favicon);
    expect(maskable).toContain('<rect width="64" height="64" fill="url(#bg)"/>');
    expect(maskable).not.toContain('rx="14"');
    expect(maskable).toContain('scale(0.7)');
    expect(badge).not.toMatch(/url\(#|#2f7d32|<rect/);
  });

  it('stops when the favicon no longer has the pieces it is made from', () => {
    expect(() => appIconSvgs(favicon.replace('rx="14"', 'rx="10"'))).toThrow('The favicon no longer has one rounded ground');
  });
});
