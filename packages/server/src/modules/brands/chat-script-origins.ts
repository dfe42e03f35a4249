import { chatScriptOrigins } from '@platform/core';
import type { BrandResolver } from './brand-resolver.js';
import { hostnameFromHost } from './host-name.js';

/** The origins of the chat widget scripts of the brand at `host` (the members pages' CSP names them). */
export async function chatScriptOriginsForHost(resolver: BrandResolver, host: string | undefined): Promise<string[]> {
  const brand = await resolver.resolve(hostnameFromHost(host));
  return chatScriptOrigins(brand.configuration.chat_scripts);
}
