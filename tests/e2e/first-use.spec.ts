/*
 * A new student's first minutes (issue 19): what the sign-in page says about Campus at
 * both sizes, focus coming back from a dialog, and another device signed out at once
 * when the password changes.
 */
import { expect, test } from '@playwright/test';
import { createAccount, expectToast, newAccountsContext, shellLink, submitSignIn } from './support/accounts-users.ts';

test('sign-in says what Campus is: above the form on a phone, beside it on a wide screen', async ({ browser, viewport }) => {
  const context = await newAccountsContext(browser, viewport);
  const page = await context.newPage();
  await page.goto('/sign-in');

  const intro = page.getByRole('region', { name: 'About Campus' });
  await expect(intro).toContainText('The student network and law study companion for universities in Ghana.');
  await expect(intro).toContainText('Law study tools');
  const form = page.getByRole('heading', { name: 'Sign in', level: 1 });
  const [introBox, formBox] = [await intro.boundingBox(), await form.boundingBox()];
  if (!introBox || !formBox || !viewport) throw new Error('not laid out');

  if (viewport.width < 1024) {
    expect(introBox.y + introBox.height).toBeLessThanOrEqual(formBox.y);
    // Still on the first screen: the whole form, its button included.
    const button = await page.getByRole('button', { name: 'Sign in', exact: true }).boundingBox();
    expect((button?.y ?? Infinity) + (button?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
  } else {
    expect(introBox.x + introBox.width).toBeLessThanOrEqual(formBox.x);
    await expect(intro).toContainText('Posts, study groups and messages with students at your university.');
  }
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await context.close();
});

test('a dialog gives focus back to the control that opened it', async ({ browser, viewport }) => {
  const context = await newAccountsContext(browser, viewport);
  const account = await createAccount(context, 'Akua Darko', 1001);
  const page = await context.newPage();
  await page.goto('/sign-in');
  await submitSignIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Welcome, Akua', level: 1 })).toBeVisible();
  await shellLink(page, 'Settings').click();

  const opener = page.getByRole('button', { name: 'Delete account' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(dialog).toContainText('Your account, profile, notes, files and messages will be deleted for good.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await context.close();
});

test('a password change signs the other device out at once, with the session-expired toast', async ({ browser, viewport }) => {
  const phoneContext = await newAccountsContext(browser, viewport);
  const account = await createAccount(phoneContext, 'Kojo Antwi', 1002);
  const laptopContext = await newAccountsContext(browser, viewport);
  const [phone, laptop] = [await phoneContext.newPage(), await laptopContext.newPage()];
  for (const page of [phone, laptop]) {
    await page.goto('/sign-in');
    await submitSignIn(page, account.email, account.password);
    await expect(page.getByRole('heading', { name: 'Welcome, Kojo', level: 1 })).toBeVisible();
  }

  await shellLink(phone, 'Settings').click();
  await phone.getByLabel('Current password').fill(account.password);
  await phone.getByLabel('New password', { exact: true }).fill('Takoradi-harbour-2027');
  await phone.getByLabel('Confirm new password').fill('Takoradi-harbour-2027');
  await phone.getByRole('button', { name: 'Change password' }).click();
  await expect(phone.getByText('Password successfully updated. Please login again')).toBeVisible();

  // The laptop does nothing: the server's closing of its socket is enough.
  await expectToast(laptop, 'Authentication Error.', 'You session has expired. Please login again.');
  await expect(laptop.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  // The phone that changed it is signed out without being told its session expired.
  await expect(phone.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(phone.getByText('Authentication Error.')).toHaveCount(0);
  await phoneContext.close();
  await laptopContext.close();
});
