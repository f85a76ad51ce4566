import { randomBytes } from 'node:crypto';
import type { TestApp, TestClient } from './harness.js';

export const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { token status user { id username email } }
}`;
export const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { token status user { id username } } }`;
export const ME = `{ me { id username email mobile emailVerified status firstName lastName gender bio location timezone stereotype } }`;

let n = 0;
export function uniqueName(prefix = 'user'): string {
  return `${prefix}${Date.now().toString(36).slice(-4)}${randomBytes(2).toString('hex')}${n++}`;
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
  client: TestClient;
}

/** Registers a user through the public API and returns a client signed in as them. */
export async function registerUser(t: TestApp, overrides: Partial<{ username: string; email: string; password: string }> = {}): Promise<TestUser> {
  const username = overrides.username ?? uniqueName();
  const email = overrides.email ?? `${username}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const client = t.client();
  const r = await client.gql(REGISTER, { input: { username, email, password } });
  if (r.errors) throw new Error(`register failed: ${JSON.stringify(r.errors)}`);
  return { id: r.data.register.user.id, username, email: email.toLowerCase(), password, token: r.data.register.token, client };
}
