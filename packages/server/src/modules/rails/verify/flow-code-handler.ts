import { checkoutIdPattern } from '@platform/core';
import type { FlowCodeHandler } from '../../accounts/index.js';
import { flowOrderOrFail } from '../orders.js';
import { brandOfRequest } from '../routes/route-support.js';
import { resendBuyerCode, resetBuyerMobile } from './flow-verification.js';

/** The guest checkout's POST /verify/resend {type, checkout_id} and PATCH /verify/resetMobileCode/{checkout id} (flow token). */
export const flowCodeHandler: FlowCodeHandler = {
  owns: (id) => checkoutIdPattern.test(id),
  async resend(request, checkoutId, channel) {
    const brand = await brandOfRequest(request);
    const order = await flowOrderOrFail(request, checkoutId, brand.id);
    await resendBuyerCode(request.server, order.id, channel);
  },
  async resetMobile(request, checkoutId, mobile) {
    const brand = await brandOfRequest(request);
    const order = await flowOrderOrFail(request, checkoutId, brand.id);
    await resetBuyerMobile(request.server, order.id, mobile);
  },
};
