// What the rate limiting rules' main process refuses or reports, said to the creator in the language in force
// (electron/language/say.ts). The rulesets API's own reasons ({reasons}) and a token's status as the service names it
// ({status}) are the service's words, shown as they come.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const RL_REFUSALS = untyped(
  defineMessages({
    versionLive: {
      id: 'rateLimits.error.versionLive',
      defaultMessage:
        'Version {version} holds the rules live now, so it cannot be deleted. Only earlier versions can be removed from the history.',
      description: "Deleting the ruleset version that is in force; {version} is the version's number",
    },
    ruleGone: {
      id: 'rateLimits.error.ruleGone',
      defaultMessage: 'That rule no longer exists; it may have been changed from elsewhere. Reload the list.',
      description: 'Editing a rate limiting rule that was deleted meanwhile (in the dashboard, say)',
    },
    noToken: {
      id: 'rateLimits.error.noToken',
      defaultMessage: 'Add a rulesets API token first: the rules are read and changed with it.',
      description: 'Any rules action before an API token is added',
    },
    tokenForOtherService: {
      id: 'rateLimits.error.tokenForOtherService',
      defaultMessage:
        'The stored API token was added for {stored}, but the app now uses {current}. Add a token for this service.',
      description: 'The API token belongs to another service address; {stored} and {current} are web addresses',
    },
    statusOtherService: {
      id: 'rateLimits.error.statusOtherService',
      defaultMessage: 'This token was added for {stored}; the app now uses {current}. Add a token for this service.',
      description: "The API token panel's problem line; {stored} and {current} are web addresses",
    },
    statusInactive: {
      id: 'rateLimits.error.statusInactive',
      defaultMessage: 'The service reports this token as {status}. Add an active token.',
      description: "The API token panel's problem line; {status} is the service's own word (disabled, expired)",
    },
    tokenRefused: {
      id: 'rateLimits.error.tokenRefused',
      defaultMessage: 'This API token was refused: {reasons}. Check that you copied all of it, or create a new token.',
      description: "Adding an API token the service refuses; {reasons} is the service's own explanation",
    },
    tokenInactive: {
      id: 'rateLimits.error.tokenInactive',
      defaultMessage: 'This API token is {status}, so it cannot be used. Activate it or create a new one.',
      description: "Adding an API token that is not active; {status} is the service's own word (disabled, expired)",
    },
    tokenCannotWrite: {
      id: 'rateLimits.error.tokenCannotWrite',
      defaultMessage:
        'This API token is active but may not read or change rate limiting rules (the service answered: {reasons}). {advice}',
      description:
        "Adding an API token without the rules permission; {reasons} is the service's answer, {advice} the sentence rateLimits.error.writePermissionAdvice",
    },
    writePermissionAdvice: {
      id: 'rateLimits.error.writePermissionAdvice',
      defaultMessage:
        'Create a token with the "Zone WAF Write" permission (any of the rulesets "Write" permissions will do) for this zone.',
      description:
        'Advice when an API token lacks permission. "Zone WAF Write" and "Write" are the permission names of the service\'s dashboard: keep them as the dashboard shows them in this language',
    },
    cannotMove: {
      id: 'rateLimits.error.cannotMove',
      defaultMessage: 'The rule cannot be moved there: {problem}',
      description: 'Moving a rule to a position that does not exist; {problem} is a sentence saying why',
    },
    notSent: {
      id: 'rateLimits.error.notSent',
      defaultMessage: 'The rule was not sent, because it has {count, plural, one {a problem} other {# problems}}:',
      description: 'A rule refused before it was sent; its problems follow, one per line ("Field: problem")',
    },
    fieldProblem: {
      id: 'rateLimits.error.fieldProblem',
      defaultMessage: '{field}: {problem}',
      description: "One line of rateLimits.error.notSent: the field's name, then its problem",
    },
    sampleLogDemoOnly: {
      id: 'rateLimits.error.sampleLogDemoOnly',
      defaultMessage: 'The sample log belongs to the demo workspace; sign in to the demo to use it.',
      description: 'Replaying the sample access log outside the demo workspace',
    },
    logUnnamed: {
      id: 'rateLimits.error.logUnnamed',
      defaultMessage: 'The log',
      description:
        'Stands for an access log whose file name is unknown, at the start of a sentence ("The log is no longer staged…")',
    },
    logNoun: {
      id: 'rateLimits.error.logNoun',
      defaultMessage: 'a log file',
      description: 'Completes "… is a folder, not …": the kind of file expected, an access log, with its article',
    },
    logEmpty: {
      id: 'rateLimits.error.logEmpty',
      defaultMessage: '{name} is empty (0 bytes).',
      description: "Replaying an empty access log; {name} is the file's name",
    },
    logTooLarge: {
      id: 'rateLimits.error.logTooLarge',
      defaultMessage: '{name} is larger than {gib} GiB; replay a day or two of it (split or filter it first).',
      description: "Replaying an access log over the size limit; {name} is the file's name, {gib} a number of GiB",
    },
    logNotReplayed: {
      id: 'rateLimits.error.logNotReplayed',
      defaultMessage: '{name} could not be replayed: {reason}.',
      description:
        "A log replay stopped at one of its bounds; {name} is the file's name, {reason} one of the rateLimits.error.bound messages",
    },
    boundText: {
      id: 'rateLimits.error.bound.text',
      defaultMessage: 'it holds more than {gib} GiB of text',
      description: 'Completes rateLimits.error.logNotReplayed: the unpacked log is too big',
    },
    boundGzip: {
      id: 'rateLimits.error.bound.gzip',
      defaultMessage: 'its gzip compression is damaged or cut short',
      description: 'Completes rateLimits.error.logNotReplayed: the .gz file cannot be unpacked',
    },
    boundMemory: {
      id: 'rateLimits.error.bound.memory',
      defaultMessage: 'replaying it needed more than {mb} MB of memory; it stopped {reached}',
      description:
        'Completes rateLimits.error.logNotReplayed; {reached} is one of the rateLimits.error.reached messages',
    },
    boundTime: {
      id: 'rateLimits.error.bound.time',
      defaultMessage:
        'replaying it went past the time limit of {unit, select, minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}; it stopped {reached}',
      description:
        'Completes rateLimits.error.logNotReplayed: the time limit in minutes or seconds; {reached} is one of the rateLimits.error.reached messages',
    },
    reachedNothing: {
      id: 'rateLimits.error.reached.nothing',
      defaultMessage: 'before it read its first lines',
      description: 'Completes "it stopped …" (a log replay stopped at a bound)',
    },
    reachedLines: {
      id: 'rateLimits.error.reached.lines',
      defaultMessage: 'after {lines, plural, one {# line} other {# lines}} ({read} of {size} read)',
      description: 'Completes "it stopped …"; {read} and {size} are file sizes such as "3.5 MiB"',
    },
    // The rulesets API's failures. {action} is one of the rateLimits.error.action messages. A message is one line (the
    // catalogue keeps no line breaks): the service's reasons and the advice go on lines of their own.
    noReasonGiven: {
      id: 'rateLimits.error.noReasonGiven',
      defaultMessage: 'no reason given',
      description: 'Stands for the reasons of a rulesets API failure when the service gave none',
    },
    reasonAt: {
      id: 'rateLimits.error.reasonAt',
      defaultMessage: '{message} (at {pointer}) [code {code}]',
      description:
        "One reason the rulesets API gave: {message} is the service's own words, {pointer} the setting it is about (/ratelimit/period), {code} the service's error number",
    },
    reason: {
      id: 'rateLimits.error.reason',
      defaultMessage: '{message} [code {code}]',
      description: "One reason the rulesets API gave: {message} is the service's own words, {code} its error number",
    },
    failedTokenSent: {
      id: 'rateLimits.error.failed.tokenSent',
      defaultMessage: 'Could not {action}: the service did not accept how the API token was sent.',
      description: "The rulesets API refused the token's header; the service's reasons follow on lines of their own",
    },
    tokenAgain: {
      id: 'rateLimits.error.failed.tokenAgain',
      defaultMessage: 'Add the token again.',
      description: "Advice after rateLimits.error.failed.tokenSent and the service's reasons",
    },
    failedTokenRejected: {
      id: 'rateLimits.error.failed.tokenRejected',
      defaultMessage: 'Could not {action}: the rulesets API did not accept the API token.',
      description: "The rulesets API refused the token (HTTP 401); the service's reasons follow",
    },
    tokenActive: {
      id: 'rateLimits.error.failed.tokenActive',
      defaultMessage: 'Check that the token is still active, or add a new one.',
      description: "Advice after rateLimits.error.failed.tokenRejected and the service's reasons",
    },
    failedPermission: {
      id: 'rateLimits.error.failed.permission',
      defaultMessage: 'Could not {action}: the API token is not allowed to do this.',
      description:
        "The token lacks a permission (HTTP 403); the service's reasons follow, then rateLimits.error.writePermissionAdvice",
    },
    failedNotFound: {
      id: 'rateLimits.error.failed.notFound',
      defaultMessage: 'Could not {action}: it was not found.',
      description: "The zone, ruleset or rule is gone (HTTP 404); the service's reasons follow",
    },
    failedRateLimited: {
      id: 'rateLimits.error.failed.rateLimited',
      defaultMessage: 'Could not {action}: the rulesets API asks to slow down. Try again in a minute.',
      description: "The rulesets API's own rate limit (HTTP 429); the service's reasons follow",
    },
    failedService: {
      id: 'rateLimits.error.failed.service',
      defaultMessage: 'Could not {action}: the rulesets API had a problem (HTTP {status}). Try again later.',
      description:
        "A server error of the rulesets API; {status} is the HTTP status number; the service's reasons follow",
    },
    failedRefused: {
      id: 'rateLimits.error.failed.refused',
      defaultMessage: 'The rulesets API refused to {action}:',
      description: "The rulesets API refused the request (a mistake in the rule, say); the service's reasons follow",
    },
    unreachable: {
      id: 'rateLimits.error.unreachable',
      defaultMessage:
        'Could not {action}: the rulesets API at {address} could not be reached ({cause}). Check the connection and try again.',
      description: "No connection to the rulesets API; {address} is its web address, {cause} a network error's code",
    },
    badResponse: {
      id: 'rateLimits.error.badResponse',
      defaultMessage:
        'Could not {action}: the rulesets API answered something unexpected (HTTP {status}: {why}). Is the service address right?',
      description:
        'The service at the configured address does not answer like the rulesets API; {why} is technical detail or one of the rateLimits.error.why messages',
    },
    whyRedirect: {
      id: 'rateLimits.error.why.redirect',
      defaultMessage: 'a redirect, which is not followed with a token',
      description: 'Detail of rateLimits.error.badResponse',
    },
    whyNotEnvelope: {
      id: 'rateLimits.error.why.notEnvelope',
      defaultMessage: 'the answer is not a v4 envelope',
      description: 'Detail of rateLimits.error.badResponse ("v4 envelope": the API\'s answer format, a technical term)',
    },
    addressNotUrl: {
      id: 'rateLimits.error.addressNotUrl',
      defaultMessage: 'The rulesets API address "{address}" is not a valid URL. Fix it in the settings.',
      description: "The rulesets API's address in the settings is not a web address",
    },
    addressNotHttps: {
      id: 'rateLimits.error.addressNotHttps',
      defaultMessage:
        'The rulesets API address {address} does not use https, so the API token would travel unencrypted. Use an https address.',
      description: "The rulesets API's address in the settings is plain http",
    },
  }),
);

