import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../platform/auth.js';
import type { Context } from '../../platform/context.js';
import { AuthPayload, RegisterInput, SignInInput } from './auth.inputs.js';
import { authService } from './auth.service.js';

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => AuthPayload, { description: 'Creates an account and signs it in.' })
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return authService.register(ctx, input);
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Signs in with email, mobile number or username and password; sets the session cookie.' })
  signIn(@Arg('input', () => SignInInput) input: SignInInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return authService.signIn(ctx, input);
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Ends the current session, if any, and clears the cookie. Always true.' })
  signOut(@Ctx() ctx: Context): Promise<boolean> {
    return authService.signOut(ctx);
  }
}
