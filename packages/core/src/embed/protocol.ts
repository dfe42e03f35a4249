import type { MerchantPayment } from '../schemas/merchant-payment.js';

/**
 * The postMessage protocol between a merchant page (the SDK, packages/sdk) and the widget or
 * guest checkout frame. Every message is one envelope; a receiver accepts it only from the exact
 * origin and window it expects and only with its mount's channel id (a random id the SDK puts in
 * the frame URL's hash), so other frames and windows on the page cannot speak for the platform.
 *
 * The envelopes are checked by hand rather than by zod: the check runs in the iframes and the SDK,
 * whose byte budgets have no room for a schema library, and the shapes are tiny.
 */
export const embedSource = 'wlpay';
export const embedVersion = 1;

/** Why a payment failed (spec §2 widget payment-failed: expired, or partially paid). */
export type PaymentFailureReason = 'expired' | 'invalid' | 'paid_partial';

/** What an `error` message may say went wrong inside the frame. */
export const frameErrorCodes = ['payment_not_found', 'unavailable', 'internal'] as const;
export type FrameErrorCode = (typeof frameErrorCodes)[number];

type Empty = Record<never, never>;

/** Messages a frame sends its host page: type → payload. */
export interface FrameMessagePayloads {
  /** The frame runs and listens; the SDK's mount() resolves. */
  ready: Empty;
  /** The frame document's height in CSS pixels; the host sizes the iframe to it. */
  resize: { height: number };
  status: { payment: MerchantPayment };
  success: { payment: MerchantPayment };
  failure: { payment: MerchantPayment; reason: PaymentFailureReason };
  expired: { payment: MerchantPayment };
  /** The customer asked to leave (e.g. the widget's close button). */
  close: Empty;
  /** Escape was pressed inside the frame (keys never reach the host page): a modal host closes. */
  escape: Empty;
  error: { code: FrameErrorCode; message: string };
}
export type FrameMessageType = keyof FrameMessagePayloads;
export const frameMessageTypes = [
  'ready',
  'resize',
  'status',
  'success',
  'failure',
  'expired',
  'close',
  'escape',
  'error',
] as const satisfies readonly FrameMessageType[];

/** Messages a host page sends its frame: type → payload. */
export interface HostMessagePayloads {
  /** The host is closing the frame (its modal was dismissed). */
  close: Empty;
}
export type HostMessageType = keyof HostMessagePayloads;
export const hostMessageTypes = ['close'] as const satisfies readonly HostMessageType[];

export interface EmbedEnvelope<Type extends string = string, Payload = unknown> {
  source: typeof embedSource;
  version: typeof embedVersion;
  channel: string;
  type: Type;
  payload: Payload;
}

export type FrameMessage = {
  [Type in FrameMessageType]: EmbedEnvelope<Type, FrameMessagePayloads[Type]>;
}[FrameMessageType];
export type HostMessage = {
  [Type in HostMessageType]: EmbedEnvelope<Type, HostMessagePayloads[Type]>;
}[HostMessageType];

/** A frame event as the frame's own code emits it: the type beside the payload's fields. */
export type FrameEvent = {
  [Type in Exclude<FrameMessageType, 'ready' | 'resize' | 'escape'>]: { type: Type } & FrameMessagePayloads[Type];
}[Exclude<FrameMessageType, 'ready' | 'resize' | 'escape'>];

/** 16 to 64 URL-safe characters; the SDK makes 32 random hex digits. */
export const channelPattern = /^[A-Za-z0-9_-]{16,64}$/;

export function createEnvelope<Type extends string, Payload>(
  channel: string,
  type: Type,
  payload: Payload,
): EmbedEnvelope<Type, Payload> {
  return { source: embedSource, version: embedVersion, channel, type, payload };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The envelope when `data` is one for this channel with a payload object, else undefined. */
export function readEnvelope(
  data: unknown,
  channel: string,
): EmbedEnvelope<string, Record<string, unknown>> | undefined {
  if (!isRecord(data) || data['source'] !== embedSource || data['version'] !== embedVersion) return undefined;
  if (data['channel'] !== channel || typeof data['type'] !== 'string' || !isRecord(data['payload'])) return undefined;
  return { source: embedSource, version: embedVersion, channel, type: data['type'], payload: data['payload'] };
}

/** A host message for this channel of a known type, else undefined. */
export function readHostMessage(data: unknown, channel: string): HostMessage | undefined {
  const envelope = readEnvelope(data, channel);
  if (envelope === undefined || !(hostMessageTypes as readonly string[]).includes(envelope.type)) return undefined;
  return createEnvelope(channel, envelope.type as HostMessageType, {});
}
