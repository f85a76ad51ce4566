import { readFile } from 'node:fs/promises';
import { axeViolations, expect, test } from './fixtures.js';
import { register, codeFromOutbox } from './helpers.js';

test.describe('onboarding dialogs in Chromium', () => {
  test('register → welcome → stereotype → profile → verify email → security code PDF → all done', async ({ page, consoleErrors, newUser }) => {
    void consoleErrors;
    await register(page, newUser);

    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Welcome to Poolmates');
    await expect(dialog.getByRole('button', { name: 'Get Started' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'e2e/artifacts/onboarding-1-welcome.png' });
    // Escape skips nothing.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveAccessibleName('Welcome to Poolmates');
    await dialog.getByRole('button', { name: 'Get Started' }).click();

    await expect(dialog).toHaveAccessibleName('Choose your stereotype');
    await expect(dialog.getByTestId('stereotype-value')).toHaveText('Select');
    // Select does nothing until a stereotype is picked (it is marked aria-disabled, so force the click).
    await dialog.getByRole('button', { name: 'Select' }).click({ force: true });
    await expect(dialog.getByTestId('stereotype-value')).toHaveText('Select');
    await dialog.locator('label', { hasText: 'Geek' }).click();
    await dialog.getByRole('button', { name: 'Select' }).click();
    await expect(dialog.getByTestId('stereotype-value')).toHaveText('Geek');
    await page.screenshot({ path: 'e2e/artifacts/onboarding-2-stereotype.png' });
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog).toHaveAccessibleName('A little about you');
    await dialog.locator('label', { hasText: 'Female' }).click();
    await dialog.getByLabel('Location').fill('Pune,India');
    await dialog.getByRole('button', { name: /Time zone/ }).click();
    await dialog.getByRole('combobox', { name: 'Search time zones' }).fill('kolkata');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: /Time zone/ })).toContainText('Kolkata');
    await page.screenshot({ path: 'e2e/artifacts/onboarding-3-profile.png' });
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog).toHaveAccessibleName('Verify Email Id');
    await expect(dialog.getByText(newUser.email)).toBeVisible();
    await expect(dialog.getByText('OTP may sometimes end up in your SPAM FOLDER')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Skip Now' })).toBeDisabled();
    const otp = await codeFromOutbox(page.request, newUser.email);
    await page.screenshot({ path: 'e2e/artifacts/onboarding-4-verify-email.png' });
    await dialog.getByLabel('Enter OTP').fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The code does not match. Please check it and try again.');
    await dialog.getByLabel('Enter OTP').fill(otp);
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(dialog).toHaveAccessibleName('Your security code');
    await expect(dialog.getByText('Email verified')).toBeVisible();
    await expect(dialog.getByText(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/)).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/onboarding-5-security-code.png' });
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Confirm' }).click()]);
    expect(download.suggestedFilename()).toBe('SecurityCode.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await expect(dialog).toHaveAccessibleName('All done!');
    await page.screenshot({ path: 'e2e/artifacts/onboarding-6-all-done.png' });
    await dialog.getByRole('button', { name: 'DiveIn' }).click();
    await expect(dialog).toHaveCount(0);

    // The server remembers: no dialog after a reload, and the profile has the answers.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No active pools yet' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/homepage/profile');
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText('Pune,India')).toBeVisible();
    await expect(details.getByText('Geek')).toBeVisible();
    await expect(details.getByText(/^Asia\/(Kolkata|Calcutta)$/)).toBeVisible();
  });

  test('phone width: the dialogs fit, and the Download page records an install click', async ({ browser, newUser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await register(page, newUser);
    const dialog = page.getByRole('dialog');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect(dialog).toHaveAccessibleName('Welcome to Poolmates');
    await page.screenshot({ path: 'e2e/artifacts/onboarding-phone-1-welcome.png' });
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await expect(dialog).toHaveAccessibleName('Choose your stereotype');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'e2e/artifacts/onboarding-phone-2-stereotype.png' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toHaveAccessibleName('A little about you');
    await dialog.getByRole('button', { name: /Time zone/ }).click();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'e2e/artifacts/onboarding-phone-3-profile.png' });
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toHaveAccessibleName('Verify Email Id');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'e2e/artifacts/onboarding-phone-4-verify-email.png' });

    await page.goto('/download');
    const recorded = page.waitForResponse((r) => r.url().endsWith('/graphql') && !!r.request().postData()?.includes('RecordAppDownload'));
    await page.getByRole('button', { name: 'Install Poolmates' }).click();
    expect(await (await recorded).json()).toEqual({ data: { recordAppDownload: true } });
    await page.screenshot({ path: 'e2e/artifacts/download-phone.png' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
