/*
 * "A 25 MiB upload raises RSS < 10 MiB": a 25 MiB upload to a fresh server process, as one
 * multipart request and as one tus PATCH, each compared as the peak resident memory during
 * the upload (VmHWM, reset just before through clear_refs) against the resident memory before.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from './server-process.ts';

const MiB = 1024 * 1024;
export const UPLOAD_BYTES = 25 * MiB;

export type UploadMemory = { multipartGrowth: number; resumableGrowth: number };

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** A PDF signature and then noise, so neither sniffing nor compression shortcut anything. */
const pdfOfSize = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);

function multipartBody(filename: string, data: Buffer): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = `----campusbench${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { body: new Uint8Array(Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)])), type: `multipart/form-data; boundary=${boundary}` };
}

async function expectStatus(response: Response, status: number): Promise<Response> {
  if (response.status !== status) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response;
}

export async function measureUploadMemory(): Promise<UploadMemory> {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-upload-'));
  const server = await startServerProcess(dataDir);
  const api = `${server.baseUrl}/api/v1`;
  try {
    const signup = await fetch(`${api}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Uploader', email: 'uploader@bench.test', password: 'kente-cloth-2026', institutionId: 1000 }),
    });
    const { token } = (await (await expectStatus(signup, 201)).json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(`${api}/folders/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"name":"Bench"}' });
    const folder = (await (await expectStatus(created, 201)).json()) as { id: string };

    const multipart = async (name: string, size: number) => {
      const { body, type } = multipartBody(name, pdfOfSize(size));
      await expectStatus(await fetch(`${api}/folders/upload/${folder.id}`, { method: 'POST', headers: { ...auth, 'content-type': type }, body }), 201);
    };
    const resumable = async (name: string, size: number) => {
      const metadata = `folderId ${Buffer.from(folder.id).toString('base64')},filename ${Buffer.from(name).toString('base64')}`;
      const tus = { ...auth, 'tus-resumable': '1.0.0' };
      const start = await fetch(`${api}/uploads`, { method: 'POST', headers: { ...tus, 'upload-length': String(size), 'upload-metadata': metadata } });
      const location = (await expectStatus(start, 201)).headers.get('location') ?? '';
      const headers = { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
      await expectStatus(await fetch(`${server.baseUrl}${location}`, { method: 'PATCH', headers, body: new Uint8Array(pdfOfSize(size)) }), 200);
    };

    const pid = server.process.pid ?? 0;
    const growthOf = async (upload: () => Promise<void>) => {
      writeFileSync(`/proc/${pid}/clear_refs`, '5'); // peak RSS := current RSS
      const before = memoryOf(pid).rss;
      await upload();
      return memoryOf(pid).peak - before;
    };
    // Each path's code loaded and compiled before it is measured.
    await multipart('warm-up.pdf', MiB);
    await resumable('warm-up.pdf', MiB);
    return {
      multipartGrowth: await growthOf(() => multipart('lecture-recording.pdf', UPLOAD_BYTES)),
      resumableGrowth: await growthOf(() => resumable('lecture-recording-2.pdf', UPLOAD_BYTES)),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
