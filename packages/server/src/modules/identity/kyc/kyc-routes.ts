import multipart from '@fastify/multipart';
import {
  failureEnvelopeSchema,
  idStateAfterSetVerification,
  idStateFromUser,
  idStateInGuestFlow,
  ok,
} from '@platform/core';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { findUserById } from '../../accounts/index.js';
import { identityMessages } from '../identity-messages.js';
import { okEnvelope, signedInFailures } from '../identity-schemas.js';
import { lockIdentityColumns, setComplianceVerification } from '../identity-user-columns.js';
import { locateIp, normalizeIp } from '../region/country-locator.js';
import {
  countRecentSubmissions,
  findLatestSubmissionOfUser,
  findOpenSubmissionOfUser,
  insertSubmission,
  kycDocumentTypes,
  kycFileKinds,
  listFiles,
  type KycFile,
  type KycFileKind,
} from './kyc-repository.js';
import { KycFileRejectedError, kycMaxFileBytes, type StoredKycFile } from './kyc-storage.js';
import { kycSubmissionWireSchema, toSubmissionWire } from './kyc-wire.js';

const idStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const complianceSchema = z.enum(['pending', 'review', 'successful', 'failed']);

const submissionFieldsSchema = z.strictObject({
  document_type: z.enum(kycDocumentTypes, { message: `must be one of ${kycDocumentTypes.join(', ')}` }),
  issue_country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { message: 'must be an ISO 3166-1 alpha-2 country code such as GB' })
    .transform((code) => code.toUpperCase()),
});

/** Submissions a user may make in 24 hours (each one waits for a reviewer, and its files are kept). */
export const maxSubmissionsPerDay = 3;

/** Limits of one submission: at most 4 files of 5 MB, two short fields, nothing else. */
const uploadLimits = {
  fileSize: kycMaxFileBytes,
  files: kycFileKinds.length,
  fields: 2,
  fieldSize: 100,
  fieldNameSize: 40,
  parts: kycFileKinds.length + 2,
  headerPairs: 50,
};

const uploadFailures = {
  ...signedInFailures,
  409: failureEnvelopeSchema,
  413: failureEnvelopeSchema,
  415: failureEnvelopeSchema,
};

function isFileKind(name: string): name is KycFileKind {
  return (kycFileKinds as readonly string[]).includes(name);
}

/** Which files a document type needs: a passport has no back side; proof of address is optional. */
function missingFiles(documentType: (typeof kycDocumentTypes)[number], kinds: Set<KycFileKind>): KycFileKind[] {
  const required: KycFileKind[] =
    documentType === 'passport' ? ['id_front', 'selfie'] : ['id_front', 'id_back', 'selfie'];
  return required.filter((kind) => !kinds.has(kind));
}

