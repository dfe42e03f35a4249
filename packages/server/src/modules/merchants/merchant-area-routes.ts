import { endpoints, type MerchantSettings, type merchantSettingsChangeSchema } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { authOf } from '../../http/request-auth.js';
import { serve } from '../../http/serve.js';
import { listMerchantKeys, rotateMerchantKeys } from './api-keys.js';
import { serveMerchantPaymentRoutes } from './merchant-payment-routes.js';
import { merchantOfUser } from './merchant-lookups.js';
import type { MerchantRecord } from './merchant-repository.js';
import type { MerchantsService } from './merchants-plugin.js';
import { payoutOperatorRoutes } from './payout-operator-routes.js';
import { settlementRoutes } from './settlement-routes.js';

type SettingsChange = z.output<typeof merchantSettingsChangeSchema>;

async function settingsOf(database: Database, merchant: MerchantRecord): Promise<MerchantSettings> {
  return {
    merchant_id: merchant.id,
    name: merchant.name,
    logo_url: merchant.logoUrl,
    widget_logo_size: merchant.widgetLogoSize,
    primary_color: merchant.primaryColor,
    secondary_color: merchant.secondaryColor,
    currencies: merchant.currencies as MerchantSettings['currencies'],
    fee_bps: merchant.feeBps,
    allowed_origins: merchant.allowedOrigins,
    keys: await listMerchantKeys(database, merchant.id),
  };
}

/** PATCH /users/merchant/edit: only the fields sent change (a null logo_url removes the logo). */
async function saveSettings(database: Database, merchant: MerchantRecord, change: SettingsChange): Promise<void> {
  await database.query(
    `update merchants set name = coalesce($2, name),
       logo_url = case when $3::boolean then $4 else logo_url end,
       widget_logo_size = coalesce($5, widget_logo_size), primary_color = coalesce($6, primary_color),
       secondary_color = coalesce($7, secondary_color), currencies = coalesce($8::text[], currencies),
       allowed_origins = coalesce($9::text[], allowed_origins), updated_at = now()
     where id = $1`,
    [
      merchant.id,
      change.name ?? null,
      change.logo_url !== undefined,
      change.logo_url ?? null,
      change.widget_logo_size ?? null,
      change.primary_color ?? null,
      change.secondary_color ?? null,
      change.currencies === undefined ? null : [...new Set(change.currencies)],
      change.allowed_origins === undefined ? null : [...new Set(change.allowed_origins)],
    ],
  );
}

/**
 * The merchant area's calls (members app, signed-in merchant users; others 403): the merchant
 * profile and widget settings (PATCH /users/merchant/edit of spec §7), API keys shown once, payments
 * (merchant-payment-routes.ts), the settlement side (settlement-routes.ts) and the operator's payouts.
 */
export const merchantAreaRoutes: FastifyPluginAsync<{ service: MerchantsService }> = async (app, options) => {
  const { service } = options;
  const merchantOf = (request: Parameters<typeof authOf>[0]) => merchantOfUser(app.database, authOf(request).userId);
  await app.register(settlementRoutes, { service });
  await app.register(payoutOperatorRoutes, { service });
  serveMerchantPaymentRoutes(app, service);

  serve(app, endpoints.getMerchantSettings, async function merchantSettings(request) {
    return settingsOf(app.database, await merchantOf(request));
  });

  serve(app, endpoints.editMerchant, async function editMerchantSettings(request) {
    const merchant = await merchantOf(request);
    await saveSettings(app.database, merchant, request.body);
    return settingsOf(app.database, await merchantOfUser(app.database, merchant.userId));
  });

  serve(app, endpoints.rotateMerchantKeys, async function rotateKeys(request) {
    const merchant = await merchantOf(request);
    const pair = await app.database.transaction((transaction) =>
      rotateMerchantKeys(transaction, merchant.id, request.body.mode),
    );
    return { mode: request.body.mode, ...pair };
  });
};
