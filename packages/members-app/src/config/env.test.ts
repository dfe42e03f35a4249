import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';

describe('runtime settings', () => {
  it('takes a same-origin API path, without its trailing slashes, /api by default', () => {
    expect(parseEnv({ apiBase: '/api/v2/' })).toEqual({ apiBase: '/api/v2' });
    expect(parseEnv({})).toEqual({ apiBase: '/api' });
  });

  it.each(['https://elsewhere.example/api', '//elsewhere.example', 'api', '/api?x=1'])('refuses %s', (apiBase) => {
    expect(() => parseEnv({ apiBase })).toThrow('api-base must be a same-origin path');
  });
});
