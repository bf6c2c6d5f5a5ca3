// What is wrong with a rate limiting rule, a simulated traffic or an own address, as the editor shows it beside the
// field and the main process refuses it (rule-check.ts): the checks take the language's IntlShape (the screen's, or
// sayingIntl() in the main process). Values in the rules language (cf.colo.id, http.request.headers, block) and
// names the rulesets API uses are kept as they are written.
import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';
import type { RulePath } from './rule-validation';

/** A list of values (periods, actions, content types) as the language lists units: "10, 60, 3600". */
export function valueList(values: readonly (string | number)[], intl: IntlShape): string {
  return intl.formatList(values.map(String), { type: 'unit', style: 'short' });
}

/** The rule's fields by their API path, as the refusal of a rule names them ("Period: …"). */
export const RULE_PATH_NAMES = untyped(
  defineMessages({
    description: {
      id: 'rateLimits.field.description',
      defaultMessage: 'Description',
      description: 'A rule field, naming a problem',
    },
    expression: {
      id: 'rateLimits.field.expression',
      defaultMessage: 'Expression',
      description: 'A rule field, naming a problem',
    },
    action: { id: 'rateLimits.field.action', defaultMessage: 'Action', description: 'A rule field, naming a problem' },
    'action_parameters.response.status_code': {
      id: 'rateLimits.field.responseStatus',
      defaultMessage: 'Response status code',
      description: 'A rule field, naming a problem',
    },
    'action_parameters.response.content_type': {
      id: 'rateLimits.field.responseContentType',
      defaultMessage: 'Response content type',
      description: 'A rule field, naming a problem',
    },
    'action_parameters.response.content': {
      id: 'rateLimits.field.responseBody',
      defaultMessage: 'Response body',
      description: 'A rule field, naming a problem',
    },
    'ratelimit.characteristics': {
      id: 'rateLimits.field.countedBy',
      defaultMessage: 'Counted by',
      description: 'A rule field (the characteristics a rate is counted per), naming a problem',
    },
    'ratelimit.period': {
      id: 'rateLimits.field.period',
      defaultMessage: 'Period',
      description: 'A rule field, naming a problem',
    },
    'ratelimit.requests_per_period': {
      id: 'rateLimits.field.requestsPerPeriod',
      defaultMessage: 'Requests per period',
      description: 'A rule field, naming a problem',
    },
    'ratelimit.score_per_period': {
      id: 'rateLimits.field.scorePerPeriod',
      defaultMessage: 'Score per period',
      description: 'A rule field, naming a problem',
    },
    'ratelimit.score_response_header_name': {
      id: 'rateLimits.field.scoreHeader',
      defaultMessage: 'Score header',
      description: 'A rule field (the response header carrying a score), naming a problem',
    },
    'ratelimit.mitigation_timeout': {
      id: 'rateLimits.field.mitigationTimeout',
      defaultMessage: 'Mitigation timeout',
      description: 'A rule field (how long a client stays blocked), naming a problem',
    },
    'ratelimit.counting_expression': {
      id: 'rateLimits.field.countingExpression',
      defaultMessage: 'Counting expression',
      description: 'A rule field, naming a problem',
    },
  }),
) satisfies Readonly<Record<RulePath, unknown>>;

