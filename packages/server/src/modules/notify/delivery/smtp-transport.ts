import nodemailer from 'nodemailer';
import { redactSecrets, redactUrl } from './redact-url.js';
import { DeliveryError, type EmailTransport } from './transports.js';

export interface SmtpTransportOptions {
  /** smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), with credentials in the URL. */
  url: string;
  /** The envelope sender address; the display name is each brand's label_name. */
  fromAddress: string;
  connectionTimeoutMs: number;
  greetingTimeoutMs: number;
  socketTimeoutMs: number;
}

/** The longest a send can take before the timeouts end it; the worker's lease must be longer. */
export function smtpSendBoundMs(
  options: Pick<SmtpTransportOptions, 'connectionTimeoutMs' | 'greetingTimeoutMs' | 'socketTimeoutMs'>,
) {
  return options.connectionTimeoutMs + options.greetingTimeoutMs + options.socketTimeoutMs;
}

interface SmtpFailure {
  message?: string;
  code?: string;
  responseCode?: number;
}

/**
 * A 5xx reply refuses this message for good (unknown mailbox, rejected content). Authentication
 * failures (535) are 5xx too but are the operator's configuration: retry them, so mail flows once
 * the credentials are fixed.
 */
function isPermanent(failure: SmtpFailure): boolean {
  if (failure.code === 'EAUTH') return false;
  return failure.responseCode !== undefined && failure.responseCode >= 500 && failure.responseCode < 600;
}

export function createSmtpEmailTransport(options: SmtpTransportOptions): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.connectionTimeoutMs,
    greetingTimeout: options.greetingTimeoutMs,
    socketTimeout: options.socketTimeoutMs,
    dnsTimeout: options.connectionTimeoutMs,
    // nodemailer's own logger could print the AUTH exchange; the worker logs outcomes instead.
    logger: false,
    debug: false,
  });
  return {
    name: `smtp ${redactUrl(options.url)}`,
    async send(email) {
      try {
        const info = await transporter.sendMail({
          from: { name: email.senderName, address: options.fromAddress },
          to: email.to,
          ...(email.replyTo === undefined ? {} : { replyTo: email.replyTo }),
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: { 'X-Notification-Id': email.notificationId },
        });
        return { via: 'smtp', providerMessageId: info.messageId };
      } catch (error) {
        const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
        const detail = [failure.code, failure.message ?? String(error)].filter(Boolean).join(': ');
        throw new DeliveryError(redactSecrets(detail, options.url), isPermanent(failure));
      }
    },
    async close() {
      transporter.close();
    },
  };
}
