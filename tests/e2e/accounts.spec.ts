import { expect, test, type Page } from '@playwright/test';
import { findInstitution, type Institution } from '../../src/contract/institutions.ts';
import {
  createAccount,
  expectToast,
  linkIn,
  newAccountsContext,
  newestMailTo,
  PASSWORD,
  primaryColour,
  shellLink,
  submitSignIn,
  uniqueEmail,
} from './support/accounts-users.ts';

const ICON = 'public/icons/icon-192.png';
const NEW_PASSWORD = 'Kumasi-rainy-season-2027';

function institution(id: number): Institution {
  const found = findInstitution(id);
  if (!found) throw new Error(`no institution ${id}`);
  return found;
}

/** The coloured welcome banner at the top of the home page. */
function welcome(page: Page, firstName: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: `Welcome, ${firstName}`, level: 1 }) });
}

async function expectStep(page: Page, step: number, title: string): Promise<void> {
  await expect(page.getByText(`Step ${step} of 3`)).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
}

/** Walks the three sign-up steps; with `profile`, step 3 adds a photo and a bio. */
async function signUpThroughUi(page: Page, name: string, school: Institution, profile: boolean): Promise<void> {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Join Campus', level: 1 })).toBeVisible();
  await expectStep(page, 1, 'Create your account');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(name));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 2, 'Choose your university');
  await page.getByLabel('University or campus').selectOption({ label: school.name });
  await expect(page.getByText(`${school.shortName} colours will theme your Campus.`)).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expectStep(page, 3, 'Set up your profile');
  if (profile) {
    await page.getByLabel('Add a profile photo').setInputFiles(ICON);
    await expect(page.getByText('icon-192.png')).toBeVisible();
    await page.getByLabel('Bio').fill('Level 200 law student, into moot court.');
  }
  await page.getByRole('button', { name: 'Finish' }).click();
}

test('signing up through all three steps lands signed in, in University of Ghana colours', async ({ browser, viewport }) => {
  const school = institution(1000);
  const context = await newAccountsContext(browser, viewport);
  const page = await context.newPage();

  await signUpThroughUi(page, 'Ama Owusu', school, true);
  await expect(page.getByText('Profile update successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(welcome(page, 'Ama')).toBeVisible();
  await expect(welcome(page, 'Ama').getByText(school.name, { exact: true })).toBeVisible();
  const photo = welcome(page, 'Ama').locator('img');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await primaryColour(page)).toBe(school.colors.primary);

  // The session and its colours survive a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Ama', level: 1 })).toBeVisible();
  expect(await primaryColour(page)).toBe(school.colors.primary);
  await context.close();
});

test('signing up for KNUST themes the app in KNUST colours', async ({ browser, viewport }) => {
  const school = institution(1001);
  const context = await newAccountsContext(browser, viewport);
  const page = await context.newPage();

  await page.goto('/sign-up');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  expect(await primaryColour(page)).not.toBe(school.colors.primary);

  await signUpThroughUi(page, 'Kofi Boateng', school, false);
  await expect(welcome(page, 'Kofi').getByText(school.name, { exact: true })).toBeVisible();
  expect(await primaryColour(page)).toBe(school.colors.primary);
  expect(school.colors.primary).not.toBe(institution(1000).colors.primary);
  await context.close();
});

test('signing out from settings, then signing in again', async ({ browser, viewport }) => {
  const context = await newAccountsContext(browser, viewport);
  const account = await createAccount(context, 'Esi Mensah', 1002);
  const page = await context.newPage();

  await page.goto('/sign-in');
  await submitSignIn(page, account.email, account.password);
  await expectToast(page, 'Success', 'You have successfully logged in.');
  await expect(page.getByRole('heading', { name: 'Welcome, Esi', level: 1 })).toBeVisible();

  await shellLink(page, 'Settings').click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

  // Signed out for real: the signed-in pages send back to sign-in.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);

  await page.goto('/sign-in');
  await submitSignIn(page, account.email, account.password);
  await expectToast(page, 'Success', 'You have successfully logged in.');
  await expect(page.getByRole('heading', { name: 'Welcome, Esi', level: 1 })).toBeVisible();
  await context.close();
});

test('a wrong password is refused with the catalogue message', async ({ browser, viewport }) => {
  const context = await newAccountsContext(browser, viewport);
  const account = await createAccount(context, 'Yaw Asante', 1003);
  const page = await context.newPage();

  await page.goto('/sign-in');
  await submitSignIn(page, account.email, 'Not-the-right-password-1');
  await expectToast(page, 'An error occurred.', 'Email or password is incorrect.');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await context.close();
});

test('a forgotten password is reset through the mailed link', async ({ browser, viewport }) => {
  const context = await newAccountsContext(browser, viewport);
  const account = await createAccount(context, 'Abena Darko', 1004);
  const page = await context.newPage();

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, 'Password Reset Link Sent.', 'A password reset link has been sent to your email.');

  const mail = await newestMailTo(account.email);
  expect(mail.subject).toBe('Reset your Campus password');
  await page.goto(linkIn(mail));
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expectToast(page, 'Password Updated.', 'Your password has been updated.');
  await expect(page).toHaveURL(/\/sign-in$/);

  await submitSignIn(page, account.email, account.password);
  await expectToast(page, 'An error occurred.', 'Email or password is incorrect.');

  await submitSignIn(page, account.email, NEW_PASSWORD);
  await expectToast(page, 'Success', 'You have successfully logged in.');
  await expect(page.getByRole('heading', { name: 'Welcome, Abena', level: 1 })).toBeVisible();
  await context.close();
});
