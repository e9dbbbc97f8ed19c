/** The start's third stage (web/src/boot.ts): the query cache, in the `query` chunk (web/vite.config.ts). */
export { QueryClient as default } from '@tanstack/react-query';
