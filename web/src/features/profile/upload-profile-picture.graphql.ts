import { graphql } from '../../gql';

/** A GraphQL multipart request (the link switches to it because `file` is a File). */
export const UploadProfilePictureMutationDocument = graphql(`
  mutation UploadProfilePicture($file: Upload!) {
    uploadProfilePicture(file: $file) {
      ...ViewerFields
    }
  }
`);
