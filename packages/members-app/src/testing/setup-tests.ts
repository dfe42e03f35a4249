import { afterEach } from 'vitest';
import { configure } from '@testing-library/react';
import { failOnMissingTexts } from '@platform/core';
import { failOnContractViolations } from './fake-api.js';

// Pages load lazily (route chunks and their texts). On a loaded two-core CI machine that can take
// longer than testing-library's 1 s default for findBy*, which made a passing page fail now and then.
configure({ asyncUtilTimeout: 5000 });

// A test whose app or fake API broke the API contract fails (see fake-api.ts).
afterEach(failOnContractViolations);

// A text no loaded resource has (an unwritten key, or a namespace the page did not load) throws
// where it is asked for, and fails the test afterwards too (an error boundary may have caught it).
const missingTexts = failOnMissingTexts();
afterEach(() => {
  const missing = missingTexts.takeMissing();
  if (missing.length > 0) throw new Error(`Untranslated texts were shown: ${missing.join(', ')}`);
});
