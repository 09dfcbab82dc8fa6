/*
 * The server's password rule (src/server/modules/auth/passwords.ts), judged as the
 * student types: 8 to 128 characters, and not one of the common passwords, compared
 * in lower case as the server does.
 */
import { useEffect, useState } from 'react';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_MAX, PASSWORD_MIN } from '../../../../contract/auth.ts';

export type PasswordVerdict =
  | { state: 'empty' | 'checking' | 'ok' }
  | { state: 'short' | 'long' | 'common'; reason: string };

let loading: Promise<ReadonlySet<string>> | undefined;

/** The common-passwords list, fetched once; a failed fetch may be tried again. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('./common-passwords.ts').then(
    (module) => module.commonPasswords,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function judgePassword(password: string, common: ReadonlySet<string> | undefined): PasswordVerdict {
  if (!password) return { state: 'empty' };
  if (password.length < PASSWORD_MIN) return { state: 'short', reason: `Use at least ${PASSWORD_MIN} characters.` };
  if (password.length > PASSWORD_MAX) return { state: 'long', reason: `Use at most ${PASSWORD_MAX} characters.` };
  if (!common) return { state: 'checking' };
  if (common.has(password.toLowerCase())) return { state: 'common', reason: COMMON_PASSWORD_MESSAGE };
  return { state: 'ok' };
}

/** The verdict on `password`, loading the list as soon as there is something to judge. */
export function usePasswordVerdict(password: string): PasswordVerdict {
  const [common, setCommon] = useState<ReadonlySet<string>>();
  const wanted = password.length > 0;
  useEffect(() => {
    if (!wanted || common) return;
    let live = true;
    // Offline with the list not yet fetched: the length rule still shows; the server has the last word.
    loadCommonPasswords().then((list) => live && setCommon(list), () => undefined);
    return () => {
      live = false;
    };
  }, [wanted, common]);
  return judgePassword(password, common);
}
