/** The start's first stage (web/src/boot.ts): React and its DOM renderer, in the `react` chunk (web/vite.config.ts). */
export { createRoot as default } from 'react-dom/client';
