import { configure } from '@testing-library/react';

// Pages load lazily (route chunks and their texts). On a loaded two-core CI machine that can take
// longer than testing-library's 1 s default for findBy*, which made a passing page fail now and then.
configure({ asyncUtilTimeout: 5000 });
