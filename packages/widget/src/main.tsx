import { render } from 'preact';
import { connectToParent } from '@platform/core/embed';
import { WidgetApp } from './app/widget-app.js';
import { onWidgetEvent } from './embed/widget-events.js';
import './widget.css';

// The iframe's boot code lives in the bundle: the CSP forbids inline scripts.
const root = document.getElementById('root');
if (root === null) throw new Error('The widget page needs an element with id "root".');
connectToParent({ window, events: onWidgetEvent }); // talks to the SDK's page when framed by it
render(<WidgetApp />, root);