/** Multipart limit errors of @fastify/multipart carry statusCode 413 and their own code. */
function isLimitError(error: unknown): boolean {
  const candidate = error as { statusCode?: number; code?: string };
  return candidate.statusCode === 413 || candidate.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * The user's side of KYC (spec §7 "Users and verification", §4 id state): GET /users/compliance,
 * PATCH /verify/setVerifyId and PATCH /verify/setVerificationData (multipart/form-data upload).
 */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: [app.accounts.requireUser()] };

  app.get(
    '/users/compliance',
    {
      ...signedIn,
      schema: {
        summary:
          'The user’s identity verification: state, id state (spec §4), latest documents and the reviewer’s outcome',
        description:
          'id_state: 0 failed, 1 successful, 2 pending, 3 review. The flow variant (is_flow=1) uses the guest-flow id state, and ip names the buyer’s country (ip_country).',
        tags: ['kyc'],
        querystring: z.strictObject({
          ip: z
            .string()
            .max(64)
            .refine((value) => normalizeIp(value) !== undefined, { message: 'must be an IP address' })
            .optional(),
          is_flow: z.enum(['1', '0']).optional(),
        }),
        response: {
          200: okEnvelope(
            z.object({
              complianceVerification: complianceSchema,
              id_state: idStateSchema,
              submission: kycSubmissionWireSchema.nullable(),
              ip_country: z.string().optional(),
            }),
          ),
          ...signedInFailures,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const user = await findUserById(app.database, auth.userId);
      if (user === undefined) throw new Error(`signed-in user ${auth.userId} not found`);
      const submission = await findLatestSubmissionOfUser(app.database, auth.userId);
      const files = submission === undefined ? [] : await listFiles(app.database, submission.id);
      const isFlow = request.query.is_flow === '1';
      return ok({
        complianceVerification: user.complianceVerification,
        id_state: isFlow ? idStateInGuestFlow(user.complianceVerification) : idStateFromUser(user),
        submission: submission === undefined ? null : toSubmissionWire(submission, files),
        ...(request.query.ip === undefined ? {} : { ip_country: locateIp(request.query.ip).country }),
      });
    },
  );

  app.patch(
    '/verify/setVerifyId',
    {
      ...signedIn,
      schema: {
        summary: 'Set the identity verification state to pending or review (spec §4: pending gives 2, review 3)',
        description: 'A verified user cannot go back; pending is refused while documents are under review.',
        tags: ['kyc'],
        body: z.strictObject({ compliance: z.enum(['pending', 'review']) }),
        response: {
          200: okEnvelope(z.object({ complianceVerification: complianceSchema, id_state: idStateSchema })),
          ...signedInFailures,
          409: failureEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
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
      return ok({ complianceVerification: compliance, id_state: idStateAfterSetVerification(compliance) });
    },
  );

  await app.register(kycUploadRoute);
};

/** The upload, in its own context: only it parses multipart; every other route keeps answering 415 to it. */
const kycUploadRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
  const storage = app.identity.kycStorage;
  const signedIn = { preHandler: [app.accounts.requireUser()] };

  app.patch(
    '/verify/setVerificationData',
    {
      ...signedIn,
      schema: {
        summary: 'Submit identity documents for review (multipart/form-data)',
        description: [
          'Fields: document_type (passport, national_id, driving_licence, residence_permit) and issue_country (ISO 3166-1 alpha-2).',
          'Files (field name = kind): id_front, id_back (not for a passport), selfie, and optionally proof_of_address.',
          'Each file JPEG, PNG or PDF by its bytes (415 otherwise), at most 5 MB (413), at most 4 files (413).',
          'The documents are stored outside the web root and never served publicly; the user goes to review (id state 3).',
        ].join(' '),
        tags: ['kyc'],
        consumes: ['multipart/form-data'],
        response: {
          200: okEnvelope(
            z.object({
              complianceVerification: z.literal('review'),
              id_state: z.literal(3),
              submission: kycSubmissionWireSchema,
            }),
          ),
          ...uploadFailures,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (!request.isMultipart()) {
        throw new DomainError('unsupported_media_type', { body: 'Send the documents as multipart/form-data.' });
      }
      // Cheap refusals before any byte is stored; the transaction below checks again under a lock.
      const user = await findUserById(app.database, auth.userId);
      if (user === undefined) throw new Error(`signed-in user ${auth.userId} not found`);
      if (user.complianceVerification === 'successful') {
        throw new DomainError('conflict', { compliance: identityMessages.alreadyVerified });
      }
      if ((await findOpenSubmissionOfUser(app.database, auth.userId)) !== undefined) {
        throw new DomainError('conflict', { compliance: identityMessages.underReview });
      }
      if ((await countRecentSubmissions(app.database, auth.userId, 24)) >= maxSubmissionsPerDay) {
        throw new DomainError('rate_limited', { compliance: identityMessages.tooManySubmissions });
      }

      const stored: (StoredKycFile & { kind: KycFileKind })[] = [];
      const place = { brandId: auth.brandId, userId: auth.userId };
      const discard = async () => {
        for (const file of stored) await storage.remove({ ...place, storageName: file.storageName });
      };
      try {
        const fields = await receiveUpload(request, async (kind, stream) => {
          const file = await storage.store({ ...place, stream });
          stored.push({ ...file, kind });
        });
        const parsed = submissionFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const messages: Record<string, string[]> = {};
          for (const issue of parsed.error.issues)
            (messages[issue.path.join('.') || 'body'] ??= []).push(issue.message);
          throw new DomainError('validation_failed', messages);
        }
        const missing = missingFiles(parsed.data.document_type, new Set(stored.map((file) => file.kind)));
        if (missing.length > 0) {
          throw new DomainError(
            'validation_failed',
            Object.fromEntries(missing.map((kind) => [kind, 'This document is required.'])),
          );
        }
        const { submission, files } = await app.database.transaction(async (transaction) => {
          const locked = await lockIdentityColumns(transaction, auth.userId);
          if (locked === null) throw new Error(`signed-in user ${auth.userId} not found`);
          if (locked.complianceVerification === 'successful') {
            throw new DomainError('conflict', { compliance: identityMessages.alreadyVerified });
          }
          if ((await findOpenSubmissionOfUser(transaction, auth.userId)) !== undefined) {
            throw new DomainError('conflict', { compliance: identityMessages.underReview });
          }
          const inserted = await insertSubmission(transaction, {
            userId: auth.userId,
            brandId: auth.brandId,
            documentType: parsed.data.document_type,
            issueCountry: parsed.data.issue_country,
            submittedIp: request.ip,
            files: stored,
          });
          await setComplianceVerification(transaction, auth.userId, 'review');
          return inserted;
        });
        request.log.info({ submissionId: submission.id, files: files.length }, 'KYC documents submitted');
        return ok({
          complianceVerification: 'review' as const,
          id_state: 3 as const,
          submission: toSubmissionWire(submission, files satisfies KycFile[]),
        });
      } catch (error) {
        await discard();
        throw toUploadFailure(error);
      }
    },
  );
};

/**
 * Reads the multipart parts in order: text fields are collected, each file goes to `onFile` as it
 * streams (never buffered whole). Unknown or repeated file fields are refused.
 */
async function receiveUpload(
  request: FastifyRequest,
  onFile: (kind: KycFileKind, stream: Readable) => Promise<void>,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const seen = new Set<KycFileKind>();
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value !== 'string') {
        throw new DomainError('validation_failed', { [part.fieldname]: 'must be text' });
      }
      fields[part.fieldname] = part.value;
      continue;
    }
    const name = part.fieldname;
    if (!isFileKind(name)) {
      part.file.resume();
      throw new DomainError('validation_failed', {
        [name.slice(0, 40) || 'file']: `Files must be sent as ${kycFileKinds.join(', ')}.`,
      });
    }
    if (seen.has(name)) {
      part.file.resume();
      throw new DomainError('validation_failed', { [name]: 'Send each document once.' });
    }
    seen.add(name);
    await onFile(name, part.file);
  }
  return fields;
}

function toUploadFailure(error: unknown): unknown {
  if (error instanceof KycFileRejectedError) {
    if (error.reason === 'too_large') return new DomainError('payload_too_large', { file: error.message });
    if (error.reason === 'wrong_type') return new DomainError('unsupported_media_type', { file: error.message });
    return new DomainError('validation_failed', { file: error.message });
  }
  if (isLimitError(error)) {
    return new DomainError('payload_too_large', {
      file: 'Send at most 4 documents of at most 5 MB each, with document_type and issue_country.',
    });
  }
  return error;
}
