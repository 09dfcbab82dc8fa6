/* The storage driver for several machines: one object a key in an S3-compatible bucket. */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from './s3-config.ts';
import { checkedKey, type Storage } from './storage.ts';

export function s3Storage({ bucket, client: clientConfig }: S3Config): Storage {
  const client = new S3Client(clientConfig);
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checkedKey(key), Body: data }));
    },
    async putFile(key, path) {
      const { size } = await stat(path);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checkedKey(key), Body: createReadStream(path), ContentLength: size }));
      await rm(path, { force: true });
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async close() {
      client.destroy();
    },
  };
}
