import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { register, codeFromOutbox, verifyEmailByApi } from './helpers.js';

async function signOut(page: Page) {
  await page.request.post('/graphql', { data: { query: 'mutation { signOut }' }, headers: { 'content-type': 'application/json' } });
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

async function choosePassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password', { exact: true }).fill('different');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('* Password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByText('* Password does not match.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
}

test.describe('forgot password in Chromium', () => {
  test('using email: the code from the outbox, a new password, Continue lands signed in', async ({ page, consoleErrors, newUser }) => {
    void consoleErrors;
    await register(page, newUser);
    // reset codes only go to a verified address (decision 020)
    await verifyEmailByApi(page.request, newUser.email);
    await signOut(page);
    await page.getByRole('link', { name: 'Forgot Password ?' }).click();
    await expect(page).toHaveURL(/\/forgetpassword$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Identify Your Account' })).toBeVisible();
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('No account matches these details.')).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/recovery-1-identify.png', fullPage: true });
    await page.getByLabel('Email').fill(newUser.email);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/recovery-2-method.png', fullPage: true });
    await page.getByRole('button', { name: /Using Email/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Enter confirmation code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    const code = await codeFromOutbox(page.request, newUser.email);
    await page.getByLabel('Confirmation code').fill(code);
    await page.screenshot({ path: 'e2e/artifacts/recovery-3-code.png', fullPage: true });
    await page.getByRole('button', { name: 'Confirm' }).click();

    await choosePassword(page, `${newUser.password}-new`);
    await expect(page.getByRole('heading', { level: 1, name: 'All Done' })).toBeVisible();
    await expect(page.getByText('Successfully Changed Password')).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/recovery-5-done.png', fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/homepage$/);
    // Signed in: the first-run dialogs of this new account are waiting.
    await expect(page.getByRole('dialog', { name: 'Welcome to Poolmates' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/homepage$/);
  });

  test('using the recovery code: it is replaced by a new one, shown on All Done', async ({ page, consoleErrors, newUser }) => {
    void consoleErrors;
    await register(page, newUser);
    // The code as the user saved it: Settings → Security Code.
    await page.goto('/homepage/setting/Secuirtycode');
    await page.getByLabel('Password', { exact: true }).fill(newUser.password);
    await page.getByRole('button', { name: 'Show code' }).click();
    const saved = (await page.locator('.pm-code-card__code').textContent())!.trim();
    expect(saved).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    await signOut(page);

    await page.goto('/ForgetPassword');
    await page.getByLabel('Email').fill(newUser.email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: /Recovery Code/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter Recovery Code' })).toBeVisible();
    await page.getByLabel('Recovery code').fill('AAAA-BBBB-CCCC-DDDD');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toHaveText('Recovery code does not match');
    await page.getByLabel('Recovery code').fill(saved.toLowerCase());
    await page.screenshot({ path: 'e2e/artifacts/recovery-3-recovery-code.png', fullPage: true });
    await page.getByRole('button', { name: 'Confirm' }).click();

    await choosePassword(page, `${newUser.password}-2`);
    await page.screenshot({ path: 'e2e/artifacts/recovery-4-password.png', fullPage: true });
    await expect(page.getByRole('heading', { level: 1, name: 'All Done' })).toBeVisible();
    const fresh = (await page.locator('.recovery__code').textContent())!.trim();
    expect(fresh).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect(fresh).not.toBe(saved);
    await page.screenshot({ path: 'e2e/artifacts/recovery-5-done-new-code.png', fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/homepage$/);
    await expect(page.getByRole('dialog', { name: 'Welcome to Poolmates' })).toBeVisible();

    // The old password is gone; the new one works.
    await signOut(page);
    await page.getByLabel('Email').fill(newUser.email);
    await page.getByLabel('Password', { exact: true }).fill(`${newUser.password}-2`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/homepage$/);
  });
});
