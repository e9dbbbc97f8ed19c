/** The start's second stage (web/src/boot.ts): React Router, in the `router` chunk (web/vite.config.ts). */
export { createBrowserRouter as default } from 'react-router';
