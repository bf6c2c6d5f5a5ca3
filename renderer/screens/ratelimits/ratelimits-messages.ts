// The Rate limits screen in the catalogue: the token, the zone's rules, the rule editor and its fields. The rulesets
// API's own terms (expression fields such as http.request.uri.path, characteristics such as ip.src, actions as the
// API names them) are code: they stay out of the messages and show with translate="no". The creator words follow
// Cloudflare's dashboard in each language (rate limiting rules, mitigation timeout, managed challenge).
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const RL = untyped(
  defineMessages({
    about: {
      id: 'ratelimits.about',
      defaultMessage: 'About rate limiting rules',
      description: 'Folded help’s line (Cloudflare’s “rate limiting rules”)',
    },
    aboutText: {
      id: 'ratelimits.aboutText',
      defaultMessage:
        'Rate limiting rules protect your website: when a client sends too many matching requests, the edge blocks or challenges it.',
      description: 'What rate limiting rules are; the edge is Cloudflare’s network in front of the website',
    },
    dismiss: { id: 'ratelimits.dismiss', defaultMessage: 'Dismiss', description: 'Button: hides a failure' },
    loadingZones: { id: 'ratelimits.loadingZones', defaultMessage: 'Loading zones…', description: 'While zones load' },
    noZones: {
      id: 'ratelimits.noZones',
      defaultMessage: 'This token sees no zones.',
      description: 'The API token has access to no zone (a Cloudflare zone is a website’s domain)',
    },
    zone: { id: 'ratelimits.zone', defaultMessage: 'Zone', description: 'Picker of the Cloudflare zone (domain)' },
    zonePlan: {
      id: 'ratelimits.zonePlan',
      defaultMessage: '{zone} ({plan})',
      description: 'A zone and its Cloudflare plan, e.g. “example.com (Pro)”',
    },
    addRule: { id: 'ratelimits.addRule', defaultMessage: 'Add a rule', description: 'Heading above the templates' },
    blankRule: { id: 'ratelimits.blankRule', defaultMessage: 'Blank rule', description: 'Button: a rule from scratch' },
    blankRuleText: {
      id: 'ratelimits.blankRuleText',
      defaultMessage: 'Write the expression and limits yourself.',
      description: 'Beside Blank rule',
    },
    openingAnother: {
      id: 'ratelimits.openingAnother',
      defaultMessage: 'Opening another starts over: unsaved changes to the open rule are dropped.',
      description: 'Said while a rule is open in the editor',
    },
    templateTitle: {
      id: 'ratelimits.template.title',
      defaultMessage:
        '{template, select, loginPerIp {Protect a login path per IP} apiPerKey {Limit an API per API key header} shopScrapers {Slow down scrapers of the shop} other {Template}}',
      description: 'A rule template’s name (a button that opens it in the editor)',
    },
    templateSummary: {
      id: 'ratelimits.template.summary',
      defaultMessage:
        '{template, select, loginPerIp {Blocks an address for 10 minutes after more than 5 sign-in attempts in a minute (password guessing).} apiPerKey {Each API key may make 100 requests a minute; the excess gets a JSON 429 for a minute.} shopScrapers {Counts only shop pages that do not exist (scrapers guess URLs); more than 20 in a minute earns a managed challenge.} other {A rule to start from.}}',
      description: 'What a rule template protects against, in a sentence (429 is an HTTP status code)',
    },
  }),
);

