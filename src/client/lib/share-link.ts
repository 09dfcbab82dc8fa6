export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares a link through the system's share sheet where there is one, else puts it on the
 * clipboard. Answers what happened; a failure (no clipboard, say) is thrown.
 */
export async function shareLink({ url, title, text }: { url: string; title: string; text?: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}
