import multipart from '@fastify/multipart';
import { endpoints, kycSubmissionFieldsSchema } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve, type EndpointDetails } from '../../../http/serve.js';
import { findUserById } from '../../accounts/index.js';
import { identityMessages } from '../identity-messages.js';
import { lockIdentityColumns, setComplianceVerification } from '../identity-user-columns.js';
import {
  countRecentSubmissions,
  findOpenSubmissionOfUser,
  insertSubmission,
  kycFileKinds,
  type KycDocumentType,
  type KycFileKind,
} from './kyc-repository.js';
import { KycFileRejectedError, kycMaxFileBytes, type StoredKycFile } from './kyc-storage.js';
import { toSubmissionWire } from './kyc-wire.js';

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

type SubmissionFields = z.output<typeof kycSubmissionFieldsSchema>;
type StoredDocument = StoredKycFile & { kind: KycFileKind };
type SignedIn = NonNullable<FastifyRequest['auth']>;

function isFileKind(name: string): name is KycFileKind {
  return (kycFileKinds as readonly string[]).includes(name);
}

/** Which files a document type needs: a passport has no back side; proof of address is optional. */
function missingFiles(documentType: KycDocumentType, kinds: Set<KycFileKind>): KycFileKind[] {
  const required: KycFileKind[] =
    documentType === 'passport' ? ['id_front', 'selfie'] : ['id_front', 'id_back', 'selfie'];
  return required.filter((kind) => !kinds.has(kind));
}

/** Multipart limit errors of @fastify/multipart carry statusCode 413 and their own code. */
function isLimitError(error: unknown): boolean {
  const candidate = error as { statusCode?: number; code?: string };
  return candidate.statusCode === 413 || candidate.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Refusals that need no upload: a verified user, an open submission, or too many submissions today. */
async function refuseBeforeUpload(app: FastifyInstance, auth: SignedIn): Promise<void> {
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
}

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

/** The text fields by core's schema, then the documents the document type needs. */
function checkSubmission(fields: Record<string, string>, stored: readonly StoredDocument[]): SubmissionFields {
  const parsed = kycSubmissionFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const messages: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (messages[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    throw new DomainError('validation_failed', messages);
  }
  const missing = missingFiles(parsed.data.document_type, new Set(stored.map((file) => file.kind)));
  if (missing.length > 0) {
    throw new DomainError(
      'validation_failed',
      Object.fromEntries(missing.map((kind) => [kind, 'This document is required.'])),
    );
  }
  return parsed.data;
}

/** Records the submission and puts the user in review, checking again under the user's lock. */
async function recordSubmission(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { auth: SignedIn; fields: SubmissionFields; stored: StoredDocument[] },
) {
  const { auth, fields, stored } = input;
  return app.database.transaction(async (transaction) => {
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
      documentType: fields.document_type,
      issueCountry: fields.issue_country,
      submittedIp: request.ip,
      files: stored,
    });
    await setComplianceVerification(transaction, auth.userId, 'review');
    return inserted;
  });
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

/** PATCH /verify/setVerificationData: a refused upload leaves no file and changes nothing. */
async function submitDocuments(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<EndpointDetails<typeof endpoints.setVerificationData>> {
  const auth = authOf(request);
  if (!request.isMultipart()) {
    throw new DomainError('unsupported_media_type', { body: 'Send the documents as multipart/form-data.' });
  }
  // Cheap refusals before any byte is stored; the transaction checks again under a lock.
  await refuseBeforeUpload(app, auth);
  const storage = app.identity.kycStorage;
  const place = { brandId: auth.brandId, userId: auth.userId };
  const stored: StoredDocument[] = [];
  try {
    const fields = await receiveUpload(request, async (kind, stream) => {
      stored.push({ ...(await storage.store({ ...place, stream })), kind });
    });
    const checked = checkSubmission(fields, stored);
    const { submission, files } = await recordSubmission(app, request, { auth, fields: checked, stored });
    request.log.info({ submissionId: submission.id, files: files.length }, 'KYC documents submitted');
    return { complianceVerification: 'review', id_state: 3, submission: toSubmissionWire(submission, files) };
  } catch (error) {
    for (const file of stored) await storage.remove({ ...place, storageName: file.storageName });
    throw toUploadFailure(error);
  }
}

/** The upload, in its own context: only it parses multipart; every other route keeps answering 415 to it. */
export const kycUploadRoute: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
  serve(app, endpoints.setVerificationData, (request) => submitDocuments(app, request));
};
