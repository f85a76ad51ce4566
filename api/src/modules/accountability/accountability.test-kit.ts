import { clock } from '../../platform/clock.js';
import { registerUser, type TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';

/** Shared by the accountability test files: the clock, a checked GraphQL call, the people of a test. */
export const at = (instant: Date | string) => {
  clock.reset();
  clock.advance(new Date(instant).getTime() - Date.now());
};

export const ok = async (u: TestUser, query: string, variables: Record<string, unknown>) => {
  const r = await u.client.gql(query, variables);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return Object.values(r.data as object)[0];
};

/** Fresh people at the current clock (sessions expire when the clock jumps months ahead). */
export const freshPeople = async (t: TestApp) => [await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t)] as const;

export const CI = 'id day date goal recapStatus recapNote freeze user { id }';
export const GOAL = `mutation($t: ID!, $g: String!) { setCheckInGoal(topicId: $t, goal: $g) { ${CI} } }`;
