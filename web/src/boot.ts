/**
 * The site's entry: the theme class and the global styles before the first paint, then the app
 * (main.tsx) once the browser has painted, so a pre-rendered page shows before the framework's
 * script is evaluated. The build preloads main.tsx's chunks and the screen's, so they are on their way.
 */
import './app/theme-bootstrap.ts';
import './styles/global.scss';

requestAnimationFrame(() => setTimeout(() => void import('./main.tsx')));
