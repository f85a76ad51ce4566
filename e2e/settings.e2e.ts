import { axeViolations, expect, test } from './fixtures.js';
import { codeFromOutbox, makePng, register } from './helpers.js';

test.describe('settings in Chromium', () => {
  test('change password, set a PIN, upload a profile picture', async ({ page, consoleErrors, newUser }) => {
    void consoleErrors;
    await register(page, newUser);
    await page.goto('/homepage/setting');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const list = page.getByRole('navigation', { name: 'Settings' });
    await expect(list.getByRole('link')).toHaveText([/Username/, /Email Update/, /Mobile number/, /Change Password/, /Security Code/, /PIN/, /Notifications/, /Squad digest/, /Deactivate account/]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'e2e/artifacts/settings-list.png', fullPage: true });

    // Change password: the current one is checked on blur.
    await list.getByRole('link', { name: /Change Password/ }).click();
    await expect(page).toHaveURL(/\/homepage\/setting\/changepassword$/);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).focus();
    await expect(page.getByText('* Incorrect password.')).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill(newUser.password);
    await page.getByLabel('New password', { exact: true }).fill(`${newUser.password}-x`);
    await page.getByLabel('Confirm new password', { exact: true }).fill(`${newUser.password}-x`);
    await expect(page.getByText('* Incorrect password.')).toHaveCount(0);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/settings-change-password.png', fullPage: true });

    // PIN: none yet, so the new boxes are open; afterwards the current PIN is asked first.
    await page.getByRole('link', { name: 'Back to settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: /PIN/ }).click();
    await expect(page).toHaveURL(/\/homepage\/setting\/Changepin$/);
    await page.getByLabel('New PIN digit 1 of 4').click();
    await page.keyboard.type('2468');
    await expect(page.getByLabel('New PIN digit 4 of 4')).toBeFocused();
    await page.getByLabel('Confirm PIN digit 1 of 4').click();
    await page.keyboard.type('2468');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByLabel('Confirm PIN digit 2 of 4')).toHaveAttribute('type', 'text');
    await page.screenshot({ path: 'e2e/artifacts/settings-pin.png', fullPage: true });
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expect(page.getByText('User pin is updated')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Current PIN' })).toBeVisible();
    await expect(page.getByLabel('New PIN digit 1 of 4')).toBeDisabled();
    await page.getByLabel('Current PIN digit 1 of 4').click();
    await page.keyboard.type('2468');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Current PIN verified.')).toBeVisible();
    await expect(page.getByLabel('New PIN digit 1 of 4')).toBeEnabled();
    await page.screenshot({ path: 'e2e/artifacts/settings-pin-verified.png', fullPage: true });

    // Profile picture: a PNG made here, previewed, uploaded, shown in the header.
    await page.goto('/homepage/profile/profilepicture');
    await page.getByLabel('Choose a picture').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng(96, 64) });
    await expect(page.getByRole('img', { name: 'Preview of the new picture' })).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/profile-picture-preview.png', fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile picture is saved.')).toBeVisible();
    const current = page.getByRole('img', { name: 'Your profile picture' });
    await expect(current).toHaveAttribute('src', /^\/uploads\/.+\.jpg$/);
    expect(await current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(280);
    await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /^\/uploads\//);
    await page.screenshot({ path: 'e2e/artifacts/profile-picture-saved.png', fullPage: true });
  });

  test('email update: current password, a code to the new address, the old address told with an undo link', async ({ page, consoleErrors, newUser }) => {
    void consoleErrors;
    await register(page, newUser);
    await page.goto('/homepage/setting/email');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Update' })).toBeVisible();
    const fresh = newUser.email.replace('@', '.new@');
    await page.getByLabel('New email').fill(fresh);
    await page.getByLabel('Current password').focus();
    await expect(page.getByText('This email is available.')).toBeVisible();
    const verifyNow = page.getByRole('button', { name: 'Verify Now' });
    await expect(verifyNow).toBeDisabled();
    await page.getByLabel('Current password').fill('not-my-password');
    await verifyNow.click();
    const dialog = page.getByRole('dialog', { name: 'Verify Email Id' });
    await expect(dialog.getByRole('alert')).toHaveText('* Incorrect password.');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByLabel('Current password').fill(newUser.password);
    await verifyNow.click();
    await expect(dialog.getByText('Email updated. A code was sent to the new address.')).toBeVisible();
    await expect(dialog.getByText(fresh)).toBeVisible();
    // until the code is confirmed the account keeps its address
    await expect(page.locator('.settings__current-value')).toHaveText(newUser.email);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'e2e/artifacts/settings-email-code.png', fullPage: true });
    await dialog.getByLabel('Enter OTP').fill(await codeFromOutbox(page.request, fresh));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your email is verified.')).toBeVisible();
    await expect(page.locator('.settings__current-value')).toHaveText(fresh);

    // the old address got the notice; its link undoes the change and signs every device out
    let link = '';
    await expect
      .poll(async () => {
        const html = await (await page.request.get('/dev/outbox')).text();
        return (link = /https?:\/\/[^\s<]*\/account\/email-undo\?t=[0-9a-f.-]+/.exec(html)?.[0] ?? '');
      })
      .not.toBe('');
    const { pathname, search } = new URL(link);
    await page.goto(pathname + search);
    await expect(page.getByRole('heading', { level: 1, name: 'Undo the email change?' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your email address is back' })).toBeVisible();
    await expect(page.getByText(newUser.email)).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/settings-email-undone.png', fullPage: true });
    const me = await page.request.post('/graphql', { data: { query: '{ me { id } }' } });
    expect(await me.json()).toEqual({ data: { me: null } });
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(newUser.email);
    await page.getByLabel('Password', { exact: true }).fill(newUser.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/homepage$/);
  });

  test('phone width: the settings screens fit', async ({ browser, newUser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await register(page, newUser);
    for (const [path, shot] of [
      ['/homepage/setting', 'list'],
      ['/homepage/setting/username', 'username'],
      ['/homepage/setting/email', 'email'],
      ['/homepage/setting/changepassword', 'change-password'],
      ['/homepage/setting/Secuirtycode', 'security-code'],
      ['/homepage/setting/Changepin', 'pin'],
      ['/homepage/setting/deactivateaccount', 'deactivate'],
      ['/homepage/profile/profilepicture', 'profile-picture'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `e2e/artifacts/settings-phone-${shot}.png`, fullPage: true });
    }
    await context.close();
  });

  test('deactivate → deactivated page → sign in → restore', async ({ page, consoleErrors, newUser }) => {
    void consoleErrors;
    await register(page, newUser);
    await page.goto('/homepage/setting/deactivateaccount');
    await expect(page.getByRole('heading', { level: 1, name: 'Deactivate account' })).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-my-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Invalid Password')).toBeVisible();
    await expect(password).toHaveValue('');
    await password.fill(newUser.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/homepage\/setting\/deactivateaccount\/confirm$/);
    await page.screenshot({ path: 'e2e/artifacts/settings-deactivate-confirm.png', fullPage: true });
    await page.getByRole('button', { name: 'Deactivate account' }).click();

    await expect(page).toHaveURL(/\/deactivatedpage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is deactivated' })).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/deactivated-signed-out.png', fullPage: true });
    // The session really ended on the server.
    const me = await page.request.post('/graphql', { data: { query: '{ me { id } }' } });
    expect(await me.json()).toEqual({ data: { me: null } });

    await page.getByRole('link', { name: 'Sign in to restore' }).click();
    await page.getByLabel('Email').fill(newUser.email);
    await page.getByLabel('Password', { exact: true }).fill(newUser.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/deactivatedpage$/);
    await page.getByRole('button', { name: 'Restore account' }).click();
    await expect(page).toHaveURL(/\/homepage$/);
    await expect(page.getByRole('dialog', { name: 'Welcome to Poolmates' })).toBeVisible();
  });
});