export const RULE_PROBLEMS = untyped(
  defineMessages({
    describeRule: {
      id: 'rateLimits.problem.describeRule',
      defaultMessage: 'Describe the rule, so you can tell it apart in the list.',
      description: "A rule's description is empty",
    },
    descriptionTooLong: {
      id: 'rateLimits.problem.descriptionTooLong',
      defaultMessage: 'The description is {length} characters; the limit is {limit}.',
      description: "A rule's description is too long",
    },
    actionOneOf: {
      id: 'rateLimits.problem.actionOneOf',
      defaultMessage: 'The action must be one of {actions}.',
      description: "{actions} lists the rules language's action names (block, challenge, log), kept as written",
    },
    responseOnlyBlock: {
      id: 'rateLimits.problem.responseOnlyBlock',
      defaultMessage: 'A custom response can only be set when the action is Block.',
      description: 'A custom response with another action than Block',
    },
    statusRange: {
      id: 'rateLimits.problem.statusRange',
      defaultMessage: 'The status code of a custom response must be from 400 to 499.',
      description: "A custom response's HTTP status code is out of range",
    },
    contentTypeOneOf: {
      id: 'rateLimits.problem.contentTypeOneOf',
      defaultMessage: 'The content type must be one of {types}.',
      description: '{types} lists content types (text/html, application/json), kept as written',
    },
    bodyTooLong: {
      id: 'rateLimits.problem.bodyTooLong',
      defaultMessage: 'The response body is {bytes} bytes; the limit is {limit} bytes ({kb} KB).',
      description: "A custom response's body is too big",
    },
    periodOneOf: {
      id: 'rateLimits.problem.periodOneOf',
      defaultMessage: 'The period must be one of {seconds} seconds.',
      description: '{seconds} lists the accepted numbers of seconds ("10, 60, 120")',
    },
    requestsOrScore: {
      id: 'rateLimits.problem.requestsOrScore',
      defaultMessage: 'Set either a number of requests or a score per period, not both.',
      description: 'A rule counts both requests and a score, or neither',
    },
    requestsRange: {
      id: 'rateLimits.problem.requestsRange',
      defaultMessage: 'The number of requests must be a whole number from 1 to {max}.',
      description: 'The requests per period are out of range; {max} is a number',
    },
    scoreRange: {
      id: 'rateLimits.problem.scoreRange',
      defaultMessage: 'The score must be a whole number from 1 to {max}.',
      description: 'The score per period is out of range; {max} is a number',
    },
    nameScoreHeader: {
      id: 'rateLimits.problem.nameScoreHeader',
      defaultMessage: 'Name the response header that carries the score.',
      description: 'A rule counting a score lacks the header that carries it',
    },
    badHeaderName: {
      id: 'rateLimits.problem.badHeaderName',
      defaultMessage: '"{header}" is not a valid HTTP header name.',
      description: '{header} is what was typed',
    },
    scoreHeaderUnused: {
      id: 'rateLimits.problem.scoreHeaderUnused',
      defaultMessage: 'A score header is only used with a score per period.',
      description: 'A score header on a rule that counts requests',
    },
    timeoutOneOf: {
      id: 'rateLimits.problem.timeoutOneOf',
      defaultMessage: 'The mitigation timeout must be one of {seconds} seconds (0 = throttle).',
      description:
        '{seconds} lists the accepted numbers of seconds; 0 means the rule throttles (lets requests through under the rate) instead of blocking for a time',
    },
    emptyKey: {
      id: 'rateLimits.problem.emptyKey',
      defaultMessage: "''{characteristic}'': the name in brackets cannot be empty",
      description: 'A characteristic such as http.request.headers[""]; {characteristic} is what was typed',
    },
    badKey: {
      id: 'rateLimits.problem.badKey',
      defaultMessage: "''{characteristic}'': \"{key}\" is not a valid HTTP header name",
      description: 'A characteristic counting a header with an impossible name; {characteristic} is what was typed',
    },
    tooManyCharacteristics: {
      id: 'rateLimits.problem.tooManyCharacteristics',
      defaultMessage: 'At most {max} characteristics can be combined.',
      description: 'A rule counted by too many characteristics (what a rate is counted per)',
    },
    enterExpression: {
      id: 'rateLimits.problem.enterExpression',
      defaultMessage: 'Enter an expression: it selects the requests the rule applies to.',
      description: "A rule's expression is empty",
    },
    blankCounting: {
      id: 'rateLimits.problem.blankCounting',
      defaultMessage: 'A counting expression cannot be only spaces; leave it empty to count what the rule matches.',
      description: 'A counting expression of spaces only',
    },
    expressionTooLong: {
      id: 'rateLimits.problem.expressionTooLong',
      defaultMessage: 'The expression is {length} characters long; the limit is {limit}.',
      description: 'An expression is too long',
    },
    syntaxAt: {
      id: 'rateLimits.problem.syntaxAt',
      defaultMessage: 'Line {line}, column {column}: {message}',
      description:
        "An expression does not parse; {message} is the parser's words (the rules language's own, as the service writes them)",
    },
    syntaxHeading: {
      id: 'rateLimits.problem.syntaxHeading',
      defaultMessage: 'Filter parsing error ({line}:{column}):',
      description:
        "First line of an expression's parse error, above the line with a caret; the service's own heading (line:column)",
    },
    enterNumber: {
      id: 'rateLimits.problem.enterNumber',
      defaultMessage:
        '{field, select, period {Enter a period.} mitigationTimeout {Enter a mitigation timeout.} requestsPerPeriod {Enter a number of requests.} scorePerPeriod {Enter a score.} other {Enter a status code.}}',
      description: 'A number field of the rule editor is empty',
    },
    notWhole: {
      id: 'rateLimits.problem.notWhole',
      defaultMessage:
        '{field, select, period {A period must be a whole number.} mitigationTimeout {A mitigation timeout must be a whole number.} requestsPerPeriod {A number of requests must be a whole number.} scorePerPeriod {A score must be a whole number.} other {A status code must be a whole number.}}',
      description: 'A number field of the rule editor holds something else than a whole number',
    },
  }),
);

