// Every feature plugin of the emulator, in an order that satisfies their declared dependencies: Fastify refuses to
// boot otherwise. The edge comes after the rulesets API, whose rules it enforces; its onRequest hook is on the root
// instance, so Fastify runs it before every route all the same, those of the scopes registered earlier included.
import { controlFeature } from './control/control-feature';
import { edgeFeature } from './edge/edge-feature';
import { mediaFeature } from './media/media-feature';
import { oauthFeature } from './oauth/oauth-feature';
import { rulesetsApiFeature } from './rulesets/rulesets-feature';
import { uploadHostFeature } from './uploads/upload-host-feature';
import { youtubeDataApiFeature } from './youtube/data-api-feature';

export const features = [
  youtubeDataApiFeature,
  oauthFeature,
  uploadHostFeature,
  mediaFeature,
  rulesetsApiFeature,
  edgeFeature,
  controlFeature,
] as const;
