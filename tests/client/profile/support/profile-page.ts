/* Reading a profile page as a student sees it. */
import { screen } from '@testing-library/react';

/** The figure shown under `label` in the profile's counts (Followers, Following, Posts). */
export function stat(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
}
