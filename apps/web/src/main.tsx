import { render } from 'preact';
import { App } from './app.tsx';
import { lang } from './i18n/index.ts';
import './styles.css';

document.documentElement.lang = lang.value;
const root = document.getElementById('app');
if (root) render(<App />, root);
