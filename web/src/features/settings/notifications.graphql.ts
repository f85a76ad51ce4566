import { graphql } from '../../gql';

export const NotificationPreferencesQueryDocument = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      ...NotificationPreferencesFields
    }
    pushSubscriptionCount
  }
`);

graphql(`
  fragment NotificationPreferencesFields on NotificationPreferencesType {
    kinds {
      kind
      inApp
      email
      push
    }
    quietStart
    quietEnd
    timeZone
  }
`);

export const UpdateNotificationPreferencesMutationDocument = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      ...NotificationPreferencesFields
    }
  }
`);

export const PushPublicKeyQueryDocument = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

export const SubscribePushMutationDocument = graphql(`
  mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!) {
    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth)
  }
`);

export const UnsubscribePushMutationDocument = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);
