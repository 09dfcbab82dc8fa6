/* The mocked app's QA panel, driven as QA drives it (tests/mocks/browser/qa-panel.tsx). */
import { expect, type Page } from '@playwright/test';

export const qaPanel = (page: Page) => page.getByRole('region', { name: 'QA panel' });

async function openPanel(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'QA', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(qaPanel(page)).toBeVisible();
}

/** Picks a scenario; one on another data set starts the app again on it. */
export async function chooseScenario(page: Page, label: string): Promise<void> {
  await openPanel(page);
  const select = qaPanel(page).getByLabel('Scenario');
  await select.selectOption({ label });
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** Presses a push control once the app's socket is up, and answers the text that was pushed. */
export async function pushFromAnotherStudent(page: Page, control: string, event: string): Promise<string> {
  await openPanel(page);
  await expect(qaPanel(page).getByText('App socket: connected')).toBeVisible();
  const status = qaPanel(page).getByRole('status');
  const before = (await status.textContent()) ?? '';
  await qaPanel(page).getByRole('button', { name: control }).click();
  await expect(status).not.toHaveText(before);
  await expect(status).toContainText(`Sent ${event}: `);
  return ((await status.textContent()) ?? '').replace(`Sent ${event}: `, '');
}
