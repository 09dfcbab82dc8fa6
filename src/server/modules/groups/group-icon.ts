import { fileTypeFromBuffer } from 'file-type';
import { parseImageDataUrl } from '../../../contract/groups.ts';
import { invalidField } from '../../lib/http-error.ts';

/** The schema checked the data URL's form and size; this checks the bytes are the image it claims. */
export async function assertGroupIcon(value: string | null | undefined): Promise<void> {
  if (value === null || value === undefined) return;
  const parsed = parseImageDataUrl(value);
  const type = parsed ? await fileTypeFromBuffer(Buffer.from(parsed.base64, 'base64')) : undefined;
  if (!parsed || type?.mime !== parsed.mimeType) {
    throw invalidField('body.groupIcon', 'The group icon must be a PNG, JPEG, GIF or WebP image.');
  }
}
