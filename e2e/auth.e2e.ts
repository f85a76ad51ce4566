import { axeViolations, expect, test } from './fixtures.js';

test.describe('accounts core in Chromium', () => {
  test('register → /homepage → sign out → sign in again', async ({ page, consoleErrors, newUser }) => {
    void consoleErrors;
    await page.goto('/');
    await expect(page.getByText('So much to learn, So many resources, but still can not learn.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Procrastination Doom Loop/ })).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/landing.png', fullPage: true });

    await page.goto('/register');
    await expect(page.getByText('Sign up and start Learning with your friends')).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/register.png', fullPage: true });
    await page.getByLabel('Username').fill(newUser.username);
    await page.getByLabel('Email').fill(newUser.email);
    await page.getByLabel('Password', { exact: true }).fill(newUser.password);
    await page.getByRole('button', { name: 'SignUp' }).click();
    await expect(page).toHaveURL(/\/homepage/);
    // a new account is greeted by the first-run dialogs (their own test: onboarding.e2e.ts)
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goto('/homepage/profile');

    const menu = page.getByRole('button', { name: new RegExp(`Account menu for ${newUser.username}`) });
    await expect(menu).toBeVisible();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    // a visitor is sent away from the app
    await page.goto('/homepage');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/signin');
    await page.getByLabel('Email').fill(newUser.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your username or password is incorrect.');
    await page.getByLabel('Password', { exact: true }).fill(newUser.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/homepage/);
    await expect(page.getByRole('button', { name: new RegExp(`Account menu for ${newUser.username}`) })).toBeVisible();

    // a signed-in user is sent from public pages to the app
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/homepage/);
  });

  test('profile details: edit and save', async ({ page, consoleErrors, newUser }) => {
    void consoleErrors;
    await page.goto('/register');
    await page.getByLabel('Username').fill(newUser.username);
    await page.getByLabel('Email').fill(newUser.email);
    await page.getByLabel('Password', { exact: true }).fill(newUser.password);
    await page.getByRole('button', { name: 'SignUp' }).click();
    await expect(page).toHaveURL(/\/homepage/);
    await page.goto('/homepage/profile');
    await expect(page.getByRole('heading', { name: 'Profile & settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Location').fill('London, UK');
    await page.getByRole('button', { name: 'Save' }).click();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText('Your profile is saved.')).toBeVisible();
    await expect(details.getByText('Ada', { exact: true })).toBeVisible();
    await expect(details.getByText('London, UK')).toBeVisible();
    // the header shows the new first name at once (the cache was updated)
    await expect(page.getByRole('banner').getByText('Ada', { exact: true })).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/profile.png', fullPage: true });
  });

  test('the demo user signs in, and the pages have no serious accessibility violations', async ({ page, consoleErrors }) => {
    void consoleErrors;
    for (const path of ['/', '/signin', '/register']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.getByRole('link', { name: /Sign in HERE/ }).click();
    await page.getByLabel('Email').fill('asha@demo.poolmates.test');
    await page.getByLabel('Password', { exact: true }).fill('learn-together-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/homepage/);
  });

  test('phone width: the landing and sign-in pages fit without horizontal scrolling', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    for (const path of ['/', '/signin', '/register']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/');
    // the whole page (the served static first screen has no more: decision 080) and the app's Escape below
    await expect(page.locator('#static-landing')).toHaveCount(0);
    await page.screenshot({ path: 'e2e/artifacts/landing-phone.png', fullPage: true });

    // The main nav is hidden here; the menu button (a <details>' summary: its open state is the
    // element's own) reveals it, from the keyboard too.
    const menu = page.getByRole('button', { name: 'Menu' });
    const disclosure = menu.locator('xpath=..');
    await expect(menu).toBeVisible();
    await expect(disclosure).toHaveJSProperty('open', false);
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(disclosure).toHaveJSProperty('open', true);
    const panel = page.getByRole('navigation', { name: 'Menu' });
    await expect(panel.getByRole('link', { name: 'Pools' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'How it works' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'About' })).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/landing-phone-menu.png' });
    await page.keyboard.press('Escape');
    await expect(disclosure).toHaveJSProperty('open', false);
    await expect(menu).toBeFocused();
    await menu.click();
    await panel.getByRole('link', { name: 'Pools' }).click();
    await expect(page).toHaveURL(/\/pool/);
    await context.close();
  });
});