/** What the rulesets client was doing, completing "Could not …" in each failure above. */
export const RL_ACTIONS = untyped(
  defineMessages({
    verifyToken: {
      id: 'rateLimits.error.action.verifyToken',
      defaultMessage: 'verify the API token',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
    listZones: {
      id: 'rateLimits.error.action.listZones',
      defaultMessage: 'list the zones',
      description: 'Completes "Could not …" (rateLimits.error.failed.*); a zone is a website (domain) of the account',
    },
    readRules: {
      id: 'rateLimits.error.action.readRules',
      defaultMessage: 'read the rate limiting rules',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
    readRuleset: {
      id: 'rateLimits.error.action.readRuleset',
      defaultMessage: 'read the ruleset',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
    createRuleset: {
      id: 'rateLimits.error.action.createRuleset',
      defaultMessage: 'create the rate limiting ruleset',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
    addRule: {
      id: 'rateLimits.error.action.addRule',
      defaultMessage: 'add the rule',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
    updateRule: {
      id: 'rateLimits.error.action.updateRule',
      defaultMessage: 'update the rule',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
    moveRule: {
      id: 'rateLimits.error.action.moveRule',
      defaultMessage: 'move the rule',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
    deleteRule: {
      id: 'rateLimits.error.action.deleteRule',
      defaultMessage: 'delete the rule',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
    listVersions: {
      id: 'rateLimits.error.action.listVersions',
      defaultMessage: 'list the ruleset versions',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
    readVersion: {
      id: 'rateLimits.error.action.readVersion',
      defaultMessage: 'read the ruleset version',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
    deleteVersion: {
      id: 'rateLimits.error.action.deleteVersion',
      defaultMessage: 'delete the ruleset version',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
    replaceRules: {
      id: 'rateLimits.error.action.replaceRules',
      defaultMessage: 'replace the rate limiting rules',
      description: 'Completes "Could not …" (rateLimits.error.failed.*)',
    },
  }),
);

export type RulesetsAction = keyof typeof RL_ACTIONS;
