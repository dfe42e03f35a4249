import { afterEach } from 'vitest';
import { failOnMissingTexts } from '@platform/core';

// A text this app's namespaces lack shows its key to a customer: the translator throws where it is
// asked for, and the test fails afterwards too (a caught error must not hide it).
const missingTexts = failOnMissingTexts();
afterEach(() => {
  const missing = missingTexts.takeMissing();
  if (missing.length > 0) throw new Error(`Untranslated texts were shown: ${missing.join(', ')}`);
});
