/**
 * The kitchen area (the owner's day, the back office): the board, the owner's order steps and e-mailed action links, the quote editor.
 *
 * Its public entry: what other areas may use of it (docs/architecture.md#areas). Its contract/ is public too, the
 * words and schemas the web shares; everything else is the area's own.
 */
export { signOwnerActionToken } from './rules/owner-action-token.ts';
export { quoteLinkEmail } from './use-cases/catering-quotes.ts';
