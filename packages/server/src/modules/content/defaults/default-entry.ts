import type { ContentKind } from '@platform/core';

/**
 * A default text of the platform, in English. Placeholders filled from the brand's configuration
 * when the page is shown: {{brand}} (label_name), {{company}} (company_name, else label_name),
 * {{support_email}}, {{compliance_email}}, {{phone}}, {{address}} (each with a neutral wording
 * when the brand leaves it empty).
 */
export interface DefaultEntry {
  kind: ContentKind;
  slug: string;
  title: string;
  description: string;
  markdown: string;
  /** Posts only: the date the post shows. */
  publishedAt?: string;
}

/** The notice every legal default opens with: the operator must have it reviewed before going live. */
export const templateNotice =
  '> **Template — review before going live.** This is the platform’s default text, not legal advice. ' +
  'The operator of {{brand}} must have it reviewed by qualified counsel for its licences and ' +
  'jurisdictions and replace it in the content editor.';
