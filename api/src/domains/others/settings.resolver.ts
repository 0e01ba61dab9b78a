import { Arg, Ctx as Context, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { settingsService, settingsView } from './settings.service';
import { SettingsInput, SettingsView } from './settings.types';

@Resolver()
export class SettingsResolver {
  @Query(() => SettingsView, { description: 'The signed-in academy\'s settings (defaults on first read).' })
  async settings(@Context() ctx: Ctx): Promise<SettingsView> {
    return settingsView(await settingsService.get(ctx));
  }

  @Mutation(() => SettingsView, { description: 'Changes the settings fields given (any staff).' })
  async updateSettings(@Arg('input') input: SettingsInput, @Context() ctx: Ctx): Promise<SettingsView> {
    return settingsView(await settingsService.update(ctx, input));
  }
}