export const TOKEN = untyped(
  defineMessages({
    title: {
      id: 'ratelimits.token.title',
      defaultMessage: 'API token',
      description: 'Card heading: the Cloudflare API token',
    },
    demoToken: { id: 'ratelimits.token.demo', defaultMessage: 'Demo token', description: 'Before the token’s hint' },
    token: { id: 'ratelimits.token.token', defaultMessage: 'Token', description: 'Before the token’s hint' },
    verified: { id: 'ratelimits.token.verified', defaultMessage: '✓ verified', description: 'The service accepted it' },
    verifiedAt: {
      id: 'ratelimits.token.verifiedAt',
      defaultMessage: '✓ verified at {time}',
      description: 'The service accepted it at a time (“5:00 PM”)',
    },
    notVerified: { id: 'ratelimits.token.notVerified', defaultMessage: 'not verified', description: 'Token state' },
    checkAgain: { id: 'ratelimits.token.checkAgain', defaultMessage: 'Check again', description: 'Button' },
    useOwn: { id: 'ratelimits.token.useOwn', defaultMessage: 'Use your own token', description: 'Button in the demo' },
    replace: { id: 'ratelimits.token.replace', defaultMessage: 'Replace token', description: 'Button' },
    remove: { id: 'ratelimits.token.remove', defaultMessage: 'Remove token', description: 'Button' },
    demoNote: {
      id: 'ratelimits.token.demoNote',
      defaultMessage:
        'The demo workspace comes with the token of its infrastructure account (permission {permission}), so its zones and example rules are here to try. It is not stored, and goes when you sign out of the demo.',
      description: 'About the demo’s token; permission is Cloudflare’s permission name “Zone WAF Write” (code)',
    },
    field: {
      id: 'ratelimits.token.field',
      defaultMessage: 'Rulesets API token',
      description: 'Field: a Cloudflare API token for the Rulesets API',
    },
    verifying: { id: 'ratelimits.token.verifying', defaultMessage: 'Verifying…', description: 'Button while busy' },
    save: { id: 'ratelimits.token.save', defaultMessage: 'Save token', description: 'Button' },
    cancel: { id: 'ratelimits.token.cancel', defaultMessage: 'Cancel', description: 'Button' },
    help: {
      id: 'ratelimits.token.help',
      defaultMessage:
        'Create an API token with the <b>{permission}</b> permission for your zones. It is checked with the service, kept encrypted on this computer, and never shown again.',
      description: 'How to make a token; permission is Cloudflare’s permission name “Zone WAF Write” (keep it)',
    },
    callsGoTo: {
      id: 'ratelimits.token.callsGoTo',
      defaultMessage: 'Calls go to {url}.',
      description: 'Where the requests go; url is the API address',
    },
    demoHelp: {
      id: 'ratelimits.token.demoHelp',
      defaultMessage:
        '{known, select, yes {The demo workspace talks to its local emulator ({url}), so only a token that emulator issued is accepted here. To manage your own website’s rules, sign out of the demo on Accounts and connect your channel.} other {The demo workspace talks to its local emulator, so only a token that emulator issued is accepted here. To manage your own website’s rules, sign out of the demo on Accounts and connect your channel.}}',
      description: 'In the demo, under the token form; url is the emulator’s address (known yes when it is)',
    },
  }),
);

export const RULES = untyped(
  defineMessages({
    title: {
      id: 'ratelimits.rules.title',
      defaultMessage: 'Rules, in the order they apply',
      description: 'Heading of the zone’s rate limiting rules',
    },
    version: {
      id: 'ratelimits.rules.version',
      defaultMessage: 'ruleset version {version} · updated {when}',
      description: 'The ruleset’s version number and when it last changed (a date and time)',
    },
    history: { id: 'ratelimits.rules.history', defaultMessage: 'History', description: 'Button: shows the history' },
    hideHistory: { id: 'ratelimits.rules.hideHistory', defaultMessage: 'Hide history', description: 'Button' },
    none: {
      id: 'ratelimits.rules.none',
      defaultMessage: 'This zone has no rate limiting rules yet. Start from a template below, or write one.',
      description: 'An empty rule list',
    },
    reorderHelp: {
      id: 'ratelimits.rules.reorderHelp',
      defaultMessage:
        'Drag a rule onto another to take its place, or use ↑ and ↓. The first rule that acts on a request decides.',
      description: 'Under the rule list',
    },
    reviewToggles: {
      id: 'ratelimits.rules.reviewToggles',
      defaultMessage:
        'Review switching a rule on or off before it goes live (saving, moving and deleting are always reviewed)',
      description: 'Check box',
    },
    loading: { id: 'ratelimits.rules.loading', defaultMessage: 'Loading the rules…', description: 'While rules load' },
    unnamed: {
      id: 'ratelimits.rules.unnamed',
      defaultMessage: 'Rule {position, number}',
      description: 'A rule without a description, by its position',
    },
    dragToReorder: { id: 'ratelimits.rules.dragToReorder', defaultMessage: 'Drag to reorder', description: 'Tooltip' },
    position: {
      id: 'ratelimits.rules.position',
      defaultMessage: 'Position {position, number}',
      description: 'Accessible name of a rule’s position number',
    },
    summary: {
      id: 'ratelimits.rules.summary',
      defaultMessage: '{threshold} · {action} {mitigation} · per {characteristics}',
      description:
        'A rule in one line: threshold (“5 requests per 1 minute”), action (“Block”), mitigation (“for 10 minutes”), then what requests are counted per (code such as ip.src)',
    },
    enabledName: {
      id: 'ratelimits.rules.enabledName',
      defaultMessage: 'Enabled: {name}',
      description: 'Accessible name of a rule’s on/off switch',
    },
    on: { id: 'ratelimits.rules.on', defaultMessage: 'On', description: 'A rule’s switch: on' },
    off: { id: 'ratelimits.rules.off', defaultMessage: 'Off', description: 'A rule’s switch: off' },
    moveUp: { id: 'ratelimits.rules.moveUp', defaultMessage: 'Move {name} up', description: 'Accessible name of ↑' },
    moveDown: {
      id: 'ratelimits.rules.moveDown',
      defaultMessage: 'Move {name} down',
      description: 'Accessible name of ↓',
    },
    edit: { id: 'ratelimits.rules.edit', defaultMessage: 'Edit', description: 'Button' },
    editName: { id: 'ratelimits.rules.editName', defaultMessage: 'Edit {name}', description: 'Accessible name' },
    delete: { id: 'ratelimits.rules.delete', defaultMessage: 'Delete', description: 'Button' },
    deleteName: { id: 'ratelimits.rules.deleteName', defaultMessage: 'Delete {name}', description: 'Accessible name' },
  }),
);

