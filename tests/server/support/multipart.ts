/* Builds multipart/form-data bodies for app.inject, byte for byte as a browser would. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type Part = { field: string; filename?: string; contentType?: string; data: Buffer | string };

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----campus${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG; `noise` fills it with random pixels so it does not compress to almost nothing. */
export async function pngImage(width: number, height: number, options: { noise?: boolean } = {}): Promise<Buffer> {
  const image = options.noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 0, g: 107, b: 63 } } });
  return image.png().toBuffer();
}
