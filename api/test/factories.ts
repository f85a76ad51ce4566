import { randomBytes } from 'node:crypto';
import { addDays, dateInZone } from '@poolmates/schema';
import { clock } from '../src/platform/clock.js';
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

/** The publish input every setup needs; a test names only what it asserts on (title, size, days). */
export interface TopicInput {
  yourName: string;
  topic: string;
  description?: string;
  categoryId: string;
  squadSize: number;
  durationDays: number;
  startDate: string;
  startTime: string;
  timezone: string;
  timeline: { title: string; description?: string }[];
}

const PUBLISH_ID = 'mutation($i: PublishTopicInput!) { publishTopic(input: $i) { id } }';

/** Fails the setup at once with the API's words instead of a TypeError three lines later. */
// eslint-disable-next-line typescript/no-explicit-any
export function dataOf(what: string, r: { data?: any; errors?: unknown }): any {
  if (r.errors || !r.data) throw new Error(`${what} failed: ${JSON.stringify(r.errors)}`);
  return r.data;
}

/**
 * Publishes a topic starting tomorrow (by the test clock, as the server judges it) and returns its
 * id. `who` is a registered user or a bare signed-in client (a test that registers by hand).
 */
export async function createTopic(who: TestUser | TestClient, input: Partial<TopicInput> = {}): Promise<string> {
  const client = 'client' in who ? who.client : who;
  const durationDays = input.durationDays ?? 1;
  const i: TopicInput = {
    yourName: 'Owner',
    topic: 'Test topic',
    categoryId: '1',
    squadSize: 3,
    durationDays,
    startDate: addDays(dateInZone(clock.now(), 'UTC'), 1),
    startTime: '10:00',
    timezone: 'UTC',
    timeline: Array.from({ length: durationDays }, (_, d) => ({ title: `Day ${d + 1}` })),
    ...input,
  };
  return dataOf('publishTopic', await client.gql(PUBLISH_ID, { i })).publishTopic.id;
}

/** `member` asks to join the topic; the request's id (the owner is notified: REQUEST). */
export async function requestToJoin(member: TestUser, topicId: string | number): Promise<string> {
  const r = await member.client.gql('mutation($t: ID!) { requestToJoin(topicId: $t) { id } }', { t: String(topicId) });
  return dataOf('requestToJoin', r).requestToJoin.id;
}

/** `member` asks and the topic's owner confirms: `member` is in the squad. The request's id. */
export async function joinSquad(owner: TestUser, member: TestUser, topicId: string | number): Promise<string> {
  const r = await requestToJoin(member, topicId);
  dataOf('confirmRequest', await owner.client.gql('mutation($r: ID!) { confirmRequest(requestId: $r) { message } }', { r }));
  return r;
}

/** Two new people: `owner` publishes a topic and `member` joins its squad. */
export async function ownerAndMember(t: TestApp, input: Partial<TopicInput> = {}): Promise<{ owner: TestUser; member: TestUser; topicId: string }> {
  const owner = await registerUser(t);
  const member = await registerUser(t);
  const topicId = await createTopic(owner, input);
  await joinSquad(owner, member, topicId);
  return { owner, member, topicId };
}

/** A new owner's topic with `members` new people in its squad (each joined through a request). */
export async function squadOf(t: TestApp, members: number, input: Partial<TopicInput> = {}): Promise<{ owner: TestUser; members: TestUser[]; topicId: string }> {
  const owner = await registerUser(t);
  const topicId = await createTopic(owner, input);
  const list: TestUser[] = [];
  for (let i = 0; i < members; i++) {
    const m = await registerUser(t);
    await joinSquad(owner, m, topicId);
    list.push(m);
  }
  return { owner, members: list, topicId };
}

/** A comment by `author` on the topic (its owner is notified: COMMENTED); the comment's id. */
export async function addComment(author: TestUser, topicId: string | number, html = '<p>a comment</p>'): Promise<string> {
  const r = await author.client.gql('mutation($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }', { t: String(topicId), h: html });
  return dataOf('addComment', r).addComment.id;
}
