import { failureEnvelopeSchema, isLocaleCode, ok } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Transaction } from '../../../db/database.js';
import { DomainError } from '../../../errors/domain-error.js';
import { findBrandById } from '../../brands/brand-repository.js';
import { findUserById } from '../../accounts/index.js';
import { identityFailures, identityMessages } from '../identity-messages.js';
import { okEnvelope, signedInFailures } from '../identity-schemas.js';
import { lockIdentityColumns, setComplianceVerification } from '../identity-user-columns.js';
import { findSubmission, listFiles, listSubmissions, reviewSubmission, type KycSubmission } from './kyc-repository.js';
import { kycFileExtensions } from './sniff-document-type.js';
import { kycFileWireSchema, kycSubmissionWireSchema, toFileWire, toSubmissionWire } from './kyc-wire.js';

export const maxKycPageSize = 100;

const submissionIdSchema = z.string().regex(/^kyc_[a-z0-9]{1,40}$/, { message: 'must be a KYC submission id (kyc_…)' });
const fileIdSchema = z.string().regex(/^kyf_[a-z0-9]{1,40}$/, { message: 'must be a document id (kyf_…)' });

const queueItemSchema = z.object({
  id: z.string(),
  status: z.enum(['review', 'approved', 'rejected']),
  document_type: z.string(),
  issue_country: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  file_count: z.number().int(),
  user: z.object({
    user_id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    account_number: z.string(),
  }),
});

const reviewedSchema = z.object({
  id: z.string(),
  status: z.enum(['approved', 'rejected']),
  complianceVerification: z.enum(['successful', 'failed']),
  reason: z.string().nullable(),
});

const operatorFailures = { ...signedInFailures, 404: failureEnvelopeSchema, 409: failureEnvelopeSchema };

/**
 * The reviewer API (role operator, own brand only): the queue, a submission with its documents,
 * each document as a download (attachment, no-store), approve, and reject with a reason.
 */
