import { kycMimeTypes, type KycMimeType } from '@platform/core';

/**
 * The type of an uploaded identity document, read from its first bytes (never from the client's
 * Content-Type or file name): JPEG, PNG or PDF, anything else is refused.
 */
export { kycMimeTypes, type KycMimeType };

export const kycFileExtensions: Record<KycMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

const signatures: { mimeType: KycMimeType; bytes: number[] }[] = [
  { mimeType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mimeType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** How many leading bytes sniffing needs. */
export const sniffBytes = 8;

export function sniffDocumentType(head: Uint8Array): KycMimeType | undefined {
  for (const signature of signatures) {
    if (head.length >= signature.bytes.length && signature.bytes.every((byte, index) => head[index] === byte)) {
      return signature.mimeType;
    }
  }
  return undefined;
}
