// What is wrong with a rule's characteristics (what its requests are counted per), in the catalogue. The
// characteristics themselves (cf.colo.id, ip.src, http.request.headers["x-key"]) are the rules language's names,
// kept as written in every language.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const CHARACTERISTIC_PROBLEMS = untyped(
  defineMessages({
    invalid: {
      id: 'rules.characteristics.invalid',
      defaultMessage: "''{characteristic}'' is not a valid characteristic",
      description:
        'A rate limiting rule counts per something the service does not know (a characteristic: what requests are counted per, e.g. ip.src)',
    },
    headerLowercase: {
      id: 'rules.characteristics.headerLowercase',
      defaultMessage: "''{characteristic}'': header names in characteristics must be lowercase",
      description:
        'A characteristic counting per an HTTP header written with capitals, e.g. http.request.headers["X-Key"]',
    },
    listedTwice: {
      id: 'rules.characteristics.listedTwice',
      defaultMessage: "''{characteristic}'' is listed twice",
      description: "A characteristic appears twice in a rule's list",
    },
    coloRequired: {
      id: 'rules.characteristics.coloRequired',
      defaultMessage: 'characteristics must include cf.colo.id',
      description: 'The service requires counting per data center (cf.colo.id, kept as written)',
    },
    ipWithVisitor: {
      id: 'rules.characteristics.ipWithVisitor',
      defaultMessage: 'ip.src and cf.unique_visitor_id cannot be used together',
      description: 'Two characteristics the service refuses together (kept as written)',
    },
  }),
);
