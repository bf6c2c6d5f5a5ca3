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

export const CODE = untyped(
  defineMessages({
    source: {
      id: 'ratelimits.code.source',
      defaultMessage: '{source, select, api {rulesets API JSON} terraform {Terraform} other {Channel Desk export}}',
      description: 'What kind of rules file was read (Terraform and Channel Desk are names)',
    },
    copiedJson: {
      id: 'ratelimits.code.copiedJson',
      defaultMessage: 'The rules were copied as JSON.',
      description: 'After copying the rules to the clipboard',
    },
    copiedTerraform: {
      id: 'ratelimits.code.copiedTerraform',
      defaultMessage: 'The rules were copied as Terraform.',
      description: 'After copying the rules to the clipboard',
    },
    noClipboard: {
      id: 'ratelimits.code.noClipboard',
      defaultMessage: 'The clipboard is not available here; save a file instead.',
      description: 'Copying failed',
    },
    tooLarge: {
      id: 'ratelimits.code.tooLarge',
      defaultMessage: 'The file is too large to be a ruleset.',
      description: 'A dropped rules file far too large',
    },
    importTitle: {
      id: 'ratelimits.code.importTitle',
      defaultMessage: 'Import {file}',
      description: 'The review’s title for importing a file; file is its name',
    },
    imported: {
      id: 'ratelimits.code.imported',
      defaultMessage:
        '{file} was imported: the zone has {count, plural, one {# rule} other {# rules}} (version {version}).',
      description: 'Announced after an import went live',
    },
    title: { id: 'ratelimits.code.title', defaultMessage: 'Rules as code', description: 'Card heading' },
    explain: {
      id: 'ratelimits.code.explain',
      defaultMessage:
        'Export keeps each rule’s reference (its stable name) and leaves out what changes on every update, so a file exported, imported and exported again is the same file.',
      description: 'Under Rules as code',
    },
    exportGroup: {
      id: 'ratelimits.code.exportGroup',
      defaultMessage: 'Export the rules',
      description: 'Accessible name of the export buttons',
    },
    copyJson: { id: 'ratelimits.code.copyJson', defaultMessage: 'Copy as JSON', description: 'Button' },
    copyTerraform: { id: 'ratelimits.code.copyTerraform', defaultMessage: 'Copy as Terraform', description: 'Button' },
    saveJson: { id: 'ratelimits.code.saveJson', defaultMessage: 'Save JSON file', description: 'Button' },
    saveTerraform: {
      id: 'ratelimits.code.saveTerraform',
      defaultMessage: 'Save Terraform file',
      description: 'Button',
    },
    drop: {
      id: 'ratelimits.code.drop',
      defaultMessage: 'Drop a rules file here to import it, or to see how it differs from the live rules',
      description: 'Drop area for a rules file',
    },
    dropHint: {
      id: 'ratelimits.code.dropHint',
      defaultMessage:
        'Channel Desk’s or the rulesets API’s JSON, or a Terraform {block} block. Nothing is sent before the review.',
      description: 'What files the drop area takes; block is the Terraform resource type cloudflare_ruleset (code)',
    },
    fileSummary: {
      id: 'ratelimits.code.fileSummary',
      defaultMessage: '{file}: {count, plural, one {# rule} other {# rules}} ({source}).',
      description: 'A read rules file: its name, how many rules, and its kind (ratelimits.code.source)',
    },
    unknownFields: {
      id: 'ratelimits.code.unknownFields',
      defaultMessage: 'These fields are not known to Channel Desk and are not imported:',
      description: 'Above a list of field names (code)',
    },
    cannotImport: {
      id: 'ratelimits.code.cannotImport',
      defaultMessage: 'The file cannot be imported as it is:',
      description: 'Above a list of problems',
    },
    review: { id: 'ratelimits.code.review', defaultMessage: 'Review the import', description: 'Button' },
    compare: { id: 'ratelimits.code.compare', defaultMessage: 'Compare with the zone', description: 'Button' },
    hideCompare: {
      id: 'ratelimits.code.hideCompare',
      defaultMessage: 'Hide the comparison',
      description: 'Button',
    },
    drift: {
      id: 'ratelimits.code.drift',
      defaultMessage: 'What changed on the zone since this file',
      description: 'Heading of the comparison between a file and the live rules',
    },
  }),
);

