import { useCallback, useEffect, useRef } from 'react';
import { useClaimInvite } from '../api/claim-invite.ts';

/**
 * The token of a mailed invite link (/groups/invites?claim=…), claimed once on arrival. The
 * address then drops it (`dropToken`, a replace), so neither a reload nor Back claims again;
 * the token stays here for a retry after a failure that was not the server's refusal.
 */
export function useClaimLink(token: string | undefined, dropToken: () => void) {
  const claim = useClaimInvite();
  const { mutate } = claim;
  const claimed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || claimed.current === token) return;
    claimed.current = token;
    mutate({ token });
    dropToken();
  }, [token, mutate, dropToken]);
  const retry = useCallback(() => {
    if (claimed.current) mutate({ token: claimed.current });
  }, [mutate]);
  return { claim, retry };
}
