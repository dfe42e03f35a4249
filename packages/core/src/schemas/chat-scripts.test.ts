import { describe, expect, it } from 'vitest';
import { chatScriptOrigins, configurationSchema } from './configuration.js';

const base = { label_name: 'Acme', api: '/api', mapi: '/m', wl_id: 1 };

describe('chat_scripts of the brand configuration', () => {
  it('defaults to none and accepts absolute https URLs, and http only on a loopback host', () => {
    expect(configurationSchema.parse(base).chat_scripts).toEqual([]);
    const scripts = ['https://chat.example/w.js', 'http://127.0.0.1:4100/chat.js', 'http://localhost/c.js'];
    expect(configurationSchema.parse({ ...base, chat_scripts: scripts }).chat_scripts).toEqual(scripts);
    for (const bad of ['http://chat.example/w.js', '/relative.js', 'javascript:alert(1)', 'data:text/javascript,1']) {
      expect(configurationSchema.safeParse({ ...base, chat_scripts: [bad] }).success, bad).toBe(false);
    }
  });

  it('gives each origin once, for the CSP', () => {
    expect(
      chatScriptOrigins(['https://chat.example/a.js', 'https://chat.example/b.js', 'https://help.example:8443/c.js']),
    ).toEqual(['https://chat.example', 'https://help.example:8443']);
    // Only the origin reaches the CSP header: a path cannot add a source expression.
    expect(chatScriptOrigins(["https://x.example/'unsafe-eval'"])).toEqual(['https://x.example']);
  });
});