/** How the screen says a rule's settings (shared/ratelimits/rule-model.ts has the English the code panels use). */
export const SETTINGS = untyped(
  defineMessages({
    action: {
      id: 'ratelimits.settings.action',
      defaultMessage:
        '{action, select, block {Block} challenge {Interactive challenge} js_challenge {JS challenge} managed_challenge {Managed challenge} other {Log only}}',
      description: 'A rule’s action, as Cloudflare’s dashboard names it (Block, Managed Challenge, JS Challenge…)',
    },
    duration: {
      id: 'ratelimits.settings.duration',
      defaultMessage:
        '{unit, select, day {{count, plural, one {# day} other {# days}}} hour {{count, plural, one {# hour} other {# hours}}} minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}',
      description: 'A period or timeout, e.g. “10 seconds”, “1 minute”, “1 hour”',
    },
    requests: {
      id: 'ratelimits.settings.requests',
      defaultMessage: '{count, plural, one {# request} other {# requests}} per {period}',
      description: 'A threshold: requests per period (“5 requests per 1 minute”)',
    },
    unknownRequests: {
      id: 'ratelimits.settings.unknownRequests',
      defaultMessage: '? requests per {period}',
      description: 'A threshold whose number of requests is not known',
    },
    score: {
      id: 'ratelimits.settings.score',
      defaultMessage: 'score {score, number} ({header}) per {period}',
      description: 'A threshold counted by a score a response header adds; header is the header’s name (code)',
    },
    scoreHeader: {
      id: 'ratelimits.settings.scoreHeader',
      defaultMessage: 'score header',
      description: 'Stands for a score header without a name',
    },
    throttle: {
      id: 'ratelimits.settings.throttle',
      defaultMessage: 'throttle (only requests over the rate)',
      description: 'Mitigation: only the requests over the rate are acted on',
    },
    forDuration: {
      id: 'ratelimits.settings.forDuration',
      defaultMessage: 'for {duration}',
      description: 'Mitigation timeout: how long a client stays blocked (“for 10 minutes”)',
    },
  }),
);

