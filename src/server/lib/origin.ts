/** Is `origin` the app's own? PUBLIC_URL when set, otherwise the host the request came to. */
export function isOwnOrigin(origin: string, options: { publicUrl?: string; host?: string; secure: boolean }): boolean {
  if (options.publicUrl) return origin === new URL(options.publicUrl).origin;
  if (!options.host) return false;
  try {
    return new URL(origin).host === options.host;
  } catch {
    return false;
  }
}
