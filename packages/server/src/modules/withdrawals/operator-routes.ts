import { endpoints, type WithdrawalPolicyBody } from '@platform/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { authOf } from '../../http/request-auth.js';
import { serve } from '../../http/serve.js';
import { findUserById } from '../accounts/index.js';
import { readUserSettings, updateUserSettings } from './user-settings.js';
import { approveWithdrawal, rejectWithdrawal } from './withdrawal-actions.js';
import type { WithdrawalsContext } from './withdrawal-context.js';
import { effectivePolicy, mergePolicy, savePolicy, storedPolicy, toPolicyWire } from './withdrawal-policy.js';
import { listWithdrawals } from './withdrawal-repository.js';
import { toWithdrawalWire } from './withdrawal-wire.js';

/** Waiting periods below an hour are for test mode only (the Chromium test waits one out). */
const minimumLiveWaitingSeconds = 3600;

function checkPolicy(policy: WithdrawalPolicyBody, testMode: boolean): void {
  const effective = effectivePolicy(policy);
  if (effective.secondApprovalThresholdCents < effective.approvalThresholdCents) {
    throw new DomainError('validation_failed', {
      second_approval_threshold_eur: 'must be at least approval_threshold_eur',
    });
  }
  if (!testMode && effective.addressWaitingSeconds < minimumLiveWaitingSeconds) {
    throw new DomainError('validation_failed', { address_waiting_seconds: 'must be at least 3600 outside test mode' });
  }
}

/** The operators' approval queue, approve/reject, the brand's policy and the per-user review flag (own brand only). */
export function operatorRoutes(
  app: FastifyInstance,
  context: WithdrawalsContext,
  options: { testMode: boolean },
): void {
  serve(app, endpoints.listOperatorWithdrawals, async function listOperatorWithdrawals(request) {
    const brandId = authOf(request).brandId;
    const page = await listWithdrawals(app.database, { brandId, ...request.query });
    const withdrawals = [];
    for (const record of page.withdrawals) {
      const user = await findUserById(app.database, record.userId);
      withdrawals.push({
        withdrawal: await toWithdrawalWire(app.database, record),
        user: {
          user_id: record.userId,
          email: user?.email ?? '',
          name: user === undefined ? '' : `${user.firstName} ${user.lastName}`.trim(),
          review: (await readUserSettings(app.database, record.userId)).review,
        },
      });
    }
    return { withdrawals, next_cursor: page.nextCursor };
  });

  serve(app, endpoints.approveWithdrawal, async function approve(request) {
    const auth = authOf(request);
    const record = await approveWithdrawal(context, {
      operatorId: auth.userId,
      brandId: auth.brandId,
      withdrawalId: request.params.id,
    });
    return { withdrawal: await toWithdrawalWire(app.database, record) };
  });

  serve(app, endpoints.rejectWithdrawal, async function reject(request) {
    const auth = authOf(request);
    const record = await rejectWithdrawal(context, {
      operatorId: auth.userId,
      brandId: auth.brandId,
      withdrawalId: request.params.id,
      reason: request.body.reason,
    });
    return { withdrawal: await toWithdrawalWire(app.database, record) };
  });

  serve(app, endpoints.getWithdrawalPolicy, async function getWithdrawalPolicy(request) {
    return toPolicyWire(effectivePolicy(await storedPolicy(app.database, authOf(request).brandId)));
  });

  serve(app, endpoints.setWithdrawalPolicy, async function setWithdrawalPolicy(request) {
    const brandId = authOf(request).brandId;
    const policy = await app.database.transaction(async (transaction) => {
      const merged = mergePolicy(await storedPolicy(transaction, brandId), request.body);
      checkPolicy(merged, options.testMode);
      await savePolicy(transaction, brandId, merged);
      return merged;
    });
    return toPolicyWire(effectivePolicy(policy));
  });

  serve(app, endpoints.setUserWithdrawalReview, async function setUserWithdrawalReview(request) {
    const user = await findUserById(app.database, request.params.id);
    if (user === undefined || user.brandId !== authOf(request).brandId) {
      throw new DomainError('not_found', { id: 'No such user.' });
    }
    await updateUserSettings(app.database, { id: user.id, brandId: user.brandId }, { review: request.body.review });
    return { user_id: user.id, review: request.body.review };
  });
}
