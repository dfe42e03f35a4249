import type { KycSubmissionWire } from '@platform/core';
import type { KycFile, KycSubmission } from './kyc-repository.js';

/** How submissions and files appear in the API (core's kyc schemas: snake_case, ISO times; never storage paths). */
export function toFileWire(file: KycFile): KycSubmissionWire['files'][number] {
  return { id: file.id, kind: file.kind, mime_type: file.mimeType, size_bytes: file.sizeBytes };
}

export function toSubmissionWire(submission: KycSubmission, files: KycFile[]): KycSubmissionWire {
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
