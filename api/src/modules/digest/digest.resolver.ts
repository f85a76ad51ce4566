import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, SignedIn, type SignedInContext } from '../../platform/auth.js';
import { digestService } from './digest.service.js';
import { DigestFrequency, SquadDigest } from './digest.types.js';

@Resolver(() => SquadDigest)
export class DigestResolver {
  @Auth()
  @Query(() => SquadDigest, { description: "The viewer's squad digest choice (default DAILY)." })
  squadDigest(@SignedIn() ctx: SignedInContext): Promise<SquadDigest> {
    return digestService.get(ctx);
  }

  @Auth()
  @Mutation(() => SquadDigest, { description: "Sets the viewer's squad digest: OFF, DAILY or WEEKLY. Idempotent." })
  setSquadDigest(@Arg('frequency', () => DigestFrequency) frequency: DigestFrequency, @SignedIn() ctx: SignedInContext): Promise<SquadDigest> {
    return digestService.set(ctx, frequency);
  }
}
