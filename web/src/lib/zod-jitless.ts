/**
 * zod for the web (web/vite.config.ts aliases 'zod' here): before any schema exists, zod is told it
 * runs without eval. Otherwise it probes `new Function` at its first object schema; the site's CSP
 * forbids eval, and Chrome reports even that caught attempt as a policy violation. zod's interpreter
 * makes the same checks. 'zod/v4' is the same API under another name, so this module does not import itself.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
