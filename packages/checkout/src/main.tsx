import { render } from 'preact';
import { connectToParent } from '@platform/core/embed';
import { CheckoutApp } from './app/checkout-app.js';
import './checkout.css';

// The iframe's boot code lives in the bundle: the CSP forbids inline scripts.
const root = document.getElementById('root');
if (root === null) throw new Error('The checkout page needs an element with id "root".');
connectToParent({ window }); // talks to the SDK's page when framed by it
render(<CheckoutApp />, root);
