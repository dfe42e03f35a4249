import type { BrandIdentity } from './brand-identity.js';
import type { NotifyCopy } from './copy.js';
import type { EmailContent } from './email-content.js';
import { escapeHtml } from './html-escape.js';

export interface RenderedMessage {
  subject: string;
  text: string;
  /** Undefined for SMS. */
  html: string | undefined;
}

export interface LayoutContext {
  copy: NotifyCopy;
  brand: BrandIdentity;
  /** The user's own anti-phishing code; shown at the top of every email when set. */
  antiPhishingCode: string | undefined;
  /** BCP 47 tag for the html lang attribute (cs, nb, …). */
  intlTag: string;
  /** The platform runs in test mode: a TEST MODE line opens the body. */
  testMode: boolean;
}

/** The plain-text alternative: every email has one, with the same facts as the HTML. */
function renderText(content: EmailContent, context: LayoutContext): string {
  const { copy, brand, antiPhishingCode } = context;
  const blocks: string[] = [brand.name];
  if (context.testMode) blocks.push(copy.layout.testModeNotice(brand.name));
  if (antiPhishingCode !== undefined) {
    blocks.push(`${copy.layout.antiPhishingLabel}: ${antiPhishingCode}\n${copy.layout.antiPhishingHint(brand.name)}`);
  }
  blocks.push(content.heading, ...content.paragraphs);
  if (content.code !== undefined) blocks.push(`    ${content.code}`);
  if (content.details !== undefined && content.details.length > 0) {
    blocks.push(content.details.map((row) => `${row.label}: ${row.value}`).join('\n'));
  }
  if (content.action !== undefined) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...content.notes);
  const footer = [copy.layout.automatedNotice(brand.name)];
  if (brand.supportEmail !== '') footer.push(copy.layout.support(brand.supportEmail));
  if (brand.companyName !== '') footer.push(brand.companyName);
  blocks.push(`--\n${footer.join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

const paragraphStyle = 'margin:0 0 16px;font-size:15px;line-height:22px;color:#1f2933';
const noteStyle = 'margin:0 0 12px;font-size:13px;line-height:19px;color:#52606d';

function htmlHeader(context: LayoutContext): string {
  const { brand } = context;
  const name = escapeHtml(brand.name);
  const logo =
    brand.logoUrl === undefined
      ? ''
      : `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="40" style="display:block;height:40px;border:0;margin:0 0 8px">`;
  return `<tr><td style="padding:24px 32px;border-bottom:1px solid #e4e7eb">${logo}<div style="font-size:18px;font-weight:bold;color:#1f2933">${name}</div></td></tr>`;
}

function htmlTestMode(context: LayoutContext): string {
  if (!context.testMode) return '';
  const notice = escapeHtml(context.copy.layout.testModeNotice(context.brand.name));
  return (
    `<tr><td style="padding:16px 32px 0"><div data-test-mode style="border:2px solid #b45309;border-radius:6px;padding:12px 16px;` +
    `background:#fffbeb;font-size:14px;font-weight:bold;color:#92400e">${notice}</div></td></tr>`
  );
}

function htmlAntiPhishing(context: LayoutContext): string {
  if (context.antiPhishingCode === undefined) return '';
  const { copy, brand } = context;
  return (
    `<tr><td style="padding:16px 32px 0"><div style="border:2px solid #0b4f3c;border-radius:6px;padding:12px 16px;background:#f0faf5">` +
    `<div style="font-size:13px;color:#52606d">${escapeHtml(copy.layout.antiPhishingLabel)}</div>` +
    `<div style="font-size:22px;font-weight:bold;letter-spacing:2px;color:#0b4f3c" data-anti-phishing-code>${escapeHtml(context.antiPhishingCode)}</div>` +
    `<div style="font-size:12px;color:#52606d">${escapeHtml(copy.layout.antiPhishingHint(brand.name))}</div></div></td></tr>`
  );
}

function htmlMain(content: EmailContent, context: LayoutContext): string {
  const parts: string[] = [
    `<h1 style="margin:0 0 16px;font-size:22px;color:#1f2933">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((paragraph) => `<p style="${paragraphStyle}">${escapeHtml(paragraph)}</p>`),
  ];
  if (content.code !== undefined) {
    parts.push(
      `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:monospace;color:#1f2933">${escapeHtml(content.code)}</p>`,
    );
  }
  if (content.details !== undefined && content.details.length > 0) {
    const rows = content.details
      .map(
        (row) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#52606d">${escapeHtml(row.label)}</td><td style="padding:4px 0;color:#1f2933;font-weight:bold">${escapeHtml(row.value)}</td></tr>`,
      )
      .join('');
    parts.push(`<table role="presentation" style="margin:0 0 16px;font-size:14px">${rows}</table>`);
  }
  if (content.action !== undefined) {
    const url = escapeHtml(content.action.url);
    parts.push(
      `<p style="margin:0 0 16px"><a href="${url}" style="display:inline-block;padding:12px 24px;background:#0b4f3c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="${noteStyle}">${escapeHtml(context.copy.layout.linkFallback)}<br><a href="${url}" style="color:#0b4f3c;word-break:break-all">${url}</a></p>`,
    );
  }
  parts.push(...content.notes.map((note) => `<p style="${noteStyle}">${escapeHtml(note)}</p>`));
  return `<tr><td style="padding:24px 32px">${parts.join('')}</td></tr>`;
}

function htmlFooter(context: LayoutContext): string {
  const { copy, brand } = context;
  const lines = [copy.layout.automatedNotice(brand.name)];
  if (brand.supportEmail !== '') lines.push(copy.layout.support(brand.supportEmail));
  if (brand.companyName !== '') lines.push(brand.companyName);
  const body = lines.map((line) => escapeHtml(line)).join('<br>');
  return `<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e7eb;font-size:12px;line-height:18px;color:#7b8794">${body}</td></tr>`;
}

/** A table layout: the one structure every mail client renders the same way. */
function renderHtml(content: EmailContent, context: LayoutContext): string {
  return (
    `<!doctype html><html lang="${escapeHtml(context.intlTag)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa;padding:24px 0"><tr><td align="center">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">` +
    htmlHeader(context) +
    htmlTestMode(context) +
    htmlAntiPhishing(context) +
    htmlMain(content, context) +
    htmlFooter(context) +
    `</table></td></tr></table></body></html>`
  );
}

export function renderEmail(content: EmailContent, context: LayoutContext): RenderedMessage {
  return { subject: content.subject, text: renderText(content, context), html: renderHtml(content, context) };
}
