/**
 * The Speculation Rules of the shop's pages (docs/architecture.md#speculation-rules): pointing at a dish (hovering it
 * for a moment, or pressing on it) lets the browser fetch that dish's page ahead of the click. The rules are a file of
 * the site, announced by a response header, since the CSP allows no inline script; both hosts send the header
 * (pages/contract/security-headers.ts `hostHeadersFor`) and serve the file with its own content type.
 */

/** The rules file, at the site's root (web/public/speculation-rules.json). */
export const speculationRulesFile = 'speculation-rules.json';

/** The content type a browser requires of a rules file it is sent by header. */
export const speculationRulesContentType = 'application/speculationrules+json';

/** The header: a list of strings in the structured-field syntax, so the address is quoted. */
export const speculationRulesHeader = { 'speculation-rules': `"/spices/${speculationRulesFile}"` } as const;
