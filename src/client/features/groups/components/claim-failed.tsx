import { LoadFailed } from '../../../components/ui/load-states.tsx';
import { isApiError } from '../../../lib/api-client.ts';

export const CLAIM_LINK_DEAD =
  'This invite link is no longer valid: it has been used, it has expired, or the invite was withdrawn. Ask the group’s owner or an admin to invite you again.';
export const CLAIM_LINK_TAKEN =
  'This invite link has already been used by another account. If that was not you, ask the group’s owner or an admin to invite you again.';

/** Why the invite of a mailed link did not come: refused for good by the server, or not reached (try again). */
export function ClaimFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const refusal = isApiError(error, 404) ? CLAIM_LINK_DEAD : isApiError(error, 409) ? CLAIM_LINK_TAKEN : undefined;
  const final = refusal ?? (isApiError(error) && error.fromServer && error.status < 500 ? error.message : undefined);
  if (final) {
    return (
      <p role="alert" className="rounded-2xl border border-line bg-surface p-4 text-fg">
        {final}
      </p>
    );
  }
  const reason = isApiError(error) ? ` ${error.message}` : '';
  return <LoadFailed message={`The invite from your link could not be opened.${reason}`} onRetry={onRetry} />;
}