export const REVIEW = untyped(
  defineMessages({
    intro: {
      id: 'ratelimits.review.intro',
      defaultMessage:
        'Review what changes in this zone’s rate limiting rules: <b>{summary}</b>. Nothing is sent until you choose Go live.',
      description: 'Top of the review before a change goes live; summary says what changes (“1 rule changed”)',
    },
    lastReplay: {
      id: 'ratelimits.review.lastReplay',
      defaultMessage: 'Last log replay of this rule: {verdict}',
      description: 'The verdict of the changed rule’s last replay against the access log',
    },
    skipToggles: {
      id: 'ratelimits.review.skipToggles',
      defaultMessage: 'From now on, switch rules on and off without this review',
      description: 'Check box in the review of switching a rule on or off',
    },
    goingLive: { id: 'ratelimits.review.goingLive', defaultMessage: 'Going live…', description: 'Button while busy' },
    goLive: {
      id: 'ratelimits.review.goLive',
      defaultMessage: 'Go live',
      description: 'Button: sends the change to the zone',
    },
    cancel: { id: 'ratelimits.review.cancel', defaultMessage: 'Cancel', description: 'Button' },
  }),
);

export const DIFF = untyped(
  defineMessages({
    changed: {
      id: 'ratelimits.diff.changed',
      defaultMessage: '{count, plural, one {# rule changed} other {# rules changed}}',
      description: 'Part of a change’s summary',
    },
    added: {
      id: 'ratelimits.diff.added',
      defaultMessage: '{count, plural, one {# rule added} other {# rules added}}',
      description: 'Part of a change’s summary',
    },
    removed: {
      id: 'ratelimits.diff.removed',
      defaultMessage: '{count, plural, one {# rule removed} other {# rules removed}}',
      description: 'Part of a change’s summary',
    },
    newOrder: { id: 'ratelimits.diff.newOrder', defaultMessage: 'a new order', description: 'Part of a summary' },
    noChanges: { id: 'ratelimits.diff.noChanges', defaultMessage: 'no changes', description: 'A summary: nothing' },
    becomes: {
      id: 'ratelimits.diff.becomes',
      defaultMessage: 'becomes',
      description: 'Read by screen readers between a field’s old and new value',
    },
    off: { id: 'ratelimits.diff.off', defaultMessage: 'off', description: 'After a rule’s facts: it is switched off' },
    same: { id: 'ratelimits.diff.same', defaultMessage: 'The rules are the same.', description: 'Nothing differs' },
    new: { id: 'ratelimits.diff.new', defaultMessage: 'New', description: 'Badge: an added rule' },
    unchanged: {
      id: 'ratelimits.diff.unchanged',
      defaultMessage: '{position, number}. {name} (unchanged)',
      description: 'A rule that did not change, by its position and name',
    },
    changedBadge: { id: 'ratelimits.diff.changedBadge', defaultMessage: 'Changed', description: 'Badge' },
    moved: {
      id: 'ratelimits.diff.moved',
      defaultMessage: 'Moved from {from, number} to {to, number}',
      description: 'Badge: a rule’s old and new position',
    },
    removedBadge: { id: 'ratelimits.diff.removedBadge', defaultMessage: 'Removed', description: 'Badge' },
  }),
);

