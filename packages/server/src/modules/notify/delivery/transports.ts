/**
 * Delivery adapters. The worker hands each claimed outbox row to the transport of its channel;
 * a transport either resolves with a receipt or throws a DeliveryError saying whether a retry can help.
 */
export interface DeliveryReceipt {
  /** Stored as delivered_via: 'smtp', 'dev_outbox', later an SMS provider's name. */
  via: string;
  providerMessageId?: string | undefined;
}

export interface OutgoingEmail {
  notificationId: string;
  to: string;
  senderName: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
}

export interface OutgoingSms {
  notificationId: string;
  /** E.164. */
  to: string;
  text: string;
}

export interface EmailTransport {
  readonly name: string;
  send(email: OutgoingEmail): Promise<DeliveryReceipt>;
  close(): Promise<void>;
}

/**
 * SMS adapter interface. Only the dev outbox implements it today; a provider adapter (Twilio,
 * MessageBird, …) implements the same two methods and is chosen by SMS_PROVIDER.
 */
export interface SmsTransport {
  readonly name: string;
  send(sms: OutgoingSms): Promise<DeliveryReceipt>;
  close(): Promise<void>;
}

export interface NotificationTransports {
  email: EmailTransport;
  sms: SmsTransport;
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    /** True when retrying cannot help (e.g. SMTP 550 mailbox unavailable). */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
