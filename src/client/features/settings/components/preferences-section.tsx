import { toast } from 'sonner';
import type { Preferences } from '../../../../contract/users.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';

type Toggle = Exclude<keyof Preferences, 'colorMode'>;

const toggles: { key: Toggle; label: string; description: string }[] = [
  { key: 'lowDataMode', label: 'Low-data mode', description: 'Show initials instead of profile photos.' },
  { key: 'sound', label: 'Sound', description: 'Play a chime for new messages and notifications.' },
  { key: 'emailNotifications', label: 'Email notifications', description: 'Get an email about activity you miss.' },
  { key: 'showOnlineStatus', label: 'Show online status', description: 'Let your contacts see when you are online.' },
];

/** Each switch saves on its own through PATCH /auth/update-preferences. */
export function PreferencesSection() {
  const me = useMe();
  const save = useUpdatePreferences({
    mutationConfig: {
      onSuccess: () => toast.success(catalogue.account.preferencesSaved),
      onError: () => toast.error(catalogue.account.preferencesFailed),
    },
  });
  // While a change is saving, show it as made.
  const pending = save.isPending ? save.variables : undefined;

  return (
    <section aria-labelledby="preferences-heading" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id="preferences-heading" className="mb-2 text-lg font-semibold text-fg">Preferences</h2>
      <div className="divide-y divide-line">
        {toggles.map((toggle) => (
          <Switch
            key={toggle.key}
            label={toggle.label}
            description={toggle.description}
            checked={pending?.[toggle.key] ?? me.preferences[toggle.key]}
            disabled={save.isPending}
            onCheckedChange={(checked) => save.mutate({ [toggle.key]: checked })}
          />
        ))}
      </div>
    </section>
  );
}