export const TRAFFIC_PROBLEMS = untyped(
  defineMessages({
    notWhole: {
      id: 'rateLimits.trafficProblem.notWhole',
      defaultMessage:
        '{field, select, requestsPerSecond {Requests per second} durationSeconds {Duration} clientIps {Client IPs} headerValues {Distinct header values} responseCode {Response code} other {Response score}} must be a whole number.',
      description: "A field of the simulator's traffic holds something else than a whole number",
    },
    rate: {
      id: 'rateLimits.trafficProblem.rate',
      defaultMessage: 'Requests per second must be a whole number from 1 to {max}.',
      description: "The simulator's request rate is out of range",
    },
    duration: {
      id: 'rateLimits.trafficProblem.duration',
      defaultMessage: 'The duration must be a whole number of seconds from 1 to {max}.',
      description: "The simulator's duration is out of range",
    },
    clients: {
      id: 'rateLimits.trafficProblem.clients',
      defaultMessage: 'The number of client IPs must be from 1 to {max}.',
      description: "The simulator's number of client addresses is out of range",
    },
    method: {
      id: 'rateLimits.trafficProblem.method',
      defaultMessage: 'The method must be an HTTP method in capitals, e.g. GET or POST.',
      description: "The simulator's HTTP method is malformed",
    },
    path: {
      id: 'rateLimits.trafficProblem.path',
      defaultMessage: 'The path must start with "/".',
      description: "The simulator's URL path is malformed",
    },
    headers: {
      id: 'rateLimits.trafficProblem.headers',
      defaultMessage: 'At most {max} headers can be simulated.',
      description: 'Too many simulated request headers',
    },
    headerName: {
      id: 'rateLimits.trafficProblem.headerName',
      defaultMessage: '"{header}" is not a valid header name.',
      description: '{header} is what was typed',
    },
    distinctValues: {
      id: 'rateLimits.trafficProblem.distinctValues',
      defaultMessage: 'The number of distinct values of {header} must be from 1 to {max}.',
      description: 'The number of values a simulated header takes is out of range; {header} is its name',
    },
    distinctValuesUnnamed: {
      id: 'rateLimits.trafficProblem.distinctValuesUnnamed',
      defaultMessage: 'The number of distinct values of a header must be from 1 to {max}.',
      description: 'The number of values a simulated header (not named yet) takes is out of range',
    },
    responseCode: {
      id: 'rateLimits.trafficProblem.responseCode',
      defaultMessage: 'The response code must be from 100 to 599.',
      description: "The simulated origin's HTTP status is out of range",
    },
    responseScore: {
      id: 'rateLimits.trafficProblem.responseScore',
      defaultMessage: 'The response score must be a whole number from 0 to 1000000.',
      description: "The simulated origin's score is out of range",
    },
    tooMany: {
      id: 'rateLimits.trafficProblem.tooMany',
      defaultMessage:
        'That is {total} requests; the simulator takes at most {max}. Shorten the duration or lower the rate.',
      description: 'The simulated traffic is too big; {total} and {max} are numbers',
    },
    notParsed: {
      id: 'rateLimits.trafficProblem.notParsed',
      defaultMessage:
        '{which, select, counting {The counting expression} other {The rule expression}} does not parse: {message} (line {line}, column {column}).',
      description: "The simulator cannot run a malformed expression; {message} is the parser's own words",
    },
    cannotSimulate: {
      id: 'rateLimits.trafficProblem.cannotSimulate',
      defaultMessage: 'The rate limit cannot be simulated: {reason}.',
      description: "The simulator's counter refuses the rule's rate limit; {reason} is technical",
    },
  }),
);

export const OWN_ADDRESS_PROBLEMS = untyped(
  defineMessages({
    empty: {
      id: 'rateLimits.ownAddressProblem.empty',
      defaultMessage: 'is empty',
      description: 'Completes "Line 3 …" of the own addresses list',
    },
    tooLong: {
      id: 'rateLimits.ownAddressProblem.tooLong',
      defaultMessage: 'is longer than {max} characters',
      description: 'Completes "Line 3 …" of the own addresses list',
    },
    notAddress: {
      id: 'rateLimits.ownAddressProblem.notAddress',
      defaultMessage: 'is not an IP address or a CIDR range',
      description: 'Completes "Line 3 …" of the own addresses list; a CIDR range is written 192.0.2.0/24',
    },
    prefixMissing: {
      id: 'rateLimits.ownAddressProblem.prefixMissing',
      defaultMessage: 'missing prefix length',
      description: 'A CIDR range without the number after the slash',
    },
    badAddress: {
      id: 'rateLimits.ownAddressProblem.badAddress',
      defaultMessage: 'invalid IP address syntax',
      description: 'A CIDR range whose address part is malformed',
    },
    badPrefix: {
      id: 'rateLimits.ownAddressProblem.badPrefix',
      defaultMessage: 'invalid prefix length: expected 0 to {max}',
      description: 'A CIDR range whose number after the slash is out of range (32 for IPv4, 128 for IPv6)',
    },
    hostBits: {
      id: 'rateLimits.ownAddressProblem.hostBits',
      defaultMessage: 'host part of address was not zero',
      description: 'A CIDR range like 192.0.2.1/24: the address is not the start of its range',
    },
    didYouMean: {
      id: 'rateLimits.ownAddressProblem.didYouMean',
      defaultMessage: '{problem} (did you mean {suggestion}?)',
      description: 'A CIDR problem with the range the creator probably meant; {suggestion} is a CIDR range',
    },
  }),
);
