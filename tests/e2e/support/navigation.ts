import type { Page } from '@playwright/test';

/** The main navigation shown at this size (the sidebar on wide screens, the bottom bar on phones). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });

/** Opens an area from the main navigation; on a phone, areas beyond the bar sit behind "More". */
export async function openArea(page: Page, name: string): Promise<void> {
  // A badge adds to the accessible name after the label ("Notifications, 2 unread").
  const label = new RegExp(`^${name}\\b`);
  const nav = mainNav(page);
  // Counting before the shell has rendered would find nothing and wrongly reach for "More".
  await nav.getByRole('link').first().waitFor();
  const link = nav.getByRole('link', { name: label });
  if ((await link.count()) > 0) return link.click();
  await mainNav(page).getByRole('button', { name: 'More' }).click();
  await page.getByRole('list', { name: 'More areas' }).getByRole('link', { name: label }).click();
}
