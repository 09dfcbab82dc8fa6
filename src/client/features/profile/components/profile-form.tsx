import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Me } from '../../../../contract/users.ts';
import { InstitutionSelect } from '../../../components/institution-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { BIO_MAX } from './profile-setup-form.tsx';

/** Edits my name, bio and institution (PATCH /auth/update-profile). */
export function ProfileForm({ me }: { me: Me }) {
  const [name, setName] = useState(me.name);
  const [bio, setBio] = useState(me.bio);
  const [institutionId, setInstitutionId] = useState<number | null>(me.institutionId);
  const [nameError, setNameError] = useState<string>();

  const update = useUpdateProfile({
    mutationConfig: {
      onSuccess: () => toast.success(catalogue.account.profileSaved),
      onError: (error) => toastFailure(error, catalogue.account.profileFailed),
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = !trimmed ? 'Enter your name.' : trimmed.length > 80 ? 'Use at most 80 characters.' : undefined;
    setNameError(problem);
    if (problem) return;
    update.mutate({ name: trimmed, bio: bio.trim(), ...(institutionId === null ? {} : { institutionId }) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={nameError} />
      <TextArea label="Bio" hint={`${bio.length}/${BIO_MAX} characters.`} maxLength={BIO_MAX} value={bio} onChange={(e) => setBio(e.target.value)} />
      <InstitutionSelect value={institutionId} onChange={setInstitutionId} />
      <Button type="submit" loading={update.isPending} className="self-start">
        Save profile
      </Button>
    </form>
  );
}