export const HISTORY = untyped(
  defineMessages({
    version: {
      id: 'ratelimits.history.version',
      defaultMessage: 'Version {version}',
      description: 'A ruleset version, by its number',
    },
    compare: { id: 'ratelimits.history.compare', defaultMessage: 'Compare two versions', description: 'Heading' },
    from: { id: 'ratelimits.history.from', defaultMessage: 'From', description: 'The older version to compare' },
    to: { id: 'ratelimits.history.to', defaultMessage: 'To', description: 'The newer version to compare' },
    reading: { id: 'ratelimits.history.reading', defaultMessage: 'Reading the versions…', description: 'While busy' },
    title: {
      id: 'ratelimits.history.title',
      defaultMessage: 'History of this zone’s rules',
      description: 'Card heading: the ruleset’s versions',
    },
    explain: {
      id: 'ratelimits.history.explain',
      defaultMessage:
        'Each change made a new version. The rulesets API records when, not who. Restoring sends an earlier version’s rules again as a new version, after the review. Deleting an earlier version only removes it from this history.',
      description: 'Under the history’s heading',
    },
    liveNow: {
      id: 'ratelimits.history.liveNow',
      defaultMessage: 'Live now',
      description: 'Badge: the current version',
    },
    restore: {
      id: 'ratelimits.history.restore',
      defaultMessage: 'Restore version {version}',
      description: 'Button',
    },
    delete: { id: 'ratelimits.history.delete', defaultMessage: 'Delete', description: 'Button' },
    deleteName: {
      id: 'ratelimits.history.deleteName',
      defaultMessage: 'Delete version {version}',
      description: 'Accessible name of Delete',
    },
    deleteQuestion: {
      id: 'ratelimits.history.deleteQuestion',
      defaultMessage: 'Delete version {version} from the history? The rules live now stay as they are.',
      description: 'Asked in place of Delete',
    },
    deleteYes: {
      id: 'ratelimits.history.deleteYes',
      defaultMessage: 'Yes, delete version {version}',
      description: 'Answer that deletes',
    },
    keep: { id: 'ratelimits.history.keep', defaultMessage: 'Keep it', description: 'Answer that keeps it' },
    deleteGroup: {
      id: 'ratelimits.history.deleteGroup',
      defaultMessage: 'Confirm deleting version {version}',
      description: 'The question’s group name for screen readers',
    },
    deleted: {
      id: 'ratelimits.history.deleted',
      defaultMessage: 'Version {version} was deleted from the history. The rules live now are unchanged.',
      description: 'After deleting a version',
    },
    onlyFew: {
      id: 'ratelimits.history.onlyFew',
      defaultMessage: 'Only {count, plural, one {# version} other {# versions}} so far: nothing to compare yet.',
      description: 'Fewer than two versions',
    },
  }),
);

export const REVIEW_REPLAY = untyped(
  defineMessages({
    result: {
      id: 'ratelimits.reviewReplay.result',
      defaultMessage:
        'Replayed against {file}: these rules would have stopped {stopped, number} of {requests}, from {clients}.',
      description: 'What the rules would have stopped in the replayed access log; file is its name',
    },
    nothingOn: {
      id: 'ratelimits.reviewReplay.nothingOn',
      defaultMessage: 'No rule would be on: nothing to replay.',
      description: 'Every rule of the change is off',
    },
    demoLog: {
      id: 'ratelimits.reviewReplay.demoLog',
      defaultMessage: 'the demo’s sample log',
      description: 'Stands for the demo’s example access log inside a sentence',
    },
    first: {
      id: 'ratelimits.reviewReplay.first',
      defaultMessage: 'Replay a log on this screen first to see what these rules would have stopped.',
      description: 'No access log replayed yet',
    },
    replaying: { id: 'ratelimits.reviewReplay.replaying', defaultMessage: 'Replaying…', description: 'While busy' },
    replay: {
      id: 'ratelimits.reviewReplay.replay',
      defaultMessage: 'Replay these rules against {log}',
      description: 'Button; log is a file name or ratelimits.reviewReplay.demoLog',
    },
  }),
);

export const EXPRESSION_DIFF = untyped(
  defineMessages({
    removed: {
      id: 'ratelimits.expressionDiff.removed',
      defaultMessage: 'removed: {text}',
      description: 'Read by screen readers: words taken out of an expression (code)',
    },
    added: {
      id: 'ratelimits.expressionDiff.added',
      defaultMessage: 'added: {text}',
      description: 'Read by screen readers: words added to an expression (code)',
    },
  }),
);

