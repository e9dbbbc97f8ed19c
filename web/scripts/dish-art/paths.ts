/** Where the art script reads and writes: the public images, the seed JSON and the render cache. */
import { join } from 'node:path';
import { publicDir, repoRoot, seedDir } from '../../../repo-paths.ts';

export { publicDir, repoRoot, seedDir };
export const dishDir = join(publicDir, 'Images', 'dishes');
export const brandDir = join(publicDir, 'Images', 'brand');
export const cacheFile = join(repoRoot, 'node_modules', '.cache', 'spices-art', 'manifest.json');
