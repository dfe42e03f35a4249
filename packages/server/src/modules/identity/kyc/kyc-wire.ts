import { z } from 'zod';
import { kycDocumentTypes, kycFileKinds, type KycFile, type KycSubmission } from './kyc-repository.js';
import { kycMimeTypes } from './sniff-document-type.js';

/** How submissions and files appear in the API (snake_case, ISO times; never storage paths). */
export const kycFileWireSchema = z.object({
  id: z.string(),
  kind: z.enum(kycFileKinds),
  mime_type: z.enum(kycMimeTypes),
  size_bytes: z.number().int(),
});

export const kycSubmissionWireSchema = z.object({
  id: z.string(),
  status: z.enum(['review', 'approved', 'rejected']),
  document_type: z.enum(kycDocumentTypes),
  issue_country: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The reviewer's reason for a rejection, shown to the user. */
  reason: z.string().nullable(),
  files: z.array(kycFileWireSchema),
});

export function toFileWire(file: KycFile): z.infer<typeof kycFileWireSchema> {
  return { id: file.id, kind: file.kind, mime_type: file.mimeType, size_bytes: file.sizeBytes };
}

export function toSubmissionWire(submission: KycSubmission, files: KycFile[]): z.infer<typeof kycSubmissionWireSchema> {
  return {
    id: submission.id,
    status: submission.status,
    document_type: submission.documentType,
    issue_country: submission.issueCountry,
    submitted_at: submission.submittedAt.toISOString(),
    reviewed_at: submission.reviewedAt?.toISOString() ?? null,
    reason: submission.reason,
    files: files.map(toFileWire),
  };
}
