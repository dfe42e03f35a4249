import { z } from 'zod';

/** request_details of the reviewer calls (identity module, /operator/kyc…). */
const reviewUserSchema = z.looseObject({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  account_number: z.string(),
});

export const kycQueueSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        id: z.string(),
        status: z.string(),
        document_type: z.string(),
        issue_country: z.string(),
        submitted_at: z.string(),
        file_count: z.number().int(),
        user: reviewUserSchema,
      }),
    )
    .max(100),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type KycQueue = z.infer<typeof kycQueueSchema>;

export const kycReviewSchema = z.looseObject({
  submission: z.looseObject({
    id: z.string(),
    status: z.string(),
    document_type: z.string(),
    issue_country: z.string(),
    submitted_at: z.string(),
    reason: z.string().nullable().optional(),
    files: z
      .array(z.looseObject({ id: z.string(), kind: z.string(), mime_type: z.string(), download_path: z.string() }))
      .max(10),
  }),
  user: reviewUserSchema.extend({
    date_of_birth: z.string().nullable().optional(),
    country: z.string().optional(),
  }),
});
export type KycReview = z.infer<typeof kycReviewSchema>;
