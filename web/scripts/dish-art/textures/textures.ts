/** Each recipe's texture name to the function that draws it. */
import { type DishArt } from '../../../../functions/src/catalogue/seed/menu-types.ts';
import { balls } from './balls.ts';
import { chunks } from './chunks.ts';
import { grains } from './grains.ts';
import { leaves } from './leaves.ts';
import { rings } from './rings.ts';
import { skewers } from './skewers.ts';
import { slices } from './slices.ts';
import { smooth } from './smooth.ts';
import { stew } from './stew.ts';
import { type TextureFn } from './texture-kit.ts';
import { wraps } from './wraps.ts';

export const textures: Record<DishArt['texture'], TextureFn> = { grains, stew, chunks, rings, smooth, leaves, balls, wraps, slices, skewers };
