import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AccountSection } from './account-section.tsx';
import { AppearanceSection } from './appearance-section.tsx';
import { BlockedPeopleSection } from './blocked-people-section.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { PreferencesSection } from './preferences-section.tsx';

export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">Settings</h1>
      <AppearanceSection />
      <PreferencesSection />
      <ChangePasswordForm />
      <BlockedPeopleSection />
      <AccountSection />
    </div>
  );
}
