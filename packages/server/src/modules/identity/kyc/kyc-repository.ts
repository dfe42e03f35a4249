import { randomBytes } from 'node:crypto';
import {
  kycDocumentTypes,
  kycFileKinds,
  type KycDocumentType,
  type KycFileKind,
  type KycMimeType,
  type KycSubmissionStatus,
} from '@platform/core';
import type { Queryable, Transaction } from '../../../db/database.js';
import { findUserContacts } from '../../accounts/index.js';

/** The kyc_submissions and kyc_files tables (migration 045); document types and kinds are core's. */
export { kycDocumentTypes, kycFileKinds, type KycDocumentType, type KycFileKind, type KycSubmissionStatus };

export interface KycFile {
  id: string;
  kind: KycFileKind;
  mimeType: KycMimeType;
  sizeBytes: number;
  sha256: string;
  storageName: string;
}

export interface KycSubmission {
  id: string;
  userId: string;
  brandId: string;
  status: KycSubmissionStatus;
  documentType: KycDocumentType;
  issueCountry: string;
  submittedAt: Date;
  reviewedAt: Date | null;
  reviewerId: string | null;
  reason: string | null;
}

interface SubmissionRow {
  id: string;
  user_id: string;
  brand_id: string;
  status: KycSubmissionStatus;
  document_type: KycDocumentType;
  issue_country: string;
  submitted_at: Date | string;
  reviewed_at: Date | string | null;
  reviewer_id: string | null;
  reason: string | null;
}

interface FileRow {
  id: string;
  kind: KycFileKind;
  mime_type: KycMimeType;
  size_bytes: number;
  sha256: string;
  storage_name: string;
}

const submissionColumns =
  's.id, s.user_id, s.brand_id, s.status, s.document_type, s.issue_country, s.submitted_at, s.reviewed_at, s.reviewer_id, s.reason';

function toSubmission(row: SubmissionRow): KycSubmission {
  return {
    id: row.id,
    userId: row.user_id,
    brandId: row.brand_id,
    status: row.status,
    documentType: row.document_type,
    issueCountry: row.issue_country,
    submittedAt: new Date(row.submitted_at),
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at),
    reviewerId: row.reviewer_id,
    reason: row.reason,
  };
}

function toFile(row: FileRow): KycFile {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mime_type,
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    storageName: row.storage_name,
  };
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export async function insertSubmission(
  transaction: Transaction,
  input: {
    userId: string;
    brandId: string;
    documentType: KycDocumentType;
    issueCountry: string;
    submittedIp: string;
    files: Omit<KycFile, 'id'>[];
  },
): Promise<{ submission: KycSubmission; files: KycFile[] }> {
  const inserted = await transaction.query<SubmissionRow>(
    `insert into kyc_submissions as s (id, user_id, brand_id, status, document_type, issue_country, submitted_ip)
     values ($1, $2, $3, 'review', $4, $5, $6)
     returning ${submissionColumns}`,
    [newId('kyc'), input.userId, input.brandId, input.documentType, input.issueCountry, input.submittedIp.slice(0, 64)],
  );
  const submission = toSubmission(inserted.rows[0]!);
  const files: KycFile[] = [];
  for (const file of input.files) {
    const row = await transaction.query<FileRow>(
      `insert into kyc_files (id, submission_id, kind, mime_type, size_bytes, sha256, storage_name)
       values ($1, $2, $3, $4, $5, $6, $7)
       returning id, kind, mime_type, size_bytes, sha256, storage_name`,
      [newId('kyf'), submission.id, file.kind, file.mimeType, file.sizeBytes, file.sha256, file.storageName],
    );
    files.push(toFile(row.rows[0]!));
  }
  return { submission, files };
}

export async function findOpenSubmissionOfUser(
  database: Queryable,
  userId: string,
): Promise<KycSubmission | undefined> {
  const result = await database.query<SubmissionRow>(
    `select ${submissionColumns} from kyc_submissions s where s.user_id = $1 and s.status = 'review'`,
    [userId],
  );
  return result.rows[0] === undefined ? undefined : toSubmission(result.rows[0]);
}