/** What the rule store announces and titles its reviews with (ratelimits-store.ts, history-store.ts). */
export const CHANGES = untyped(
  defineMessages({
    theRule: { id: 'ratelimits.changes.theRule', defaultMessage: 'The rule', description: 'A rule without a name' },
    chooseZone: {
      id: 'ratelimits.changes.chooseZone',
      defaultMessage: 'Choose a zone with rules first.',
      description: 'A change asked for with no zone chosen',
    },
    tokenSaved: {
      id: 'ratelimits.changes.tokenSaved',
      defaultMessage: 'The API token was verified and saved.',
      description: 'Announced after saving a token',
    },
    tokenRemoved: {
      id: 'ratelimits.changes.tokenRemoved',
      defaultMessage:
        '{demo, select, yes {Your API token was removed; the demo token is in use again.} other {The API token was removed.}}',
      description: 'Announced after removing the token (in the demo its own token takes over)',
    },
    saveTitle: {
      id: 'ratelimits.changes.saveTitle',
      defaultMessage: '{editing, select, yes {Save “{name}”} other {Add “{name}”}}',
      description: 'The review’s title before saving (editing yes) or adding a rule; name is the rule’s',
    },
    saved: {
      id: 'ratelimits.changes.saved',
      defaultMessage: '{editing, select, yes {{name} was saved.} other {{name} was added.}}',
      description: 'Announced after a rule was saved or added',
    },
    switchTitle: {
      id: 'ratelimits.changes.switchTitle',
      defaultMessage: '{enabled, select, yes {Switch on “{name}”} other {Switch off “{name}”}}',
      description: 'The review’s title before switching a rule on or off',
    },
    switched: {
      id: 'ratelimits.changes.switched',
      defaultMessage: '{enabled, select, yes {{name} is now enabled.} other {{name} is now disabled.}}',
      description: 'Announced after switching a rule on or off',
    },
    deleteTitle: {
      id: 'ratelimits.changes.deleteTitle',
      defaultMessage: 'Delete “{name}”',
      description: 'The review’s title before deleting a rule',
    },
    deleted: {
      id: 'ratelimits.changes.deleted',
      defaultMessage: '{name} was deleted.',
      description: 'Announced after deleting a rule',
    },
    moveTitle: {
      id: 'ratelimits.changes.moveTitle',
      defaultMessage: 'Move “{name}”',
      description: 'The review’s title before moving a rule',
    },
    moved: {
      id: 'ratelimits.changes.moved',
      defaultMessage: '{name} moved to position {position, number} of {count, number}.',
      description: 'Announced after moving a rule',
    },
    historyClosed: {
      id: 'ratelimits.changes.historyClosed',
      defaultMessage: 'The history is closed.',
      description: 'A history action after it was closed',
    },
    restoreTitle: {
      id: 'ratelimits.changes.restoreTitle',
      defaultMessage: 'Restore version {version}',
      description: 'The review’s title before restoring a version',
    },
    restored: {
      id: 'ratelimits.changes.restored',
      defaultMessage: 'Version {version} was restored as version {next} of the ruleset.',
      description: 'Announced after a restore went live',
    },
  }),
);

export const SIM = untyped(
  defineMessages({
    title: { id: 'ratelimits.sim.title', defaultMessage: 'Simulate traffic', description: 'Card heading' },
    explain: {
      id: 'ratelimits.sim.explain',
      defaultMessage: 'Computed here with the same rules engine as the edge, on a simulated clock: nothing is sent.',
      description: 'Under Simulate traffic',
    },
    field: {
      id: 'ratelimits.sim.field',
      defaultMessage:
        '{field, select, requestsPerSecond {Requests per second} durationSeconds {Duration (seconds)} clientIps {Client IPs} method {Method} path {Path} headerName {Header (optional)} headerValues {Distinct header values} responseCode {Origin response code (optional)} other {Score per response}}',
      description: 'A field of the simulated traffic',
    },
    draft: {
      id: 'ratelimits.sim.draft',
      defaultMessage: 'Draft',
      description: 'Stands for a rule without a description while it is simulated',
    },
    summary: {
      id: 'ratelimits.sim.summary',
      defaultMessage:
        '{logged, select, yes {{requests}: {matched, number} matched, {counted, number} counted, {blocked, number} blocked, {loggedCount, number} logged.} other {{requests}: {matched, number} matched, {counted, number} counted, {blocked, number} blocked.}}',
      description: 'What the simulated traffic did',
    },
    fixRule: {
      id: 'ratelimits.sim.fixRule',
      defaultMessage: 'Fix the rule to simulate it: {problem}',
      description: 'The rule has a problem; problem says it',
    },
    never: {
      id: 'ratelimits.sim.never',
      defaultMessage: 'The rule never acts on this traffic.',
      description: 'Simulation result',
    },
    first: {
      id: 'ratelimits.sim.first',
      defaultMessage:
        '{log, select, yes {The first request logged comes after {after}; {reached, number} of {counters} reached the threshold.} other {The first request acted on comes after {after}; {reached, number} of {counters} reached the threshold.}}',
      description: 'Simulation result; after is a number of seconds (“3.2 s”); counters are kept per client',
    },
    seconds: {
      id: 'ratelimits.sim.seconds',
      defaultMessage: '{seconds, number, ::.#} s',
      description: 'A number of seconds, abbreviated',
    },
    series: {
      id: 'ratelimits.sim.series',
      defaultMessage:
        '{series, select, matched {Matched} counted {Counted} blocked {Blocked} logged {Logged} other {Requests}}',
      description: 'A chart series or table column: requests that matched, were counted, blocked, logged',
    },
    second: {
      id: 'ratelimits.sim.second',
      defaultMessage: 'second {n, number}',
      description: 'One second of the simulation, by its number',
    },
    secondsSpan: {
      id: 'ratelimits.sim.secondsSpan',
      defaultMessage: 'seconds {from, number}–{to, number}',
      description: 'A span of seconds of the simulation',
    },
    barTitle: {
      id: 'ratelimits.sim.barTitle',
      defaultMessage:
        '{span}: {requests, plural, one {# request} other {# requests}}, {matched, number} matched, {counted, number} counted, {blocked, number} blocked',
      description: 'Tooltip of a bar group',
    },
    scale: {
      id: 'ratelimits.sim.scale',
      defaultMessage: '0–{total, number} s · up to {max, plural, one {# request} other {# requests}} per {per}',
      description: 'The chart’s scale; per is a duration (“second” or “5 seconds”)',
    },
    perSecond: { id: 'ratelimits.sim.perSecond', defaultMessage: 'second', description: 'In “per second”' },
    table: { id: 'ratelimits.sim.table', defaultMessage: 'Show as a table', description: 'Folded table' },
    time: { id: 'ratelimits.sim.time', defaultMessage: 'Time', description: 'Table column' },
  }),
);

