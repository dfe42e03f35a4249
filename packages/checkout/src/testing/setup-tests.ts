import { afterAll, afterEach } from 'vitest';
import { failOnMissingTexts } from '@platform/core';
import { checkoutEventsDelivered } from '../events/checkout-events.js';

// A text this app's namespaces lack shows its key to a customer: the translator throws where it is
// asked for, and the test fails afterwards too (a caught error must not hide it).
const missingTexts = failOnMissingTexts();
afterEach(() => {
  const missing = missingTexts.takeMissing();
  if (missing.length > 0) throw new Error(`Untranslated texts were shown: ${missing.join(', ')}`);
});

// Checkout events load their schemas as a chunk before they go out: a test file must not end (and
// vitest tear its module graph down) while one is still loading, or the late import fails the run.
afterAll(() => checkoutEventsDelivered());
