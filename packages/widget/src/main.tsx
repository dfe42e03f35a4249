import { render } from 'preact';
import { WidgetApp } from './app/widget-app.js';
import './widget.css';

// The iframe's boot code lives in the bundle: the CSP forbids inline scripts.
const root = document.getElementById('root');
if (root === null) throw new Error('The widget page needs an element with id "root".');
render(<WidgetApp />, root);
