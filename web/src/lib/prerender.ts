/** The id of the JSON block that carries a pre-rendered page's data (web/scripts/build-site.ts writes it, main.tsx reads it). */
export const prerenderStateId = 'spices-state';
