/* The people of the messaging tests: me (signed in) and two classmates on the mock server. */
import type { Me } from '../../../../src/contract/users.ts';
import { addAccount, buildMe } from '../../../mocks/db.ts';

export type People = { me: Me; kofi: Me; efua: Me };

export function seedPeople(): People {
  const me = buildMe({ name: 'Ama Mensah' });
  const kofi = buildMe({ name: 'Kofi Boateng' });
  const efua = buildMe({ name: 'Efua Owusu' });
  addAccount(kofi);
  addAccount(efua);
  return { me, kofi, efua };
}
