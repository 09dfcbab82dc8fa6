/*
 * S3_URL names an S3-compatible bucket in one line: https://key:secret@host[:port]/bucket,
 * with an optional ?region=… (default us-east-1). Both the file storage and the resumable
 * uploads' store connect with what this makes of it.
 */
import type { S3ClientConfig } from '@aws-sdk/client-s3';

export type S3Config = { bucket: string; client: S3ClientConfig };

export const S3_URL_EXAMPLE = 'https://key:secret@host/bucket';

/** The bucket and client settings S3_URL names, or undefined when it is not such a URL. */
export function parseS3Url(value: string): S3Config | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const bucket = segments[0];
  if (!['http:', 'https:'].includes(url.protocol) || !url.username || !url.password || !bucket || segments.length !== 1) {
    return undefined;
  }
  return {
    bucket: decodeURIComponent(bucket),
    client: {
      endpoint: `${url.protocol}//${url.host}`,
      region: url.searchParams.get('region') ?? 'us-east-1',
      credentials: { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) },
      // Buckets as a path, not a host name: what MinIO, R2 and most other stores expect.
      forcePathStyle: true,
      // Checksums only where S3 demands them: many S3-compatible stores refuse the newer
      // streaming-checksum uploads the SDK otherwise sends.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  };
}
