import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { AvatarField } from './avatar-field.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileStats } from './profile-stats.tsx';

export function MyProfile() {
  const me = useMe();
  const profile = useUserProfile(me.id);
  const [file, setFile] = useState<File | null>(null);
  useDocumentTitle('My profile');

  const upload = useUploadAvatar({
    mutationConfig: {
      onSuccess: () => {
        setFile(null);
        toast.success(catalogue.account.profileSaved);
      },
      onError: (error) => toastFailure(error, catalogue.account.profileFailed),
    },
  });

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">My profile</h1>
      <section aria-label="Photo and activity" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <AvatarField name={me.name} currentUrl={me.avatarUrl} file={file} onFileChange={setFile} label="Change photo" />
          {file ? (
            <Button loading={upload.isPending} onClick={() => upload.mutate(file)}>
              Save photo
            </Button>
          ) : null}
        </div>
        <p className="text-sm break-all text-muted">{me.email}</p>
        {profile.data ? <ProfileStats profile={profile.data} /> : null}
      </section>
      <section aria-labelledby="edit-profile" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <h2 id="edit-profile" className="mb-4 text-lg font-semibold text-fg">Edit profile</h2>
        <ProfileForm key={me.id} me={me} />
      </section>
    </div>
  );
}
