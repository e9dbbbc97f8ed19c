/** The id of the JSON block that carries a pre-rendered page's data (web/scripts/build-site.ts writes it, main.tsx reads it). */
export const prerenderStateId = 'spices-state';

/**
 * The id of the JSON block that lists a pre-rendered page's chunks (written by the build, read by
 * boot.ts): the entry asks for them once the page has painted, so they do not share the first
 * paint's bandwidth with the page's own image.
 */
export const prerenderModulesId = 'spices-modules';

/** What that block holds: addresses under /spices/assets/. */
export type PageModules = { scripts: string[] };
