import { z } from 'zod';
import { countryCodeSchema } from './countries.js';
import { isIpAddress } from './ip-address.js';

/**
 * Identity verification (KYC, spec §4 and §7 "Users and verification"): the user's state, the
 * documents of a submission, and the reviewer's view. Times are ISO 8601 strings; storage paths
 * never leave the server.
 */
export const kycDocumentTypes = ['passport', 'national_id', 'driving_licence', 'residence_permit'] as const;
export type KycDocumentType = (typeof kycDocumentTypes)[number];
export const kycFileKinds = ['id_front', 'id_back', 'selfie', 'proof_of_address'] as const;
export type KycFileKind = (typeof kycFileKinds)[number];
/** What an uploaded document is, by its first bytes. */
export const kycMimeTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycMimeType = (typeof kycMimeTypes)[number];
export const kycSubmissionStatuses = ['review', 'approved', 'rejected'] as const;
export type KycSubmissionStatus = (typeof kycSubmissionStatuses)[number];

export const complianceStates = ['pending', 'review', 'successful', 'failed'] as const;
export type ComplianceState = (typeof complianceStates)[number];
export const complianceStateSchema = z.enum(complianceStates);
/** Spec §4: 0 failed, 1 successful, 2 pending, 3 review. */
export const idStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const kycFileWireSchema = z.object({
  id: z.string(),
  kind: z.enum(kycFileKinds),
  mime_type: z.enum(kycMimeTypes),
  size_bytes: z.number().int(),
});

export const kycSubmissionWireSchema = z.object({
  id: z.string(),
  status: z.enum(kycSubmissionStatuses),
  document_type: z.enum(kycDocumentTypes),
  issue_country: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The reviewer's reason for a rejection, shown to the user. */
  reason: z.string().nullable(),
  files: z.array(kycFileWireSchema),
});
export type KycSubmissionWire = z.infer<typeof kycSubmissionWireSchema>;

/** GET /users/compliance: the flow variant sends the buyer's ip and is_flow=1. */
export const complianceQuerySchema = z.strictObject({
  ip: z
    .string()
    .max(64)
    .refine((value) => isIpAddress(value), { message: 'must be an IP address' })
    .optional(),
  is_flow: z.enum(['1', '0']).optional(),
});

export const complianceDetailsSchema = z.object({
  complianceVerification: complianceStateSchema,
  id_state: idStateSchema,
  submission: kycSubmissionWireSchema.nullable(),
  ip_country: z.string().optional(),
});

export const setVerifyIdBodySchema = z.strictObject({ compliance: z.enum(['pending', 'review']) });
export const setVerifyIdDetailsSchema = z.object({
  complianceVerification: complianceStateSchema,
  id_state: idStateSchema,
});

/** The text fields of the document upload (PATCH /verify/setVerificationData, multipart/form-data). */
export const kycSubmissionFieldsSchema = z.strictObject({
  document_type: z.enum(kycDocumentTypes, { message: `must be one of ${kycDocumentTypes.join(', ')}` }),
  /** An ISO 3166-1 alpha-2 code of core's list (`countries.ts`), upper case. */
  issue_country: countryCodeSchema,
});

/** A file part of a multipart form: its bytes (documented as binary; the server reads and checks them). */
const documentPart = (description: string) =>
  z.unknown().meta({ type: 'string', format: 'binary', description: `${description}: JPEG, PNG or PDF, at most 5 MB` });

/**
 * The whole upload form: the text fields and one file part per document kind (the field name is
 * the kind). Documents the multipart body; the server checks the text fields with
 * kycSubmissionFieldsSchema and each file by its bytes.
 */
export const kycUploadFormSchema = kycSubmissionFieldsSchema.extend({
  id_front: documentPart('Front of the identity document'),
  id_back: documentPart('Back of the identity document (required, except for a passport)').optional(),
  selfie: documentPart('Selfie'),
  proof_of_address: documentPart('Proof of address (optional)').optional(),
});

export const kycUploadDetailsSchema = z.object({
  complianceVerification: z.literal('review'),
  id_state: z.literal(3),
  submission: kycSubmissionWireSchema,
});

const submissionIdSchema = z.string().regex(/^kyc_[a-z0-9]{1,40}$/, { message: 'must be a KYC submission id (kyc_…)' });
const fileIdSchema = z.string().regex(/^kyf_[a-z0-9]{1,40}$/, { message: 'must be a document id (kyf_…)' });
export const kycSubmissionParamsSchema = z.object({ id: submissionIdSchema });
export const kycFileParamsSchema = z.object({ id: submissionIdSchema, fileId: fileIdSchema });

/** Page sizes of the reviewer's queue are capped. */
export const maxKycPageSize = 100;

export const kycQueueQuerySchema = z.strictObject({
  status: z.enum(kycSubmissionStatuses).default('review'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(maxKycPageSize).default(20),
});

const kycUserSummarySchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  account_number: z.string(),
});

export const kycQueueItemSchema = z.object({
  id: z.string(),
  status: z.enum(kycSubmissionStatuses),
  document_type: z.string(),
  issue_country: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  file_count: z.number().int(),
  user: kycUserSummarySchema,
});

export const kycQueueDetailsSchema = z.object({
  items: z.array(kycQueueItemSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});

export const kycReviewDetailsSchema = z.object({
  submission: kycSubmissionWireSchema.extend({
    files: z.array(kycFileWireSchema.extend({ sha256: z.string(), download_path: z.string() })),
  }),
  user: kycUserSummarySchema.extend({
    date_of_birth: z.string().nullable(),
    country: z.string(),
    issue_country: z.string(),
    complianceVerification: z.string(),
  }),
});

export const kycRejectBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, { message: 'A reason is required.' })
    .max(500, { message: 'The reason must be at most 500 characters.' }),
});

export const kycReviewedDetailsSchema = z.object({
  id: z.string(),
  status: z.enum(['approved', 'rejected']),
  complianceVerification: z.enum(['successful', 'failed']),
  reason: z.string().nullable(),
});
