/** Where the art script reads and writes: the public images, the seed JSON and the render cache. */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const publicDir = join(repoRoot, 'web', 'public');
export const dishDir = join(publicDir, 'Images', 'dishes');
export const brandDir = join(publicDir, 'Images', 'brand');
export const seedDir = join(repoRoot, 'functions', 'src', 'seed');
export const cacheFile = join(repoRoot, 'node_modules', '.cache', 'spices-art', 'manifest.json');
