import type { ContentPageSlug, LocaleCode } from '@platform/core';

/** A default page's text in one locale (same placeholders as the English: default-entry.ts). */
export interface TranslatedPage {
  title: string;
  description: string;
  markdown: string;
}

/** The neutral wordings of the placeholders when the brand leaves a field empty. */
export interface NeutralWordings {
  support_email: string;
  compliance_email: string;
  phone: string;
  address: string;
}

/** One locale's default content: every default page (the type makes a locale complete) and its wordings. */
export interface LocaleDefaults {
  neutral: NeutralWordings;
  pages: Record<ContentPageSlug, TranslatedPage>;
}

export type TranslatedLocale = Exclude<LocaleCode, 'en'>;
