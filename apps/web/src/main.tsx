import { render } from 'preact';
import { App } from './app.tsx';
import { lang } from './i18n/index.ts';
// The game's one web font (Fredoka, one weight, Latin letters: 16 KB), for titles, clues and
// the main buttons; other scripts fall back to the system's faces.
import '@fontsource/fredoka/latin-600.css';
import './styles.css';

document.documentElement.lang = lang.value;
const root = document.getElementById('app');
if (root) render(<App />, root);
