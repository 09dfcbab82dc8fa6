import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-field.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { AvatarField } from './avatar-field.tsx';

export const BIO_MAX = 500;

/** Sign-up step 3: an optional bio and photo, saved in the new session. */
export function ProfileSetupForm({ onDone }: { onDone: () => void }) {
  const me = useMe();
  const [bio, setBio] = useState(me.bio);
  const [file, setFile] = useState<File | null>(null);
  const updateProfile = useUpdateProfile();
  const uploadAvatar = useUploadAvatar();
  const saving = updateProfile.isPending || uploadAvatar.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = bio.trim();
    if (trimmed.length > BIO_MAX) return;
    try {
      if (trimmed !== me.bio) await updateProfile.mutateAsync({ bio: trimmed });
      if (file) await uploadAvatar.mutateAsync(file);
      if (trimmed !== me.bio || file) toast.success(catalogue.account.profileSaved);
      onDone();
    } catch (error) {
      toastFailure(error, catalogue.account.profileFailed);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <AvatarField name={me.name} currentUrl={me.avatarUrl} file={file} onFileChange={setFile} label="Add a profile photo" />
      <TextArea
        label="Bio"
        hint={`Optional. ${bio.length}/${BIO_MAX} characters.`}
        value={bio}
        maxLength={BIO_MAX}
        onChange={(event) => setBio(event.target.value)}
        placeholder="For example: Level 300 law student, into moot court."
      />
      <Button type="submit" loading={saving} className="w-full">
        Finish
      </Button>
    </form>
  );
}