export const EDITOR = untyped(
  defineMessages({
    field: {
      id: 'ratelimits.editor.field',
      defaultMessage:
        '{field, select, description {Description} expression {Expression} action {Action} customResponse {Custom response} responseStatus {Response status} responseContentType {Response content type} responseContent {Response body} characteristics {Count requests per} period {Period} mode {Threshold} requestsPerPeriod {Requests per period} scorePerPeriod {Score per period} scoreHeader {Score header} mitigationTimeout {Mitigation timeout} requestsToOrigin {Count only requests to the origin} countingExpression {Counting expression} other {Enabled}}',
      description: 'A rule field’s name, in the list of what is left to fix before saving',
    },
    editTitle: { id: 'ratelimits.editor.editTitle', defaultMessage: 'Edit rule', description: 'Editor heading' },
    newTitle: { id: 'ratelimits.editor.newTitle', defaultMessage: 'New rule', description: 'Editor heading' },
    notAccepted: {
      id: 'ratelimits.editor.notAccepted',
      defaultMessage: 'The service did not accept the rule.',
      description: 'Above the service’s refusal',
    },
    notSaved: {
      id: 'ratelimits.editor.notSaved',
      defaultMessage: 'The rule was not saved.',
      description: 'Above a failure',
    },
    saving: { id: 'ratelimits.editor.saving', defaultMessage: 'Saving…', description: 'Button while busy' },
    save: { id: 'ratelimits.editor.save', defaultMessage: 'Save rule', description: 'Button' },
    cancel: { id: 'ratelimits.editor.cancel', defaultMessage: 'Cancel', description: 'Button' },
    ready: { id: 'ratelimits.editor.ready', defaultMessage: 'Ready to save.', description: 'Nothing left to fix' },
    toFix: {
      id: 'ratelimits.editor.toFix',
      defaultMessage: 'To save, fix: {fields}.',
      description: 'What is left to fix; fields is a list of field names',
    },
    description: { id: 'ratelimits.fields.description', defaultMessage: 'Description', description: 'Rule field' },
    expression: {
      id: 'ratelimits.fields.expression',
      defaultMessage: 'Expression',
      description: 'Rule field: the filter expression (Cloudflare’s “expression”)',
    },
    expressionHelp: {
      id: 'ratelimits.fields.expressionHelp',
      defaultMessage: 'Which requests the rule applies to, e.g. {example}.',
      description: 'Help under the expression; example is an expression (code)',
    },
    action: { id: 'ratelimits.fields.action', defaultMessage: 'Action', description: 'Rule field (Choose action)' },
    mitigationTimeout: {
      id: 'ratelimits.fields.mitigationTimeout',
      defaultMessage: 'Mitigation timeout',
      description: 'Rule field, as Cloudflare’s dashboard names it (“With the same characteristics… for duration”)',
    },
    mitigationHelp: {
      id: 'ratelimits.fields.mitigationHelp',
      defaultMessage: 'How long a client stays blocked after going over the rate.',
      description: 'Help under Mitigation timeout',
    },
    throttleChoice: {
      id: 'ratelimits.fields.throttleChoice',
      defaultMessage: 'Throttle: only requests over the rate',
      description: 'Mitigation timeout choice: act only on the requests over the rate',
    },
    responseLegend: {
      id: 'ratelimits.fields.responseLegend',
      defaultMessage: 'Response to blocked requests',
      description: 'Group of the custom response fields',
    },
    customResponse: {
      id: 'ratelimits.fields.customResponse',
      defaultMessage: 'Send a custom response instead of the default {status} page',
      description: 'Check box; status is the HTTP status 429',
    },
    statusCode: { id: 'ratelimits.fields.statusCode', defaultMessage: 'Status code', description: 'HTTP status' },
    statusHelp: {
      id: 'ratelimits.fields.statusHelp',
      defaultMessage: '{from} to {to}.',
      description: 'The status codes allowed (400 to 499)',
    },
    contentType: { id: 'ratelimits.fields.contentType', defaultMessage: 'Content type', description: 'HTTP field' },
    body: { id: 'ratelimits.fields.body', defaultMessage: 'Body', description: 'The custom response’s body' },
    bodyBytes: {
      id: 'ratelimits.fields.bodyBytes',
      defaultMessage: '{used, number} of {max, number} bytes.',
      description: 'How much of the body’s limit is used',
    },
    threshold: { id: 'ratelimits.fields.threshold', defaultMessage: 'Threshold', description: 'Group heading' },
    byRequests: {
      id: 'ratelimits.fields.byRequests',
      defaultMessage: 'Number of requests',
      description: 'Threshold choice',
    },
    byScore: {
      id: 'ratelimits.fields.byScore',
      defaultMessage: 'Score from a response header',
      description: 'Threshold choice (complexity-based rate limiting)',
    },
    requestsPerPeriod: {
      id: 'ratelimits.fields.requestsPerPeriod',
      defaultMessage: 'Requests per period',
      description: 'Rule field (Cloudflare’s “Requests”)',
    },
    requestsHelp: {
      id: 'ratelimits.fields.requestsHelp',
      defaultMessage: 'The request after this many is the first acted on.',
      description: 'Help under Requests per period',
    },
    scorePerPeriod: {
      id: 'ratelimits.fields.scorePerPeriod',
      defaultMessage: 'Score per period',
      description: 'Rule field',
    },
    scoreHeader: { id: 'ratelimits.fields.scoreHeader', defaultMessage: 'Score header', description: 'Rule field' },
    scoreHeaderHelp: {
      id: 'ratelimits.fields.scoreHeaderHelp',
      defaultMessage: 'Response header whose value adds to the score.',
      description: 'Help under Score header',
    },
    period: { id: 'ratelimits.fields.period', defaultMessage: 'Period', description: 'Rule field' },
    countingExpression: {
      id: 'ratelimits.fields.countingExpression',
      defaultMessage: 'Counting expression (optional)',
      description: 'Rule field (Cloudflare’s “counting expression”)',
    },
    countingHelp: {
      id: 'ratelimits.fields.countingHelp',
      defaultMessage:
        'Which requests add to the count. Empty: those the rule matches. It may read the origin’s answer, e.g. {example}.',
      description: 'Help under the counting expression; example is an expression (code)',
    },
    toOrigin: {
      id: 'ratelimits.fields.toOrigin',
      defaultMessage: 'Count only requests that reach the origin (not those answered from cache)',
      description: 'Check box (Cloudflare’s “Use cache status” / requests to origin)',
    },
    enabled: { id: 'ratelimits.fields.enabled', defaultMessage: 'Enabled', description: 'Check box: the rule is on' },
    valid: {
      id: 'ratelimits.fields.valid',
      defaultMessage: '✓ The expression is valid.',
      description: 'Under an expression the parser accepts',
    },
  }),
);

