import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useInviteMember } from '../api/invite-member.ts';
import { useSearchGroupUsers } from '../api/search-group-users.ts';

const emailSchema = z.email();
const MIN_QUERY = 2;

/**
 * Invites by e-mail address. While it is typed, people whose name contains it, or whose
 * address it is exactly, are shown, so the inviter can tell the address belongs to the
 * classmate they mean (the search answers no addresses, so a suggestion cannot fill one in).
 */
export function InviteForm({ groupId, memberIds }: { groupId: string; memberIds: string[] }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const query = useDebouncedValue(email.trim());
  const search = useSearchGroupUsers(query.length >= MIN_QUERY ? query : '');
  const people = query.length >= MIN_QUERY ? (search.data?.items ?? []) : [];
  const invite = useInviteMember({ mutationConfig: { onSuccess: () => setEmail('') } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!emailSchema.safeParse(address).success) {
      setError('Enter the e-mail address of the person to invite.');
      return;
    }
    setError(undefined);
    invite.mutate({ groupId, email: address });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4">
      <h3 id={`${id}-title`} className="font-semibold text-fg">Invite someone</h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          className="flex-1"
        />
        <Button type="submit" loading={invite.isPending} className="sm:mt-7">
          Send invite
        </Button>
      </div>
      {people.length > 0 ? (
        <div>
          <h4 className="mb-1 text-sm font-semibold text-muted">People on Campus matching “{query}”</h4>
          <ul aria-label="Matching people" aria-live="polite" className="flex flex-col gap-1">
            {people.map((person) => (
              <li key={person.id} className="flex min-h-11 items-center gap-3 rounded-xl px-2 py-1">
                <Avatar name={person.name} url={person.avatarUrl} size="sm" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium text-fg">{person.name}</span>
                  {person.nameOfUniversity ? <span className="truncate text-xs text-muted">{person.nameOfUniversity}</span> : null}
                </span>
                {memberIds.includes(person.id) ? <span className="text-xs font-semibold text-muted">Already a member</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
