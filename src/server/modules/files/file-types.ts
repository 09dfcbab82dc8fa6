/*
 * What an upload may be. The name is only shown, so it is cleaned rather than trusted; the
 * extension says what the file claims to be, and the sniffed content must agree with it.
 */
import {
  ALLOWED_FILE_EXTENSIONS,
  FILE_NAME_MAX,
  UPLOAD_FIELD,
  fileExtensionOf,
  type AllowedFileExtension,
} from '../../../contract/files.ts';
import { invalidField } from '../../lib/http-error.ts';
import { unsupportedMediaType } from '../../lib/uploads.ts';

const CFB = 'application/x-cfb'; // the legacy Office container: .doc, .ppt and .xls alike
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Per extension: the type we serve it as, and what file-type must find (null: text, which has no signature). */
const types: Record<AllowedFileExtension, { mime: string; sniffed: string | null }> = {
  pdf: { mime: 'application/pdf', sniffed: 'application/pdf' },
  jpg: { mime: 'image/jpeg', sniffed: 'image/jpeg' },
  jpeg: { mime: 'image/jpeg', sniffed: 'image/jpeg' },
  png: { mime: 'image/png', sniffed: 'image/png' },
  gif: { mime: 'image/gif', sniffed: 'image/gif' },
  webp: { mime: 'image/webp', sniffed: 'image/webp' },
  doc: { mime: 'application/msword', sniffed: CFB },
  docx: { mime: DOCX, sniffed: DOCX },
  ppt: { mime: 'application/vnd.ms-powerpoint', sniffed: CFB },
  pptx: { mime: PPTX, sniffed: PPTX },
  xls: { mime: 'application/vnd.ms-excel', sniffed: CFB },
  xlsx: { mime: XLSX, sniffed: XLSX },
  txt: { mime: 'text/plain; charset=utf-8', sniffed: null },
  md: { mime: 'text/markdown; charset=utf-8', sniffed: null },
};

const isAllowed = (extension: string): extension is AllowedFileExtension =>
  (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(extension);

const typeMismatch = () =>
  unsupportedMediaType('This file type is not allowed, or the content does not match it. Allowed: PDF, images, Word, PowerPoint, Excel, text and Markdown.');

/** An upload's declared type: its extension's, once the name is allowed. */
export type DeclaredType = { extension: AllowedFileExtension; mime: string; sniffed: string | null };

// Control characters, and what Windows or a shell would take as part of a path.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]/g;

/**
 * The name as shown: the last path segment, Unicode-normalised, without control or path
 * characters, spaces squeezed. Refused (400) when nothing is left or it is too long.
 */
export function sanitiseFileName(raw: string, path = `body.${UPLOAD_FIELD}`): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const name = base.normalize('NFC').replace(UNSAFE_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (!name) throw invalidField(path, 'The file needs a name.');
  if (name.length > FILE_NAME_MAX) throw invalidField(path, `A file name may be at most ${FILE_NAME_MAX} characters long.`);
  return name;
}

/** The type the (sanitised) name declares; 415 for anything not allowed. */
export function declaredTypeOf(name: string): DeclaredType {
  const extension = fileExtensionOf(name);
  if (!isAllowed(extension)) throw typeMismatch();
  return { extension, ...types[extension] };
}

/** Fails with 415 unless what was sniffed (or, for text, found) is what the name declared. */
export function checkContent(declared: DeclaredType, found: { sniffedMime: string | undefined; isUtf8Text: boolean }): void {
  const matches = declared.sniffed === null ? found.sniffedMime === undefined && found.isUtf8Text : found.sniffedMime === declared.sniffed;
  if (!matches) throw typeMismatch();
}
