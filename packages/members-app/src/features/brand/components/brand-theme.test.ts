import { describe, expect, it } from 'vitest';
import { configurationDetailsSchema } from '@platform/core';
import { applyBrandTheme } from './brand-theme.js';

describe('brand theme', () => {
  it('applies colours, title, favicon and the meta links, stylesheets and scripts, and removes them again', () => {
    const details = configurationDetailsSchema.parse({
      module: {
        label_name: 'Alt Platforms',
        api: '/api',
        mapi: '/m',
        wl_id: 2,
        primary_color: '#112233',
        secondary_color: '#445566',
        fav_icon: '/api/config/files/fav_icon',
      },
      meta: {
        link: [{ rel: 'preconnect', href: 'https://cdn.alt.example' }],
        css: ['data:text/css,'],
        js: ['/api/config/meta/js/0', '/api/config/meta/js/1'],
      },
    });
    const remove = applyBrandTheme(details);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand-primary')).toBe('#112233');
    expect(style.getPropertyValue('--brand-secondary')).toBe('#445566');
    expect(document.title).toBe('Alt Platforms');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/api/config/files/fav_icon');
    expect(document.head.querySelector('link[rel="preconnect"]')?.getAttribute('href')).toBe('https://cdn.alt.example');
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('data:text/css,');
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      '/api/config/meta/js/0',
      '/api/config/meta/js/1',
    ]);
    expect(scripts.every((script) => script.textContent === '')).toBe(true);
    remove();
    expect(document.head.querySelectorAll('[data-brand-meta]')).toHaveLength(0);
  });
});
