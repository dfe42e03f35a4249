import { endpoints, idStateAfterSetVerification, idStateFromUser, idStateInGuestFlow } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../../http/serve.js';
import { findUserById } from '../../accounts/index.js';
import { identityMessages } from '../identity-messages.js';
import { lockIdentityColumns, setComplianceVerification } from '../identity-user-columns.js';
import { locateIp } from '../region/country-locator.js';
import { findLatestSubmissionOfUser, findOpenSubmissionOfUser, listFiles } from './kyc-repository.js';
import { kycUploadRoute } from './kyc-upload-route.js';
import { toSubmissionWire } from './kyc-wire.js';

/** A signed-in session whose login OTP (if any) is verified (the row is public for the flow variant). */
function signedInOrFail(request: FastifyRequest) {
  if (request.auth === null) {
    const ended = request.sessionProblem === 'ended';
    throw new DomainError(ended ? 'invalid_session' : 'unauthorized', {
      session_key: ended ? 'invalid_session' : 'unauthorized',
    });
  }
  if (request.auth.otpState === 'sent') throw new DomainError('forbidden', { otp: 'otp_required' });
  return request.auth;
}

async function compliance(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.getCompliance>,
): Promise<EndpointDetails<typeof endpoints.getCompliance>> {
  const isFlow = request.query.is_flow === '1';
  // The flow variant without a session: the guest checkout's flow user (its flow token).
  const userId =
    request.auth === null && isFlow ? await app.accounts.flowUserOf(request) : signedInOrFail(request).userId;
  const user = await findUserById(app.database, userId);
  if (user === undefined) throw new Error(`user ${userId} not found`);
  const submission = await findLatestSubmissionOfUser(app.database, userId);
  const files = submission === undefined ? [] : await listFiles(app.database, submission.id);
  return {
    complianceVerification: user.complianceVerification,
    id_state: isFlow ? idStateInGuestFlow(user.complianceVerification) : idStateFromUser(user),
    submission: submission === undefined ? null : toSubmissionWire(submission, files),
    ...(request.query.ip === undefined ? {} : { ip_country: locateIp(request.query.ip).country }),
  };
}

async function setVerifyId(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.setVerifyId>,
): Promise<EndpointDetails<typeof endpoints.setVerifyId>> {
  const auth = authOf(request);
  const compliance = request.body.compliance;
  await app.database.transaction(async (transaction) => {
    const user = await lockIdentityColumns(transaction, auth.userId);
    if (user === null) throw new Error(`signed-in user ${auth.userId} not found`);
    if (user.complianceVerification === 'successful') {
      throw new DomainError('conflict', { compliance: identityMessages.alreadyVerified });
    }
    if (compliance === 'pending' && (await findOpenSubmissionOfUser(transaction, auth.userId)) !== undefined) {
      throw new DomainError('conflict', { compliance: identityMessages.underReview });
    }
    await setComplianceVerification(transaction, auth.userId, compliance);
  });
  return { complianceVerification: compliance, id_state: idStateAfterSetVerification(compliance) };
}

/**
 * The user's side of KYC (spec §7 "Users and verification", §4 id state): GET /users/compliance,
 * PATCH /verify/setVerifyId and PATCH /verify/setVerificationData (multipart/form-data upload).
 */
export const kycRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.getCompliance, (request) => compliance(app, request));
  serve(app, endpoints.setVerifyId, (request) => setVerifyId(app, request));
  await app.register(kycUploadRoute);
};

export { maxSubmissionsPerDay } from './kyc-upload-route.js';
