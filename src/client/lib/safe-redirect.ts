/** Only same-site paths may be returned to after sign-in ("/x", never "//host" or "https://…"). */
export function safeRedirect(target: string | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