export const REPLAY = untyped(
  defineMessages({
    copying: {
      id: 'ratelimits.replay.copying',
      defaultMessage: 'Copying the log to Channel Desk…',
      description: 'While the access log is copied (browser mode)',
    },
    replaying: { id: 'ratelimits.replay.replaying', defaultMessage: 'Replaying…', description: 'Progress' },
    replayingLines: {
      id: 'ratelimits.replay.replayingLines',
      defaultMessage: 'Replaying · {lines, plural, one {# line} other {# lines}}',
      description: 'Progress: lines of the log read so far',
    },
    cancel: { id: 'ratelimits.replay.cancel', defaultMessage: 'Cancel replay', description: 'Button' },
    badLines: {
      id: 'ratelimits.replay.badLines',
      defaultMessage:
        '{count, plural, one {# line could not be read and was not replayed} other {# lines could not be read and were not replayed}}',
      description: 'Folded list of unreadable log lines',
    },
    badLine: {
      id: 'ratelimits.replay.badLine',
      defaultMessage: 'Line {line, number}: {reason}.',
      description: 'An unreadable log line, by number, and why (followed by an excerpt)',
    },
    firstListed: {
      id: 'ratelimits.replay.firstListed',
      defaultMessage: 'The first {count, number} are listed.',
      description: 'Only the first unreadable lines are listed',
    },
    draft: { id: 'ratelimits.replay.draft', defaultMessage: 'Draft', description: 'A rule without a description' },
    thisDraft: {
      id: 'ratelimits.replay.thisDraft',
      defaultMessage: 'This draft',
      description: 'The rule being edited, in the comparison',
    },
    asSaved: { id: 'ratelimits.replay.asSaved', defaultMessage: 'As saved', description: 'The rule as saved' },
    anotherRule: {
      id: 'ratelimits.replay.anotherRule',
      defaultMessage: 'Another rule',
      description: 'A rule without a name',
    },
    title: { id: 'ratelimits.replay.title', defaultMessage: 'Replay a log', description: 'Card heading' },
    explain: {
      id: 'ratelimits.replay.explain',
      defaultMessage:
        'What would this draft have done to your visitors? Replay your site’s access log through it (nginx or Apache combined, or the provider’s HTTP request logs as JSON lines; gzip is fine). The log’s own times drive the counters, with the same engine as the edge. Everything stays on this computer.',
      description: 'Under Replay a log (nginx, Apache and gzip are names)',
    },
    fixRule: {
      id: 'ratelimits.replay.fixRule',
      defaultMessage: 'Fix the rule to replay it: {problem}',
      description: 'The draft has a problem',
    },
    fixSecond: {
      id: 'ratelimits.replay.fixSecond',
      defaultMessage: 'Fix the second draft to replay it: {problem}',
      description: 'The second draft has a problem',
    },
    drop: {
      id: 'ratelimits.replay.drop',
      defaultMessage: 'Drop an access log here, or choose one',
      description: 'Drop area for an access log',
    },
    dropHint: {
      id: 'ratelimits.replay.dropHint',
      defaultMessage: 'It is read on this computer, line by line.',
      description: 'Under the drop area',
    },
    trySample: {
      id: 'ratelimits.replay.trySample',
      defaultMessage: 'Try with the demo’s sample log',
      description: 'Button in the demo',
    },
    compareWith: { id: 'ratelimits.replay.compareWith', defaultMessage: 'Compare with', description: 'Field' },
    alone: {
      id: 'ratelimits.replay.alone',
      defaultMessage: 'Nothing: this draft alone',
      description: 'Compare-with choice',
    },
    secondDraft: {
      id: 'ratelimits.replay.secondDraft',
      defaultMessage: 'A second draft, typed here',
      description: 'Compare-with choice',
    },
    ruleAsSaved: {
      id: 'ratelimits.replay.ruleAsSaved',
      defaultMessage: 'The rule as saved: {name}',
      description: 'Compare-with choice: the rule being edited as it is saved',
    },
    again: {
      id: 'ratelimits.replay.again',
      defaultMessage: '{sample, select, yes {Replay the sample log again} other {Replay {log} again}}',
      description: 'Button; log is the file’s name',
    },
    cancelled: {
      id: 'ratelimits.replay.cancelled',
      defaultMessage: 'Replay cancelled: nothing was changed.',
      description: 'After cancelling',
    },
    format: {
      id: 'ratelimits.replay.format',
      defaultMessage: '{format, select, json {HTTP request logs (JSON lines)} other {nginx/Apache combined}}',
      description: 'The access log’s format',
    },
    status: {
      id: 'ratelimits.replay.status',
      defaultMessage: '{file}: {requests, plural, one {# request} other {# requests}} replayed ({format}){details}.',
      description: 'What was replayed; details is empty or ratelimits.replay.unreadable and .outOfOrder',
    },
    unreadable: {
      id: 'ratelimits.replay.unreadable',
      defaultMessage: ', {count, plural, one {# unreadable line} other {# unreadable lines}}',
      description: 'Part of the replay status, after a comma',
    },
    outOfOrder: {
      id: 'ratelimits.replay.outOfOrder',
      defaultMessage: ', {count, number} out of time order',
      description: 'Part of the replay status: lines not in time order',
    },
    truncated: {
      id: 'ratelimits.replay.truncated',
      defaultMessage:
        'This log has more distinct clients, paths or user agents than a replay keeps; the lists are of the first ones seen.',
      description: 'A large log',
    },
    deploy: {
      id: 'ratelimits.replay.deploy',
      defaultMessage: 'Deploy this draft with the log’s verdict',
      description: 'Button: saves the rule with the replay’s verdict in its description',
    },
    stale: {
      id: 'ratelimits.replay.stale',
      defaultMessage: 'The draft changed since this replay: replay again before deploying.',
      description: 'Beside the deploy button',
    },
    kept: {
      id: 'ratelimits.replay.kept',
      defaultMessage: 'The verdict is kept at the end of the rule’s description, to compare the next edit with.',
      description: 'Beside the deploy button',
    },
  }),
);

