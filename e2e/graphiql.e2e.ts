import { expect, test } from './fixtures.js';

/** Integrators' door: the bundled GraphiQL runs a query with the session cookie, offline. */
test('GraphiQL at /graphiql runs the default query for the signed-in user', async ({ page, consoleErrors }) => {
  void consoleErrors;
  // sign in through the API (same origin: the cookie is set for the page)
  const res = await page.request.post('/graphql', {
    data: { query: 'mutation { signIn(input: { email: "ben@demo.poolmates.test", password: "learn-together-2" }) { user { id } } }' },
  });
  expect(res.ok()).toBe(true);
  const blocked: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) blocked.push(r.url());
  });
  await page.goto('/graphiql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  // the editors load Monaco and their workers; run only once the query is on screen
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Me', { timeout: 15_000 });
  const executed = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('query Me'));
  await page.getByRole('button', { name: /Execute query/ }).click();
  expect(await (await executed).json()).toMatchObject({ data: { me: { username: 'ben' } } });
  await expect(page.locator('.graphiql-response')).toContainText('ben', { timeout: 10_000 });
  await page.screenshot({ path: 'e2e/artifacts/graphiql.png' });
  expect(blocked, 'requests leaving the machine').toEqual([]);
});
