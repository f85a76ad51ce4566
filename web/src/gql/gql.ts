/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n": typeof types.UsernameAvailableDocument,
    "\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n": typeof types.EmailAvailableDocument,
    "\n  query MobileAvailable($mobile: String!) {\n    mobileAvailable(mobile: $mobile)\n  }\n": typeof types.MobileAvailableDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RestoreAccount {\n    restoreAccount {\n      ...ViewerFields\n    }\n  }\n": typeof types.RestoreAccountDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment ViewerFields on User {\n    id\n    username\n    firstName\n    lastName\n    gender\n    bio\n    location\n    timezone\n    stereotype\n    profileImageUrl\n    email\n    mobile\n    emailVerified\n    status\n    createdAt\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n": types.UsernameAvailableDocument,
    "\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n": types.EmailAvailableDocument,
    "\n  query MobileAvailable($mobile: String!) {\n    mobileAvailable(mobile: $mobile)\n  }\n": types.MobileAvailableDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RestoreAccount {\n    restoreAccount {\n      ...ViewerFields\n    }\n  }\n": types.RestoreAccountDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment ViewerFields on User {\n    id\n    username\n    firstName\n    lastName\n    gender\n    bio\n    location\n    timezone\n    stereotype\n    profileImageUrl\n    email\n    mobile\n    emailVerified\n    status\n    createdAt\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n"): (typeof documents)["\n  query UsernameAvailable($username: String!) {\n    usernameAvailable(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n"): (typeof documents)["\n  query EmailAvailable($email: String!) {\n    emailAvailable(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MobileAvailable($mobile: String!) {\n    mobileAvailable(mobile: $mobile)\n  }\n"): (typeof documents)["\n  query MobileAvailable($mobile: String!) {\n    mobileAvailable(mobile: $mobile)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreAccount {\n    restoreAccount {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreAccount {\n    restoreAccount {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      status\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on User {\n    id\n    username\n    firstName\n    lastName\n    gender\n    bio\n    location\n    timezone\n    stereotype\n    profileImageUrl\n    email\n    mobile\n    emailVerified\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ViewerFields on User {\n    id\n    username\n    firstName\n    lastName\n    gender\n    bio\n    location\n    timezone\n    stereotype\n    profileImageUrl\n    email\n    mobile\n    emailVerified\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;