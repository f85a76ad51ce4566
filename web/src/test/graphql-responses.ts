import { ErrorCode } from '@poolmates/schema';
import { HttpResponse } from 'msw';
import type { GraphQLQuery, GraphQLResponseBody } from 'msw/graphql';
import type { ViewerFieldsFragment } from '../gql/graphql';
import { api } from './msw-server';

export function viewer(overrides: Partial<ViewerFieldsFragment> = {}): ViewerFieldsFragment & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: 'u1',
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'F',
    bio: null,
    location: 'London,UK',
    timezone: 'Europe/London',
    stereotype: 'Geek',
    profileImageUrl: null,
    email: 'ada@example.com',
    mobile: null,
    emailVerified: true,
    status: 'ACTIVE',
    onboardingStep: 'DONE',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A GraphQL error response shaped like the api's (extensions.code, field, fieldErrors). */
export function gqlError(message: string, code: string = ErrorCode.BAD_USER_INPUT, field?: string) {
  const extensions: Record<string, unknown> = { code };
  if (field) {
    extensions.field = field;
    extensions.fieldErrors = [{ field, message }];
  }
  return HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({ data: null, errors: [{ message, extensions }] });
}

/** `recordClientInfo` after a sign-in (fire and forget); `onInput` sees what the client reported. */
export function clientInfoRecorded(onInput: (input: unknown) => void = () => {}) {
  return api.mutation('RecordClientInfo', ({ variables }) => {
    onInput(variables.input);
    return HttpResponse.json({ data: { recordClientInfo: true } });
  });
}
