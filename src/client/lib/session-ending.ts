/*
 * Whether this tab is itself ending its session (sign out, password change, account
 * deletion). The server then closes this tab's socket too; that close is expected here,
 * while the same close in another tab or device means its session was revoked.
 */
let endingHere = false;

/** Runs the request that ends the session; a failed request leaves the session as it was. */
export async function endSessionHere<T>(request: () => Promise<T>): Promise<T> {
  endingHere = true;
  try {
    return await request();
  } catch (error) {
    endingHere = false;
    throw error;
  }
}

export const isEndingSessionHere = (): boolean => endingHere;

/** A new connection belongs to a new (or still valid) session. */
export function forgetSessionEnding(): void {
  endingHere = false;
}
