// Every feature plugin of the emulator, in an order that satisfies their declared dependencies: Fastify refuses to
// boot otherwise. The edge comes after the rulesets API, whose rules it enforces; its onRequest hook is on the root
// instance, so Fastify runs it before every route all the same, those of the scopes registered earlier included.
// The door guard's hook comes after the edge's, so a zone's Host reaches the edge and every other request the door.
import { bigChannelControlFeature } from './control/big-channel-control-feature';
import { catalogUploadsFeature } from './data-api/catalog/catalog-feature';
import { controlFeature } from './control/control-feature';
import { processingControlFeature } from './control/processing-control-feature';
import { doorFeature } from './door/door-feature';
import { edgeFeature } from './edge/edge-feature';
import { mediaFeature } from './data-api/media/media-feature';
import { oauthFeature } from './oauth/oauth-feature';
import { rulesetsApiFeature } from './rulesets/rulesets-feature';
import { uploadHostFeature } from './upload-host/upload-host-feature';
import { youtubeDataApiFeature } from './data-api/data-api-feature';

export const features = [
  youtubeDataApiFeature,
  oauthFeature,
  uploadHostFeature,
  catalogUploadsFeature,
  mediaFeature,
  rulesetsApiFeature,
  edgeFeature,
  controlFeature,
  processingControlFeature,
  bigChannelControlFeature,
  doorFeature,
] as const;
