/**
 * The brands module's public surface: white-label tenants (spec §3 Configuration) resolved from
 * the request host, and the brand meta attachments proxied from their origins.
 *
 * - `brandsPlugin` decorates `app.brands`: `resolver` (host → brand, default brand as fallback,
 *   cached briefly; 421 misdirected_request when brands exist but none serves the host and none is
 *   the default, configuration_missing 503 when there is no brand at all) and `attachments` (meta css/js/images,
 *   fetched with a timeout and a size cap, cached in memory).
 * - `configRoutes` (under the API base): GET /config and GET /config/meta/{brandId}/{kind}/{index}.
 * - `faviconRoutes` (at the root): GET /favicon.ico, the brand's fav_icon or a default icon.
 * - `chatScriptOriginsForHost`: the origins of a brand's chat widget scripts, for the members pages' CSP.
 * - Reads and the seed's write of the `brands` and `brand_hosts` tables (migration 001_brands.sql).
 */
export { brandsPlugin, type BrandsPluginOptions } from './brands-plugin.js';
export { configRoutes, type ConfigRoutesOptions } from './config-routes.js';
export { faviconRoutes } from './favicon-routes.js';
export {
  BrokenBrandError,
  findBrandByHostname,
  findBrandById,
  findDefaultBrand,
  insertBrandIfAbsent,
  type Brand,
  type NewBrand,
} from './brand-repository.js';
export {
  configurationMissingMessage,
  unknownHostError,
  unknownHostMessage,
  type BrandResolver,
} from './brand-resolver.js';
export { hostnameFromHost } from './host-name.js';
export { metaAttachmentPath, proxiedMeta, type MetaAttachment, type MetaAttachmentCache } from './meta-attachments.js';
export { brandExists } from './brand-exists.js';
export { chatScriptOriginsForHost } from './chat-script-origins.js';
