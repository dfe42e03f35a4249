export * from './protocol.js';
export * from './frame-context.js';
export * from './connect-to-parent.js';
export * from './checkout-events.js';
export * from './frame-location.js';
export * from './modal-chrome.js';
