import { defineFeature } from '../../platform/feature.js';
import { EmailChange } from './email-change.entity.js';
import { EmailCode } from './email-code.entity.js';
import { emailUndoRouter } from './email-undo.route.js';
import { RecoveryResolver } from './recovery.resolver.js';
import { ResetGrant } from './reset-grant.entity.js';
import { VerificationResolver } from './verification.resolver.js';

/** Email codes, email changes (with the old address's undo page) and account recovery. */
export const verificationFeature = defineFeature({
  name: 'verification',
  entities: [EmailCode, EmailChange, ResetGrant],
  resolvers: [VerificationResolver, RecoveryResolver],
  routes: (router, deps) => void router.use(emailUndoRouter(deps)),
});
