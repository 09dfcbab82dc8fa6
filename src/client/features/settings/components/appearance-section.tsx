import { toast } from 'sonner';
import { colorModes, type ColorMode } from '../../../../contract/users.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';

const labels: Record<ColorMode, { title: string; text: string }> = {
  light: { title: 'Light', text: 'Bright surfaces' },
  dark: { title: 'Dark', text: 'Easy on the eyes at night' },
  system: { title: 'System', text: 'Follow this device' },
};

/** Light, dark or system: applied at once, saved to the account, undone if saving fails. */
export function AppearanceSection() {
  const me = useMe();
  const colorMode = useSessionStore((state) => state.colorMode);
  const setColorMode = useSessionStore((state) => state.setColorMode);
  const save = useUpdatePreferences({
    mutationConfig: {
      onSuccess: () => toast.success(catalogue.account.preferencesSaved),
      onError: (error) => {
        setColorMode(me.preferences.colorMode);
        toastFailure(error, catalogue.account.preferencesFailed);
      },
    },
  });

  const choose = (mode: ColorMode) => {
    if (mode === colorMode) return;
    setColorMode(mode);
    save.mutate({ colorMode: mode });
  };

  return (
    <fieldset className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <legend className="float-left mb-3 text-lg font-semibold text-fg">Colour mode</legend>
      <div className="clear-both grid grid-cols-1 gap-2 sm:grid-cols-3">
        {colorModes.map((mode) => (
          <label
            key={mode}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-text ${mode === colorMode ? 'border-primary-text bg-muted-surface' : 'border-line'}`}
          >
            <input
              type="radio"
              name="color-mode"
              value={mode}
              checked={mode === colorMode}
              disabled={save.isPending}
              onChange={() => choose(mode)}
              className="size-5 accent-[var(--color-primary-text)]"
            />
            <span className="flex flex-col">
              <span className="font-medium text-fg">{labels[mode].title}</span>
              <span className="text-sm text-muted">{labels[mode].text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
