import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Auth, Public } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { VisitKind } from './visit.entity.js';
import { visitsService } from './visits.service.js';
import { ClientInfoInput } from './visits.types.js';

@Resolver()
export class VisitsResolver {
  @Auth()
  @Mutation(() => Boolean, { description: "Records the signed-in user's client info (time zone, browser, OS)." })
  recordClientInfo(@Arg('input', () => ClientInfoInput) input: ClientInfoInput, @Ctx() ctx: Context): Promise<boolean> {
    return visitsService.record(ctx, VisitKind.CLIENT_INFO, input);
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Records a download click (visitors too).' })
  recordAppDownload(@Arg('input', () => ClientInfoInput) input: ClientInfoInput, @Ctx() ctx: Context): Promise<boolean> {
    return visitsService.record(ctx, VisitKind.APP_DOWNLOAD, input);
  }
}