export const kycOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOnly = { preHandler: [app.accounts.requireOperator] };
  const storage = app.identity.kycStorage;

  app.get(
    '/operator/kyc',
    {
      ...operatorOnly,
      schema: {
        summary: 'KYC submissions of the operator’s brand, oldest first (default: waiting for review)',
        tags: ['kyc-review'],
        querystring: z.strictObject({
          status: z.enum(['review', 'approved', 'rejected']).default('review'),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          page_size: z.coerce.number().int().min(1).max(maxKycPageSize).default(20),
        }),
        response: {
          200: okEnvelope(
            z.object({
              items: z.array(queueItemSchema),
              page: z.number().int(),
              page_size: z.number().int(),
              total: z.number().int(),
            }),
          ),
          ...operatorFailures,
        },
      },
    },
    async (request, reply) => {
      const { status, page, page_size: pageSize } = request.query;
      const { items, total } = await listSubmissions(app.database, {
        brandId: request.auth!.brandId,
        status,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      reply.header('cache-control', 'no-store');
      return ok({
        items: items.map((item) => ({
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
        })),
        page,
        page_size: pageSize,
        total,
      });
    },
  );

  app.get(
    '/operator/kyc/:id',
    {
      ...operatorOnly,
      schema: {
        summary: 'One KYC submission with the user’s details and its documents',
        tags: ['kyc-review'],
        params: z.object({ id: submissionIdSchema }),
        response: {
          200: okEnvelope(
            z.object({
              submission: kycSubmissionWireSchema.extend({
                files: z.array(kycFileWireSchema.extend({ sha256: z.string(), download_path: z.string() })),
              }),
              user: z.object({
                user_id: z.string(),
                email: z.string(),
                first_name: z.string(),
                last_name: z.string(),
                account_number: z.string(),
                date_of_birth: z.string().nullable(),
                country: z.string(),
                issue_country: z.string(),
                complianceVerification: z.string(),
              }),
            }),
          ),
          ...operatorFailures,
        },
      },
    },
    async (request, reply) => {
      const submission = await findSubmission(app.database, { id: request.params.id, brandId: request.auth!.brandId });
      if (submission === undefined) throw identityFailures.notFound('submission', identityMessages.submissionNotFound);
      const [files, user] = await Promise.all([
        listFiles(app.database, submission.id),
        findUserById(app.database, submission.userId),
      ]);
      if (user === undefined) throw new Error(`KYC submission ${submission.id} has no user`);
      reply.header('cache-control', 'no-store');
      const routeBase = request.url.split('?')[0]!;
      return ok({
        submission: {
          ...toSubmissionWire(submission, files),
          files: files.map((file) => ({
            ...toFileWire(file),
            sha256: file.sha256,
            download_path: `${routeBase}/files/${file.id}`,
          })),
        },
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
      });
    },
  );

  app.get(
    '/operator/kyc/:id/files/:fileId',
    {
      ...operatorOnly,
      schema: {
        summary: 'Download one document of a submission (operators of the brand only; attachment, no-store)',
        tags: ['kyc-review'],
        params: z.object({ id: submissionIdSchema, fileId: fileIdSchema }),
        response: { 200: z.unknown().describe('The document bytes'), ...operatorFailures },
      },
    },
    async (request, reply) => {
      const submission = await findSubmission(app.database, { id: request.params.id, brandId: request.auth!.brandId });
      if (submission === undefined) throw identityFailures.notFound('submission', identityMessages.submissionNotFound);
      const file = (await listFiles(app.database, submission.id)).find(
        (candidate) => candidate.id === request.params.fileId,
      );
      if (file === undefined) throw identityFailures.notFound('file', identityMessages.fileNotFound);
      const place = { brandId: submission.brandId, userId: submission.userId, storageName: file.storageName };
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
    },
  );

  /** The kyc_outcome email, queued in the review's transaction (sent exactly when the review commits). */
  async function notifyOutcome(transaction: Transaction, submission: KycSubmission): Promise<void> {
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

  for (const outcome of ['approve', 'reject'] as const) {
    app.post(
      `/operator/kyc/:id/${outcome}`,
      {
        ...operatorOnly,
        schema: {
          summary:
            outcome === 'approve'
              ? 'Approve a submission: the user’s complianceVerification becomes successful'
              : 'Reject a submission with a reason (shown to the user): complianceVerification becomes failed',
          tags: ['kyc-review'],
          params: z.object({ id: submissionIdSchema }),
          body:
            outcome === 'approve'
              ? z.strictObject({}).nullish()
              : z.strictObject({
                  reason: z
                    .string()
                    .trim()
                    .min(1, { message: 'A reason is required.' })
                    .max(500, { message: 'The reason must be at most 500 characters.' }),
                }),
          response: { 200: okEnvelope(reviewedSchema), ...operatorFailures },
        },
      },
      async (request) => {
        const auth = request.auth!;
        const reason = outcome === 'reject' ? (request.body as { reason: string }).reason : null;
        const reviewed = await app.database.transaction(async (transaction) => {
          const submission = await findSubmission(transaction, { id: request.params.id, brandId: auth.brandId });
          if (submission === undefined)
            throw identityFailures.notFound('submission', identityMessages.submissionNotFound);
          if (submission.userId === auth.userId) {
            throw new DomainError('forbidden', { submission: 'You cannot review your own documents.' });
          }
          // Lock order everywhere: the user row first, then identity's rows.
          await lockIdentityColumns(transaction, submission.userId);
          const closed = await reviewSubmission(transaction, {
            id: submission.id,
            brandId: auth.brandId,
            reviewerId: auth.userId,
            outcome: outcome === 'approve' ? 'approved' : 'rejected',
            reason,
          });
          if (closed === undefined)
            throw identityFailures.conflict('submission', identityMessages.submissionAlreadyReviewed);
          const compliance = outcome === 'approve' ? ('successful' as const) : ('failed' as const);
          await setComplianceVerification(transaction, submission.userId, compliance);
          await notifyOutcome(transaction, closed);
          return { closed, compliance };
        });
        request.log.info({ submissionId: reviewed.closed.id, outcome }, 'KYC submission reviewed');
        return ok({
          id: reviewed.closed.id,
          status: reviewed.closed.status as 'approved' | 'rejected',
          complianceVerification: reviewed.compliance,
          reason: reviewed.closed.reason,
        });
      },
    );
  }
};
