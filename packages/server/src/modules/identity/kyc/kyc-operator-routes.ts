import { endpoints, isLocaleCode } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from '../../../db/database.js';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../../http/serve.js';
import { findUserById } from '../../accounts/index.js';
import { findBrandById } from '../../brands/index.js';
import { identityFailures, identityMessages } from '../identity-messages.js';
import { lockIdentityColumns, setComplianceVerification } from '../identity-user-columns.js';
import {
  findSubmission,
  listFiles,
  listSubmissions,
  reviewSubmission,
  type KycQueueItem,
  type KycSubmission,
} from './kyc-repository.js';
import { kycFileExtensions } from './sniff-document-type.js';
import { toFileWire, toSubmissionWire } from './kyc-wire.js';

type QueueDetails = EndpointDetails<typeof endpoints.listKycReviews>;

function toQueueItem(item: KycQueueItem): QueueDetails['items'][number] {
  return {
    id: item.id,
    status: item.status,
    document_type: item.documentType,
    issue_country: item.issueCountry,
    submitted_at: item.submittedAt.toISOString(),
    reviewed_at: item.reviewedAt?.toISOString() ?? null,
    file_count: item.fileCount,
    user: {
      user_id: item.userId,
      email: item.email,
      first_name: item.firstName,
      last_name: item.lastName,
      account_number: item.accountNumber,
    },
  };
}

async function reviewQueue(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.listKycReviews>,
  reply: FastifyReply,
): Promise<QueueDetails> {
  const { status, page, page_size: pageSize } = request.query;
  const { items, total } = await listSubmissions(app.database, {
    brandId: authOf(request).brandId,
    status,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  reply.header('cache-control', 'no-store');
  return { items: items.map(toQueueItem), page, page_size: pageSize, total };
}

/** A submission of the operator's own brand, else 404 (another brand's submission does not exist for them). */
async function submissionOfBrand(app: FastifyInstance, request: FastifyRequest, id: string): Promise<KycSubmission> {
  const submission = await findSubmission(app.database, { id, brandId: authOf(request).brandId });
  if (submission === undefined) throw identityFailures.notFound('submission', identityMessages.submissionNotFound);
  return submission;
}

async function reviewDetails(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.getKycReview>,
  reply: FastifyReply,
): Promise<EndpointDetails<typeof endpoints.getKycReview>> {
  const submission = await submissionOfBrand(app, request, request.params.id);
  const [files, user] = await Promise.all([
    listFiles(app.database, submission.id),
    findUserById(app.database, submission.userId),
  ]);
  if (user === undefined) throw new Error(`KYC submission ${submission.id} has no user`);
  reply.header('cache-control', 'no-store');
  const routeBase = request.url.split('?')[0]!;
  const downloadable = files.map((file) => ({
    ...toFileWire(file),
    sha256: file.sha256,
    download_path: `${routeBase}/files/${file.id}`,
  }));
  return {
    submission: { ...toSubmissionWire(submission, files), files: downloadable },
    user: {
      user_id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      account_number: user.accountNumber,
      date_of_birth: user.dateOfBirth,
      country: user.country,
      issue_country: user.issueCountry,
      complianceVerification: user.complianceVerification,
    },
  };
}

async function downloadDocument(
  app: FastifyInstance,
  request: EndpointRequest<typeof endpoints.getKycFile>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const submission = await submissionOfBrand(app, request, request.params.id);
  const file = (await listFiles(app.database, submission.id)).find(
    (candidate) => candidate.id === request.params.fileId,
  );
  if (file === undefined) throw identityFailures.notFound('file', identityMessages.fileNotFound);
  const place = { brandId: submission.brandId, userId: submission.userId, storageName: file.storageName };
  const storage = app.identity.kycStorage;
  if (!(await storage.exists(place))) {
    request.log.error({ submissionId: submission.id, fileId: file.id }, 'KYC document missing from storage');
    throw identityFailures.notFound('file', identityMessages.fileNotFound);
  }
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', `attachment; filename="${file.kind}.${kycFileExtensions[file.mimeType]}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(storage.open(place));
}

/** The kyc_outcome email, queued in the review's transaction (sent exactly when the review commits). */
async function notifyOutcome(app: FastifyInstance, transaction: Transaction, submission: KycSubmission): Promise<void> {
  const [user, brand] = await Promise.all([
    findUserById(transaction, submission.userId),
    findBrandById(transaction, submission.brandId),
  ]);
  if (user === undefined || brand === undefined)
    throw new Error(`KYC submission ${submission.id} lost its user or brand`);
  await app.notify.queue(transaction, {
    brand: { id: brand.id, configuration: brand.configuration },
    recipient: user.email,
    locale: isLocaleCode(user.locale) ? user.locale : 'en',
    antiPhishingCode: user.antiPhishingCode ?? undefined,
    message:
      submission.status === 'approved'
        ? { template: 'kyc_outcome', params: { outcome: 'approved' } }
        : { template: 'kyc_outcome', params: { outcome: 'rejected', reason: submission.reason ?? '' } },
    idempotencyKey: `kyc-outcome:${submission.id}`,
  });
}

type ReviewOutcome = 'approve' | 'reject';

/** Closes a submission once (never the operator's own), sets the user's state and queues the email. */
async function closeSubmission(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { id: string; outcome: ReviewOutcome; reason: string | null },
): Promise<EndpointDetails<typeof endpoints.approveKyc>> {
  const auth = authOf(request);
  const reviewed = await app.database.transaction(async (transaction) => {
    const submission = await findSubmission(transaction, { id: input.id, brandId: auth.brandId });
    if (submission === undefined) throw identityFailures.notFound('submission', identityMessages.submissionNotFound);
    if (submission.userId === auth.userId) {
      throw new DomainError('forbidden', { submission: 'You cannot review your own documents.' });
    }
    // Lock order everywhere: the user row first, then identity's rows.
    await lockIdentityColumns(transaction, submission.userId);
    const closed = await reviewSubmission(transaction, {
      id: submission.id,
      brandId: auth.brandId,
      reviewerId: auth.userId,
      outcome: input.outcome === 'approve' ? 'approved' : 'rejected',
      reason: input.reason,
    });
    if (closed === undefined) throw identityFailures.conflict('submission', identityMessages.submissionAlreadyReviewed);
    const compliance = input.outcome === 'approve' ? ('successful' as const) : ('failed' as const);
    await setComplianceVerification(transaction, submission.userId, compliance);
    await notifyOutcome(app, transaction, closed);
    return { closed, compliance };
  });
  request.log.info({ submissionId: reviewed.closed.id, outcome: input.outcome }, 'KYC submission reviewed');
  return {
    id: reviewed.closed.id,
    status: reviewed.closed.status as 'approved' | 'rejected',
    complianceVerification: reviewed.compliance,
    reason: reviewed.closed.reason,
  };
}

/**
 * The reviewer API (role operator, own brand only): the queue, a submission with its documents,
 * each document as a download (attachment, no-store), approve, and reject with a reason.
 */
export const kycOperatorRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.listKycReviews, (request, reply) => reviewQueue(app, request, reply));
  serve(app, endpoints.getKycReview, (request, reply) => reviewDetails(app, request, reply));
  serve(app, endpoints.getKycFile, (request, reply) => downloadDocument(app, request, reply));
  serve(app, endpoints.approveKyc, (request) =>
    closeSubmission(app, request, { id: request.params.id, outcome: 'approve', reason: null }),
  );
  serve(app, endpoints.rejectKyc, (request) =>
    closeSubmission(app, request, { id: request.params.id, outcome: 'reject', reason: request.body.reason }),
  );
};
