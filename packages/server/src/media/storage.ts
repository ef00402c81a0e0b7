import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaConfig, S3StorageConfig } from '../config.ts';

/** A stored file, as a stream to send on. */
export interface StoredFile {
  body: Readable;
  size: number | null;
}

/**
 * Where the media library's files live. Keys are relative paths (`media/{id}/960.webp`,
 * `originals/{id}`); the variants' keys are also their public paths.
 */
export interface MediaStorage {
  readonly kind: 'folder' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; no error when there was none. */
  delete(key: string): Promise<void>;
  /** The URL a page uses for a key (served by this server's GET /media/…). */
  publicUrl(key: string): string;
}

/** Keys are built by the server from a UUID and a fixed name; this guards the folder anyway. */
function assertKey(key: string): void {
  if (!/^[a-z]+(\/[A-Za-z0-9._-]+)+$/.test(key) || key.split('/').includes('..')) {
    throw new Error(`Bad media key ${key}`);
  }
}

const publicUrl = (key: string) => `/${key}`;

/** Files in a folder (DATA_DIR/media by default): one machine, nothing to set up. */
export function folderStorage(dir: string): MediaStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(dir, ...key.split('/'));
  };
  return {
    kind: 'folder',
    async put(key, body) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.part`;
      await fsp.writeFile(partial, body);
      await fsp.rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const handle = await fsp.open(file, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    publicUrl,
  };
}

/** An S3-compatible bucket: every instance on every machine sees the same files. */
export function s3Storage(config: S3StorageConfig): MediaStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials ?? undefined,
    // Self-hosted S3 servers often lack the newer checksum headers the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Key = (key: string) => {
    assertKey(key);
    return `${config.prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: Key(key),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: Key(key) }),
        );
        if (!out.Body) return null;
        return { body: out.Body as Readable, size: out.ContentLength ?? null };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
          return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: Key(key) }));
    },
    publicUrl,
  };
}

export function createMediaStorage(config: MediaConfig['storage']): MediaStorage {
  return config.kind === 's3' ? s3Storage(config) : folderStorage(config.dir);
}

/** A stored file read whole (the original, for processing). */
export async function readWhole(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** True for the failures of reaching the storage (a bucket away), as opposed to a bug. */
export function isStorageUnavailable(err: unknown): boolean {
  const e = err as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  if (e?.$metadata)
    return (e.$metadata.httpStatusCode ?? 500) >= 500 || !e.$metadata.httpStatusCode;
  return [
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EIO',
    'ENOSPC',
  ].includes(e?.code ?? '');
}
