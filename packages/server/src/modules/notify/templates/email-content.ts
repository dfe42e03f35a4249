/**
 * The structure of one email before layout: templates fill it with plain text, and the layout
 * alone turns it into HTML (escaping everything) and into the plain-text alternative.
 */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code, shown large. */
  code?: string;
  /** Label/value rows (login alert details, payment link amount and product). */
  details?: { label: string; value: string }[];
  /** The one button; its URL is also printed for clients that block buttons. */
  action?: { label: string; url: string };
  /** Smaller print after the main part (expiry, "not you?"). */
  notes: string[];
}