export const RESULT = untyped(
  defineMessages({
    hint: {
      id: 'ratelimits.result.hint',
      defaultMessage:
        '{kind, select, ownAddress {Your own address} crawler {Search engine crawler} other {Looks like a visitor}}',
      description: 'Badge: why a stopped client is worth a second look',
    },
    none: { id: 'ratelimits.result.none', defaultMessage: '(none)', description: 'An empty key in a top list' },
    stopped: {
      id: 'ratelimits.result.stopped',
      defaultMessage: '{stopped, number} stopped',
      description: 'How many requests of a client, path or user agent were stopped',
    },
    stoppedOf: {
      id: 'ratelimits.result.stoppedOf',
      defaultMessage: '{stopped, number} stopped of {requests, number}',
      description: 'How many requests of a client were stopped, of how many',
    },
    summary: {
      id: 'ratelimits.result.summary',
      defaultMessage:
        '{extra, select, challenged {{stopped, number} of {requests} stopped ({share}), {challenged, number} of them challenged, from {clients}.} logged {{stopped, number} of {requests} stopped ({share}), from {clients}; {logged, number} logged.} both {{stopped, number} of {requests} stopped ({share}), {challenged, number} of them challenged, from {clients}; {logged, number} logged.} other {{stopped, number} of {requests} stopped ({share}), from {clients}.}}',
      description: 'What a draft would have stopped in the log; share is a percentage (“0.4%” or “<0.1%”)',
    },
    tinyShare: {
      id: 'ratelimits.result.tinyShare',
      defaultMessage: '<0.1%',
      description: 'Below a tenth of a percent',
    },
    notReplayed: {
      id: 'ratelimits.result.notReplayed',
      defaultMessage: 'Not replayed:',
      description: 'Above problems',
    },
    before: {
      id: 'ratelimits.result.before',
      defaultMessage: 'Before this edit: {verdict}; now {stopped, number} stopped of {requests, number}.',
      description: 'The rule’s previous verdict beside the new one',
    },
    lookAgain: { id: 'ratelimits.result.lookAgain', defaultMessage: 'Look again', description: 'Heading' },
    topClients: {
      id: 'ratelimits.result.topClients',
      defaultMessage: 'Top clients stopped',
      description: 'Heading of a list',
    },
    topPaths: { id: 'ratelimits.result.topPaths', defaultMessage: 'Top paths stopped', description: 'Heading' },
    topAgents: {
      id: 'ratelimits.result.topAgents',
      defaultMessage: 'Top user agents stopped',
      description: 'Heading of a list',
    },
    column: {
      id: 'ratelimits.result.column',
      defaultMessage:
        '{column, select, rule {Rule} blocked {Blocked} challenged {Challenged} logged {Logged} requests {Requests} from {From (UTC)} other {}}',
      description: 'A table column',
    },
    allRequests: { id: 'ratelimits.result.allRequests', defaultMessage: 'All requests', description: 'Chart series' },
    blockedOrChallenged: {
      id: 'ratelimits.result.blockedOrChallenged',
      defaultMessage: 'Blocked or challenged',
      description: 'Chart series',
    },
    barTitle: {
      id: 'ratelimits.result.barTitle',
      defaultMessage:
        '{time} UTC: {requests, plural, one {# request} other {# requests}}, {blocked, number} blocked, {challenged, number} challenged',
      description: 'Tooltip of a chart bar; time is HH:MM',
    },
    scale: {
      id: 'ratelimits.result.scale',
      defaultMessage: '{from}–{to} UTC · {bar} per bar · up to {max, plural, one {# request} other {# requests}}',
      description: 'The chart’s scale: its time span (HH:MM), one bar’s duration, the tallest bar',
    },
  }),
);

