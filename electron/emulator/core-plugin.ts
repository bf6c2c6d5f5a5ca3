// The plugin every plugin depends on: it opens the token store and decorates the instance with the shared
// context. Its state is flushed in an onClose hook, which Fastify runs once the server has stopped answering.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { EmulatorClock, EmulatorContext, EmulatorOptions } from './context';
import { PersistentTokenService } from './oauth/token-service';

declare module 'fastify' {
  interface FastifyInstance {
    emulator: EmulatorContext;
    /** The same store as `emulator.tokens` with its refresh-token side, which only the OAuth server uses. */
    oauthTokens: PersistentTokenService;
  }
}

interface CorePluginOptions {
  readonly options: EmulatorOptions;
  /** The address is known only after listen(), which comes after every plugin has loaded. */
  readonly baseUrl: () => string;
}

const core: FastifyPluginAsync<CorePluginOptions> = async (app, { options, baseUrl }) => {
  // Tests of a separate emulator process cannot hand it a clock; they move this one through the test control.
  let clockOffsetMs = 0;
  const now = () => options.now() + clockOffsetMs;
  const clock: EmulatorClock = {
    now,
    advance(ms) {
      clockOffsetMs += ms;
      return now();
    },
  };
  const tokens = await PersistentTokenService.open({
    dataDir: options.dataDir,
    lifetimeSec: options.accessTokenLifetimeSec,
    now,
    ...(options.refreshTokenLifetimeSec === undefined
      ? {}
      : { refreshTokenLifetimeSec: options.refreshTokenLifetimeSec }),
  });
  const context: EmulatorContext = { options, baseUrl, now, clock, tokens, info: [] };
  app.decorate('emulator', context);
  app.decorate('oauthTokens', tokens);
  app.addHook('onClose', () => tokens.flush());
};

export const EMULATOR_CORE = 'emulator-core';

export const emulatorCorePlugin = fp(core, { name: EMULATOR_CORE, fastify: '5.x' });