export const PER = untyped(
  defineMessages({
    legend: {
      id: 'ratelimits.per.legend',
      defaultMessage: 'Count requests per',
      description: 'Group: the characteristics a counter is kept per (Cloudflare’s “With the same characteristics”)',
    },
    dataCentre: {
      id: 'ratelimits.per.dataCentre',
      defaultMessage: 'Data centre ({field}, always)',
      description: 'Always on; field is cf.colo.id (code)',
    },
    simple: {
      id: 'ratelimits.per.simple',
      defaultMessage:
        '{field, select, ipSrc {Client IP address} visitorId {Visitor ID} host {Host name} path {URI path} country {Country} other {AS number}}',
      description: 'A characteristic’s name, as Cloudflare’s dashboard names it (IP, Country, AS Num, Host…)',
    },
    withField: {
      id: 'ratelimits.per.withField',
      defaultMessage: '{name} ({field})',
      description: 'A characteristic’s name and its field (code), e.g. “Country (ip.src.country)”',
    },
    keyed: {
      id: 'ratelimits.per.keyed',
      defaultMessage: '{field, select, header {Header} cookie {Cookie} other {Query argument}}',
      description: 'A kind of named characteristic (a header, a cookie or a query argument, by name)',
    },
    named: {
      id: 'ratelimits.per.named',
      defaultMessage: 'Named characteristics',
      description: 'Accessible name of the list of headers, cookies and query arguments counted per',
    },
    removeName: {
      id: 'ratelimits.per.removeName',
      defaultMessage: 'Remove {characteristic}',
      description: 'Accessible name; characteristic is code',
    },
    remove: { id: 'ratelimits.per.remove', defaultMessage: 'Remove', description: 'Button' },
    kind: {
      id: 'ratelimits.per.kind',
      defaultMessage: 'Kind of named characteristic',
      description: 'Label of the header/cookie/query argument choice',
    },
    name: { id: 'ratelimits.per.name', defaultMessage: 'Name', description: 'The header’s, cookie’s or argument’s' },
    namePlaceholder: {
      id: 'ratelimits.per.namePlaceholder',
      defaultMessage: 'e.g. {example}',
      description: 'Placeholder; example is a header name (x-api-key)',
    },
    add: { id: 'ratelimits.per.add', defaultMessage: 'Add', description: 'Button' },
  }),
);

export const OWN = untyped(
  defineMessages({
    summary: {
      id: 'ratelimits.own.summary',
      defaultMessage:
        '{demo, select, yes {Your own addresses ({count, number}) · the demo’s example} other {Your own addresses ({count, number})}}',
      description: 'Folded section: the creator’s own IP addresses; demo yes when they are the demo’s example',
    },
    field: {
      id: 'ratelimits.own.field',
      defaultMessage: 'Addresses and ranges, one per line',
      description: 'Field: IP addresses and CIDR ranges',
    },
    help: {
      id: 'ratelimits.own.help',
      defaultMessage: 'Home, office, your monitoring service: a replay flags them when a draft would stop them.',
      description: 'Help under the own addresses',
    },
    problem: {
      id: 'ratelimits.own.problem',
      defaultMessage: '{line} {problem}.',
      description: 'A typed address and what is wrong with it',
    },
    save: { id: 'ratelimits.own.save', defaultMessage: 'Save addresses', description: 'Button' },
    saved: {
      id: 'ratelimits.own.saved',
      defaultMessage: 'Saved. Replay again to see them flagged.',
      description: 'After saving the addresses',
    },
  }),
);
