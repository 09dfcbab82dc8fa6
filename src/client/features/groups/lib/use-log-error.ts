import { useEffect } from 'react';

/** Read failures the spec keeps quiet about: logged for developers, nothing shown to the user. */
export function useLogError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`[groups] ${what} failed`, error);
  }, [error, what]);
}
