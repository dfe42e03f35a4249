import { endpoints, type Configuration } from '@platform/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve } from '../../http/serve.js';
import { hostnameFromHost } from './host-name.js';

/** Browsers ask for /favicon.ico on every page; a brand's icon rarely changes. */
const faviconCacheControl = 'public, max-age=300';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The icon of a brand without a fav_icon: its name's first letter, white on its primary colour
 * (an SVG: Chromium, Firefox and Safari show SVG favicons whatever the URL's extension).
 */
export function defaultFaviconSvg(configuration: Pick<Configuration, 'label_name' | 'primary_color'>): string {
  const letter = escapeXml(Array.from(configuration.label_name.trim())[0]?.toUpperCase() ?? '•');
  const colour = /^#[0-9a-fA-F]{6}$/.test(configuration.primary_color) ? configuration.primary_color : '#0b4f3c';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    `<rect width="32" height="32" rx="6" fill="${colour}"/>`,
    '<text x="16" y="22.5" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700"',
    ` text-anchor="middle" fill="#ffffff">${letter}</text>`,
    '</svg>',
  ].join('');
}

function sendDefault(reply: FastifyReply, configuration: Configuration): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', faviconCacheControl)
    .send(defaultFaviconSvg(configuration));
}

/**
 * GET /favicon.ico per brand host: an http(s) fav_icon is fetched and cached like the brand's meta
 * images (same origin for the browser, size and time limited; the default icon when its origin
 * fails), a same-origin path is a redirect, and a brand without one gets the default icon.
 */
export const faviconRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.getFavicon, async (request, reply) => {
    const brand = await app.brands.resolver.resolve(hostnameFromHost(request.host));
    const configuration = brand.configuration;
    const icon = configuration.fav_icon.trim();
    if (/^https?:\/\//i.test(icon)) {
      try {
        const attachment = await app.brands.attachments.get(icon, 'images');
        return reply
          .header('content-type', attachment.contentType)
          .header('cache-control', faviconCacheControl)
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(attachment.body);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        request.log.warn({ err: error, brandId: brand.id }, "the brand's fav_icon could not be fetched");
        return sendDefault(reply, configuration);
      }
    }
    if (/^\/(?!\/)/.test(icon) && icon.split('?')[0] !== '/favicon.ico') {
      return reply.header('cache-control', faviconCacheControl).redirect(icon, 302);
    }
    return sendDefault(reply, configuration);
  });
};
