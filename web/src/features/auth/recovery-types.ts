import type { Ref } from 'react';
import type { FindAccountForRecoveryMutation, SendPasswordResetCodeMutation } from '../../gql/graphql';

/** Each step's h1 takes these (focus moves to it when the step changes). */
export interface HeadingProps {
  ref: Ref<HTMLHeadingElement>;
  tabIndex: number;
  className: string;
}

export type RecoveryAccount = FindAccountForRecoveryMutation['findAccountForRecovery'];
export type CodeSent = SendPasswordResetCodeMutation['sendPasswordResetCode'];
