// Every feature plugin of the emulator, in an order that satisfies their declared dependencies: Fastify refuses to
// boot otherwise. The edge comes after the rulesets API, whose rules it enforces; its onRequest hook is on the root
// instance, so Fastify runs it before every route all the same, those of the scopes registered earlier included.
// The door guard's hook comes after the edge's, so a zone's Host reaches the edge and every other request the door.
import { catalogUploadsFeature } from './data-api/catalog/catalog-plugin';
import { controlFeature } from './control/control-plugin';
import { processingControlFeature } from './control/processing-control-plugin';
import { doorFeature } from './door/door-plugin';
import { edgeFeature } from './edge/edge-plugin';
import { mediaFeature } from './data-api/media/media-plugin';
import { oauthFeature } from './oauth/oauth-plugin';
import { rulesetsApiFeature } from './rulesets/rulesets-plugin';
import { uploadHostFeature } from './upload-host/upload-host-plugin';
import { youtubeDataApiFeature } from './data-api/data-api-plugin';

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
  doorFeature,
] as const;
