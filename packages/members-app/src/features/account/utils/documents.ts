/**
 * KYC documents, checked in the browser the way the server checks them (identity module): JPEG,
 * PNG or PDF by their first bytes, at most 5 MB each; a passport has no back side. The server
 * checks again; this only saves a useless upload.
 */
export const maxDocumentBytes = 5 * 1024 * 1024;
export const documentTypes = ['passport', 'national_id', 'driving_licence', 'residence_permit'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentKinds = ['id_front', 'id_back', 'selfie', 'proof_of_address'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export function requiredKinds(documentType: DocumentType): DocumentKind[] {
  return documentType === 'passport' ? ['id_front', 'selfie'] : ['id_front', 'id_back', 'selfie'];
}

const signatures: number[][] = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
];

export function isAcceptedDocument(head: Uint8Array): boolean {
  return signatures.some((bytes) => head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte));
}

/** An i18n key for what is wrong with a chosen file, or null when it may be sent. */
export async function documentProblem(file: Blob | undefined, required: boolean): Promise<string | null> {
  if (file === undefined) return required ? 'account:compliance.fileRequired' : null;
  if (file.size > maxDocumentBytes) return 'account:compliance.fileTooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return isAcceptedDocument(head) ? null : 'account:compliance.fileType';
}
