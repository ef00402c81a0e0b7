import { mediaMessages } from '@cabo/contract';
import busboy from 'busboy';
import type { Context } from 'koa';
import { HttpError } from '../errors.ts';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/** The name as a person would read it: no path, no control characters, at most 200 long. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).at(-1) ?? '';
  // Control characters (\p{Cc}) and lone surrogates (\p{Cs}): PostgreSQL refuses a NUL.
  const clean = base
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || 'upload';
}

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'payload_too_large', mediaMessages.tooLarge(maxBytes));

/**
 * Reads the `file` field of a multipart/form-data request into memory, refusing a body
 * over `maxBytes` as soon as it is known (Content-Length first, else while it streams).
 * Other fields are ignored; a second file is refused.
 */
export async function readUploadedFile(ctx: Context, maxBytes: number): Promise<UploadedFile> {
  if (!ctx.is('multipart/form-data')) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the picture as multipart/form-data');
  }
  const length = ctx.request.length;
  if (length !== undefined && length > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);

  return new Promise<UploadedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 10_000, parts: 30 },
      });
    } catch {
      reject(new HttpError(400, 'invalid_multipart', 'The multipart body could not be read'));
      return;
    }
    let found: UploadedFile | null = null;
    let failure: HttpError | null = null;
    const fail = (err: HttpError) => {
      failure ??= err;
      // Stop reading: the rest of the body is not wanted.
      ctx.req.unpipe(parser);
      ctx.req.resume();
      reject(failure);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || found || failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge(maxBytes)));
      stream.on('end', () => {
        if (failure) return;
        found = { filename: cleanFilename(info.filename), bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () =>
      fail(new HttpError(400, 'too_many_files', 'Send one picture per request')),
    );
    parser.on('error', () =>
      fail(new HttpError(400, 'invalid_multipart', 'The multipart body could not be read')),
    );
    parser.on('close', () => {
      if (failure) return;
      if (!found || found.bytes.length === 0) {
        reject(
          new HttpError(400, 'validation_failed', mediaMessages.fileRequired, {
            file: [mediaMessages.fileRequired],
          }),
        );
        return;
      }
      resolve(found);
    });
    ctx.req.pipe(parser);
  });
}