export const SECOND = untyped(
  defineMessages({
    legend: { id: 'ratelimits.second.legend', defaultMessage: 'Second draft', description: 'Group heading' },
    explain: {
      id: 'ratelimits.second.explain',
      defaultMessage:
        'Replayed beside this draft through the same log; it is not saved. Its description names its column.',
      description: 'Under Second draft',
    },
    limit: {
      id: 'ratelimits.second.limit',
      defaultMessage: 'Stop a replay after',
      description: 'Field: how long a replay may run, in seconds',
    },
    limitUnit: {
      id: 'ratelimits.second.limitUnit',
      defaultMessage: 'seconds (from {min, number} to {max, number})',
      description: 'After the time limit field',
    },
  }),
);

/** Counts with their nouns, said inside other messages. */
export const COUNT = untyped(
  defineMessages({
    requests: {
      id: 'ratelimits.count.requests',
      defaultMessage: '{count, plural, one {# request} other {# requests}}',
      description: 'A number of HTTP requests, inside a sentence',
    },
    clients: {
      id: 'ratelimits.count.clients',
      defaultMessage: '{count, plural, one {# client} other {# clients}}',
      description: 'A number of clients (IP addresses), inside a sentence',
    },
    counters: {
      id: 'ratelimits.count.counters',
      defaultMessage: '{count, plural, one {# counter} other {# counters}}',
      description: 'A number of rate counters (one per client or key), inside a sentence',
    },
  }),
);
