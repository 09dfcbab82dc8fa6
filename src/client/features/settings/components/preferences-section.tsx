import { toast } from 'sonner';
import type { Preferences } from '../../../../contract/users.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useMe } from '../../../lib/me-context.ts';
import { recordLowDataChoice, useLowData } from '../../../lib/use-low-data.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { DataCounter } from './data-counter.tsx';

type Toggle = Exclude<keyof Preferences, 'colorMode'>;

const toggles: { key: Toggle; label: string; description: string }[] = [
  { key: 'lowDataMode', label: 'Low-data mode', description: 'Initials instead of photos, images only when you tap, shorter feed pages and no preloading.' },
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
      onError: (error) => toastFailure(error, catalogue.account.preferencesFailed),
    },
  });
  // While a change is saving, show it as made.
  const pending = save.isPending ? save.variables : undefined;
  // The switch shows low-data mode as applied (the browser may have asked for it) and keeps the choice on this device.
  const effective = { ...me.preferences, lowDataMode: useLowData() };
  const change = (key: Toggle, checked: boolean) => {
    if (key === 'lowDataMode') recordLowDataChoice(checked ? 'on' : 'off');
    if (checked !== me.preferences[key]) save.mutate({ [key]: checked });
    else toast.success(catalogue.account.preferencesSaved);
  };

  return (
    <section aria-labelledby="preferences-heading" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id="preferences-heading" className="mb-2 text-lg font-semibold text-fg">Preferences</h2>
      <div className="divide-y divide-line">
        {toggles.map((toggle) => (
          <div key={toggle.key}>
            <Switch
              label={toggle.label}
              description={toggle.description}
              checked={pending?.[toggle.key] ?? effective[toggle.key]}
              disabled={save.isPending}
              onCheckedChange={(checked) => change(toggle.key, checked)}
            />
            {toggle.key === 'lowDataMode' ? <DataCounter /> : null}
          </div>
        ))}
      </div>
    </section>
  );
}
