import fs from 'fs/promises';
import type { IncomingHttpHeaders } from 'http';
import type { WriteStream } from 'fs';

/**
 * Every temp file the multipart parser (formidable, inside strapi::body) opens for a request, so that all
 * of them are removed whatever happens — Strapi itself removes only the `files` field, and only when the
 * route succeeds. formidable keeps the request's own headers object, which identifies the request here.
 */
type TempFile = { filepath: string; _writeStream?: WriteStream | null };
const filesByRequest = new WeakMap<IncomingHttpHeaders, TempFile[]>();

export const trackTempFiles = (headers: IncomingHttpHeaders) => filesByRequest.set(headers, []);

/** formidable's `onFileBegin` option; `this` is the form that is parsing the request. */
export function recordTempFile(this: { headers?: IncomingHttpHeaders }, _field: string, file: TempFile) {
  if (this.headers) filesByRequest.get(this.headers)?.push(file);
}

/** Waits until formidable's write stream has closed (it may still be opening after a parse error), at most 5 s. */
const closed = (file: TempFile) =>
  new Promise<void>((resolve) => {
    const stream = file._writeStream;
    if (!stream || stream.closed) return resolve();
    const timer = setTimeout(resolve, 5000);
    stream.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export const removeTempFiles = async (headers: IncomingHttpHeaders) => {
  const files = filesByRequest.get(headers) ?? [];
  filesByRequest.delete(headers);
  await Promise.all(
    files.map(async (file) => {
      await closed(file);
      await fs.rm(file.filepath, { force: true });
    }),
  );
};
