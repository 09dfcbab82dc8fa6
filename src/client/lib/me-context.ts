import { createContext, useContext } from 'react';
import type { Me } from '../../contract/users.ts';

/** The signed-in user inside the authenticated area (the _authed layout provides it). */
export const MeContext = createContext<Me | null>(null);

export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe is only available inside the signed-in area.');
  return me;
}