/** Submissions of a user in the last `windowHours` (the daily submission cap). */
export async function countRecentSubmissions(
  database: Queryable,
  userId: string,
  windowHours: number,
): Promise<number> {
  const result = await database.query<{ count: string | number }>(
    `select count(*) as count from kyc_submissions
     where user_id = $1 and submitted_at > now() - make_interval(hours => $2)`,
    [userId, windowHours],
  );
  return Number(result.rows[0]?.count ?? 0);
}

export async function findLatestSubmissionOfUser(
  database: Queryable,
  userId: string,
): Promise<KycSubmission | undefined> {
  const result = await database.query<SubmissionRow>(
    `select ${submissionColumns} from kyc_submissions s where s.user_id = $1
     order by s.submitted_at desc, s.id desc limit 1`,
    [userId],
  );
  return result.rows[0] === undefined ? undefined : toSubmission(result.rows[0]);
}

export async function findSubmission(
  database: Queryable,
  input: { id: string; brandId: string },
): Promise<KycSubmission | undefined> {
  const result = await database.query<SubmissionRow>(
    `select ${submissionColumns} from kyc_submissions s where s.id = $1 and s.brand_id = $2`,
    [input.id, input.brandId],
  );
  return result.rows[0] === undefined ? undefined : toSubmission(result.rows[0]);
}

export async function listFiles(database: Queryable, submissionId: string): Promise<KycFile[]> {
  const result = await database.query<FileRow>(
    `select id, kind, mime_type, size_bytes, sha256, storage_name from kyc_files where submission_id = $1
     order by array_position(array['id_front', 'id_back', 'selfie', 'proof_of_address'], kind)`,
    [submissionId],
  );
  return result.rows.map(toFile);
}

export interface KycQueueItem extends KycSubmission {
  email: string;
  firstName: string;
  lastName: string;
  accountNumber: string;
  fileCount: number;
}

/** The reviewer queue of a brand: oldest first, one page. */
export async function listSubmissions(
  database: Queryable,
  input: { brandId: string; status: KycSubmissionStatus; limit: number; offset: number },
): Promise<{ items: KycQueueItem[]; total: number }> {
  const result = await database.query<SubmissionRow & { file_count: string | number }>(
    `select ${submissionColumns}, (select count(*) from kyc_files f where f.submission_id = s.id) as file_count
     from kyc_submissions s
     where s.brand_id = $1 and s.status = $2
     order by s.submitted_at, s.id
     limit $3 offset $4`,
    [input.brandId, input.status, input.limit, input.offset],
  );
  const total = await database.query<{ total: string | number }>(
    'select count(*) as total from kyc_submissions where brand_id = $1 and status = $2',
    [input.brandId, input.status],
  );
  // The users table is the accounts module's: the names come through its service.
  const contacts = await findUserContacts(
    database,
    result.rows.map((row) => row.user_id),
  );
  return {
    items: result.rows.flatMap((row) => {
      const contact = contacts.get(row.user_id);
      return contact === undefined ? [] : [{ ...toSubmission(row), ...contact, fileCount: Number(row.file_count) }];
    }),
    total: Number(total.rows[0]?.total ?? 0),
  };
}

/** Closes an open submission; undefined when it was reviewed already (or is not of the brand). */
export async function reviewSubmission(
  transaction: Transaction,
  input: { id: string; brandId: string; reviewerId: string; outcome: 'approved' | 'rejected'; reason: string | null },
): Promise<KycSubmission | undefined> {
  const result = await transaction.query<SubmissionRow>(
    `update kyc_submissions as s set status = $3, reviewed_at = now(), reviewer_id = $4, reason = $5
     where s.id = $1 and s.brand_id = $2 and s.status = 'review'
     returning ${submissionColumns}`,
    [input.id, input.brandId, input.outcome, input.reviewerId, input.reason],
  );
  return result.rows[0] === undefined ? undefined : toSubmission(result.rows[0]);
}
