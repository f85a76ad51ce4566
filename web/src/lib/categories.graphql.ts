import { graphql } from '../gql';

/** The seeded topic categories (public): the browse filter and the publish form both use them. */
export const CategoriesQueryDocument = graphql(`
  query Categories {
    categories {
      id
      name
    }
  }
`);
