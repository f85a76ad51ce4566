import type { SpliceType } from '../../platform/splice.js';

/** SQL: an uploaded file's URL (`/uploads/<name>`), null when there is none (as the resolvers answer). */
export const uploadUrlSql = (col: string) => `case when ${col} is null then null else '/uploads/' || ${col} end`;

/**
 * The `User` fields a spliced page writes (decision 066): the public card only. Any other field
 * (one with a policy, a count, a viewer flag) keeps the page on the resolvers.
 */
export const USER_SPLICE: SpliceType = {
  name: 'User',
  fields: {
    id: { leaf: (u) => `${u}.id::text` },
    username: { leaf: (u) => `${u}.username` },
    firstName: { leaf: (u) => `${u}.first_name` },
    lastName: { leaf: (u) => `${u}.last_name` },
    profileImageUrl: { leaf: (u) => uploadUrlSql(`${u}.profile_image`) },
  },
};
