// The design system's stylesheets first: later (component and feature) rules build on them.
import '@platform/core/design/tokens.css';
import '@platform/core/design/components.css';
import './styles/base.css';
import { startApp } from './app/start-app.js';

// Boot code lives in the bundle: the CSP forbids inline scripts.
const root = document.getElementById('root');
if (root === null) throw new Error('index.html needs an element with id "root".');
void startApp(root, { search: window.location.search, cookie: document.cookie });
