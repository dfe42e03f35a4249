import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sniffBytes, sniffDocumentType, type KycMimeType } from './sniff-document-type.js';

/** Per-file cap of an identity document upload. */
export const kycMaxFileBytes = 5 * 1024 * 1024;

export interface StoredKycFile {
  storageName: string;
  sizeBytes: number;
  sha256: string;
  mimeType: KycMimeType;
}

/** Why a file was refused; the routes turn these into 413 / 415 / 400 answers. */
export class KycFileRejectedError extends Error {
  constructor(
    readonly reason: 'too_large' | 'wrong_type' | 'empty',
    message: string,
  ) {
    super(message);
    this.name = 'KycFileRejectedError';
  }
}

export interface KycStorage {
  /** `<DATA_DIR>/private/kyc`: outside every folder the server serves. */
  readonly root: string;
  /** Streams one upload to a new random file, checking size and type on the way; nothing is kept on failure. */
  store(input: { brandId: string; userId: string; stream: Readable }): Promise<StoredKycFile>;
  open(input: { brandId: string; userId: string; storageName: string }): ReadStream;
  remove(input: { brandId: string; userId: string; storageName: string }): Promise<void>;
  /** Whether a stored file exists (tests and the reviewer's download). */
  exists(input: { brandId: string; userId: string; storageName: string }): Promise<boolean>;
}

const segment = /^[a-z0-9_]{1,64}$/;
const storageNamePattern = /^[a-z0-9]{32}$/;

function isInside(parent: string, child: string): boolean {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/**
 * A pass-through that counts, hashes and sniffs a document as it streams: it fails the stream past
 * 5 MB, or as soon as the first bytes are not JPEG, PNG or PDF.
 */
function documentInspector() {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  let head = Buffer.alloc(0);
  let mimeType: KycMimeType | undefined;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > kycMaxFileBytes) {
        callback(new KycFileRejectedError('too_large', 'Each document must be at most 5 MB.'));
        return;
      }
      if (mimeType === undefined && head.length < sniffBytes) {
        head = Buffer.concat([head, chunk]).subarray(0, sniffBytes);
        if (head.length >= sniffBytes) {
          mimeType = sniffDocumentType(head);
          if (mimeType === undefined) {
            callback(new KycFileRejectedError('wrong_type', 'Documents must be JPEG, PNG or PDF files.'));
            return;
          }
        }
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  /** What was streamed, once the stream ended: refuses an empty file and one too short to sniff. */
  const finish = (storageName: string): StoredKycFile => {
    mimeType ??= sniffDocumentType(head);
    if (sizeBytes === 0) throw new KycFileRejectedError('empty', 'The document is empty.');
    if (mimeType === undefined) {
      throw new KycFileRejectedError('wrong_type', 'Documents must be JPEG, PNG or PDF files.');
    }
    return { storageName, sizeBytes, sha256: hash.digest('hex'), mimeType };
  };
  return { transform, finish };
}

/** Streams one upload to a new random file in `directory`; nothing is kept when it is refused. */
async function storeDocument(directory: string, stream: Readable): Promise<StoredKycFile> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const storageName = randomBytes(16).toString('hex');
  const path = join(directory, storageName);
  const inspector = documentInspector();
  try {
    await pipeline(stream, inspector.transform, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    return inspector.finish(storageName);
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

export function createKycStorage(options: { dataDir: string; appsDir: string }): KycStorage {
  const root = resolve(options.dataDir, 'private', 'kyc');
  // Documents inside the served apps folder would be one wrong static route away from public.
  if (isInside(resolve(options.appsDir), root)) {
    throw new Error(`DATA_DIR (${options.dataDir}) must not be inside APPS_DIR: identity documents would be served`);
  }

  function pathOf(input: { brandId: string; userId: string; storageName?: string }): string {
    // Ids come from the database (brd_…, usr_…); assert it, since they become path segments.
    if (!segment.test(input.brandId) || !segment.test(input.userId)) throw new Error('unsafe KYC path segment');
    if (input.storageName !== undefined && !storageNamePattern.test(input.storageName)) {
      throw new Error('unsafe KYC storage name');
    }
    return join(root, input.brandId, input.userId, input.storageName ?? '');
  }

  return {
    root,
    store: ({ brandId, userId, stream }) => storeDocument(pathOf({ brandId, userId }), stream),
    open(input) {
      return createReadStream(pathOf(input));
    },
    async remove(input) {
      await rm(pathOf(input), { force: true });
    },
    async exists(input) {
      try {
        return (await stat(pathOf(input))).isFile();
      } catch {
        return false;
      }
    },
  };
}
