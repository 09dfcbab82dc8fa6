/*
 * The server's list of common passwords (@zxcvbn-ts/language-common, about 100 KB
 * gzipped). Imported only through loadCommonPasswords' dynamic import, so it is a chunk
 * of its own, fetched when someone starts typing a new password, and left out of the
 * service worker's precache (vite.config.ts).
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common']);
