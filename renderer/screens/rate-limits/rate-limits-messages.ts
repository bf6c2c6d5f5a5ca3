// The Rate limits screen in the catalogue: the token, the zone's rules, the rule editor and its fields. The rulesets
// API's own terms (expression fields such as http.request.uri.path, characteristics such as ip.src, actions as the
// API names them) are code: they stay out of the messages and show with translate="no". The creator words follow
// Cloudflare's dashboard in each language (rate limiting rules, mitigation timeout, managed challenge).
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const RL = untyped(
  defineMessages({
    about: {
      id: 'rateLimits.about',
      defaultMessage: 'About rate limiting rules',
      description: 'Folded help’s line (Cloudflare’s “rate limiting rules”)',
    },
    aboutText: {
      id: 'rateLimits.aboutText',
      defaultMessage:
        'Rate limiting rules protect your website: when a client sends too many matching requests, the edge blocks or challenges it.',
      description: 'What rate limiting rules are; the edge is Cloudflare’s network in front of the website',
    },
    dismiss: { id: 'rateLimits.dismiss', defaultMessage: 'Dismiss', description: 'Button: hides a failure' },
    loadingZones: { id: 'rateLimits.loadingZones', defaultMessage: 'Loading zones…', description: 'While zones load' },
    noZones: {
      id: 'rateLimits.noZones',
      defaultMessage: 'This token sees no zones.',
      description: 'The API token has access to no zone (a Cloudflare zone is a website’s domain)',
    },
    zone: { id: 'rateLimits.zone', defaultMessage: 'Zone', description: 'Picker of the Cloudflare zone (domain)' },
    zonePlan: {
      id: 'rateLimits.zonePlan',
      defaultMessage: '{zone} ({plan})',
      description: 'A zone and its Cloudflare plan, e.g. “example.com (Pro)”',
    },
    addRule: { id: 'rateLimits.addRule', defaultMessage: 'Add a rule', description: 'Heading above the templates' },
    blankRule: { id: 'rateLimits.blankRule', defaultMessage: 'Blank rule', description: 'Button: a rule from scratch' },
    blankRuleText: {
      id: 'rateLimits.blankRuleText',
      defaultMessage: 'Write the expression and limits yourself.',
      description: 'Beside Blank rule',
    },
    openingAnother: {
      id: 'rateLimits.openingAnother',
      defaultMessage: 'Opening another starts over: unsaved changes to the open rule are dropped.',
      description: 'Said while a rule is open in the editor',
    },
    templateTitle: {
      id: 'rateLimits.template.title',
      defaultMessage:
        '{template, select, loginPerIp {Protect a login path per IP} apiPerKey {Limit an API per API key header} shopScrapers {Slow down scrapers of the shop} other {Template}}',
      description: 'A rule template’s name (a button that opens it in the editor)',
    },
    templateRuleDescription: {
      id: 'rateLimits.template.ruleDescription',
      defaultMessage:
        '{template, select, loginPerIp {Protect the login path per IP} apiPerKey {Limit the API per API key} shopScrapers {Slow down scrapers of the shop} other {Rate limiting rule}}',
      description:
        "The description a rule from a template starts with, in the editor's Description field (the creator can change it; it is saved with the rule)",
    },
    templateSummary: {
      id: 'rateLimits.template.summary',
      defaultMessage:
        '{template, select, loginPerIp {Blocks an address for 10 minutes after more than 5 sign-in attempts in a minute (password guessing).} apiPerKey {Each API key may make 100 requests a minute; the excess gets a JSON 429 for a minute.} shopScrapers {Counts only shop pages that do not exist (scrapers guess URLs); more than 20 in a minute earns a managed challenge.} other {A rule to start from.}}',
      description: 'What a rule template protects against, in a sentence (429 is an HTTP status code)',
    },
  }),
);

export const TOKEN = untyped(
  defineMessages({
    title: {
      id: 'rateLimits.token.title',
      defaultMessage: 'API token',
      description: 'Card heading: the Cloudflare API token',
    },
    demoToken: { id: 'rateLimits.token.demo', defaultMessage: 'Demo token', description: 'Before the token’s hint' },
    token: { id: 'rateLimits.token.token', defaultMessage: 'Token', description: 'Before the token’s hint' },
    verified: { id: 'rateLimits.token.verified', defaultMessage: '✓ verified', description: 'The service accepted it' },
    verifiedAt: {
      id: 'rateLimits.token.verifiedAt',
      defaultMessage: '✓ verified at {time}',
      description: 'The service accepted it at a time (“5:00 PM”)',
    },
    notVerified: { id: 'rateLimits.token.notVerified', defaultMessage: 'not verified', description: 'Token state' },
    checkAgain: { id: 'rateLimits.token.checkAgain', defaultMessage: 'Check again', description: 'Button' },
    useOwn: { id: 'rateLimits.token.useOwn', defaultMessage: 'Use your own token', description: 'Button in the demo' },
    replace: { id: 'rateLimits.token.replace', defaultMessage: 'Replace token', description: 'Button' },
    remove: { id: 'rateLimits.token.remove', defaultMessage: 'Remove token', description: 'Button' },
    demoNote: {
      id: 'rateLimits.token.demoNote',
      defaultMessage:
        'The demo workspace comes with the token of its infrastructure account (permission {permission}), so its zones and example rules are here to try. It is not stored, and goes when you sign out of the demo.',
      description: 'About the demo’s token; permission is Cloudflare’s permission name “Zone WAF Write” (code)',
    },
    field: {
      id: 'rateLimits.token.field',
      defaultMessage: 'Rulesets API token',
      description: 'Field: a Cloudflare API token for the Rulesets API',
    },
    verifying: { id: 'rateLimits.token.verifying', defaultMessage: 'Verifying…', description: 'Button while busy' },
    save: { id: 'rateLimits.token.save', defaultMessage: 'Save token', description: 'Button' },
    cancel: { id: 'rateLimits.token.cancel', defaultMessage: 'Cancel', description: 'Button' },
    help: {
      id: 'rateLimits.token.help',
      defaultMessage:
        'Create an API token with the <b>{permission}</b> permission for your zones. It is checked with the service, kept encrypted on this computer, and never shown again.',
      description: 'How to make a token; permission is Cloudflare’s permission name “Zone WAF Write” (keep it)',
    },
    callsGoTo: {
      id: 'rateLimits.token.callsGoTo',
      defaultMessage: 'Calls go to {url}.',
      description: 'Where the requests go; url is the API address',
    },
    demoHelp: {
      id: 'rateLimits.token.demoHelp',
      defaultMessage:
        '{known, select, yes {The demo workspace talks to its local emulator ({url}), so only a token that emulator issued is accepted here. To manage your own website’s rules, sign out of the demo on Accounts and connect your channel.} other {The demo workspace talks to its local emulator, so only a token that emulator issued is accepted here. To manage your own website’s rules, sign out of the demo on Accounts and connect your channel.}}',
      description: 'In the demo, under the token form; url is the emulator’s address (known yes when it is)',
    },
  }),
);

export const RULES = untyped(
  defineMessages({
    title: {
      id: 'rateLimits.rules.title',
      defaultMessage: 'Rules, in the order they apply',
      description: 'Heading of the zone’s rate limiting rules',
    },
    version: {
      id: 'rateLimits.rules.version',
      defaultMessage: 'ruleset version {version} · updated {when}',
      description: 'The ruleset’s version number and when it last changed (a date and time)',
    },
    history: { id: 'rateLimits.rules.history', defaultMessage: 'History', description: 'Button: shows the history' },
    hideHistory: { id: 'rateLimits.rules.hideHistory', defaultMessage: 'Hide history', description: 'Button' },
    none: {
      id: 'rateLimits.rules.none',
      defaultMessage: 'This zone has no rate limiting rules yet. Start from a template below, or write one.',
      description: 'An empty rule list',
    },
    reorderHelp: {
      id: 'rateLimits.rules.reorderHelp',
      defaultMessage:
        'Drag a rule onto another to take its place, or use ↑ and ↓. The first rule that acts on a request decides.',
      description: 'Under the rule list',
    },
    reviewToggles: {
      id: 'rateLimits.rules.reviewToggles',
      defaultMessage:
        'Review switching a rule on or off before it goes live (saving, moving and deleting are always reviewed)',
      description: 'Check box',
    },
    loading: { id: 'rateLimits.rules.loading', defaultMessage: 'Loading the rules…', description: 'While rules load' },
    unnamed: {
      id: 'rateLimits.rules.unnamed',
      defaultMessage: 'Rule {position, number}',
      description: 'A rule without a description, by its position',
    },
    dragToReorder: { id: 'rateLimits.rules.dragToReorder', defaultMessage: 'Drag to reorder', description: 'Tooltip' },
    position: {
      id: 'rateLimits.rules.position',
      defaultMessage: 'Position {position, number}',
      description: 'Accessible name of a rule’s position number',
    },
    summary: {
      id: 'rateLimits.rules.summary',
      defaultMessage: '{threshold} · {action} {mitigation} · per {characteristics}',
      description:
        'A rule in one line: threshold (“5 requests per 1 minute”), action (“Block”), mitigation (“for 10 minutes”), then what requests are counted per (code such as ip.src)',
    },
    enabledName: {
      id: 'rateLimits.rules.enabledName',
      defaultMessage: 'Enabled: {name}',
      description: 'Accessible name of a rule’s on/off switch',
    },
    on: { id: 'rateLimits.rules.on', defaultMessage: 'On', description: 'A rule’s switch: on' },
    off: { id: 'rateLimits.rules.off', defaultMessage: 'Off', description: 'A rule’s switch: off' },
    moveUp: { id: 'rateLimits.rules.moveUp', defaultMessage: 'Move {name} up', description: 'Accessible name of ↑' },
    moveDown: {
      id: 'rateLimits.rules.moveDown',
      defaultMessage: 'Move {name} down',
      description: 'Accessible name of ↓',
    },
    edit: { id: 'rateLimits.rules.edit', defaultMessage: 'Edit', description: 'Button' },
    editName: { id: 'rateLimits.rules.editName', defaultMessage: 'Edit {name}', description: 'Accessible name' },
    delete: { id: 'rateLimits.rules.delete', defaultMessage: 'Delete', description: 'Button' },
    deleteName: { id: 'rateLimits.rules.deleteName', defaultMessage: 'Delete {name}', description: 'Accessible name' },
  }),
);

/** How the screen says a rule's settings (shared/rate-limits/rule-model.ts has the English the code panels use). */
export const SETTINGS = untyped(
  defineMessages({
    action: {
      id: 'rateLimits.settings.action',
      defaultMessage:
        '{action, select, block {Block} challenge {Interactive challenge} js_challenge {JS challenge} managed_challenge {Managed challenge} other {Log only}}',
      description: 'A rule’s action, as Cloudflare’s dashboard names it (Block, Managed Challenge, JS Challenge…)',
    },
    duration: {
      id: 'rateLimits.settings.duration',
      defaultMessage:
        '{unit, select, day {{count, plural, one {# day} other {# days}}} hour {{count, plural, one {# hour} other {# hours}}} minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}',
      description: 'A period or timeout, e.g. “10 seconds”, “1 minute”, “1 hour”',
    },
    requests: {
      id: 'rateLimits.settings.requests',
      defaultMessage: '{count, plural, one {# request} other {# requests}} per {period}',
      description: 'A threshold: requests per period (“5 requests per 1 minute”)',
    },
    unknownRequests: {
      id: 'rateLimits.settings.unknownRequests',
      defaultMessage: '? requests per {period}',
      description: 'A threshold whose number of requests is not known',
    },
    score: {
      id: 'rateLimits.settings.score',
      defaultMessage: 'score {score, number} ({header}) per {period}',
      description: 'A threshold counted by a score a response header adds; header is the header’s name (code)',
    },
    scoreHeader: {
      id: 'rateLimits.settings.scoreHeader',
      defaultMessage: 'score header',
      description: 'Stands for a score header without a name',
    },
    throttle: {
      id: 'rateLimits.settings.throttle',
      defaultMessage: 'throttle (only requests over the rate)',
      description: 'Mitigation: only the requests over the rate are acted on',
    },
    forDuration: {
      id: 'rateLimits.settings.forDuration',
      defaultMessage: 'for {duration}',
      description: 'Mitigation timeout: how long a client stays blocked (“for 10 minutes”)',
    },
  }),
);

export const EDITOR = untyped(
  defineMessages({
    field: {
      id: 'rateLimits.editor.field',
      defaultMessage:
        '{field, select, description {Description} expression {Expression} action {Action} customResponse {Custom response} responseStatus {Response status} responseContentType {Response content type} responseContent {Response body} characteristics {Count requests per} period {Period} mode {Threshold} requestsPerPeriod {Requests per period} scorePerPeriod {Score per period} scoreHeader {Score header} mitigationTimeout {Mitigation timeout} requestsToOrigin {Count only requests to the origin} countingExpression {Counting expression} other {Enabled}}',
      description: 'A rule field’s name, in the list of what is left to fix before saving',
    },
    editTitle: { id: 'rateLimits.editor.editTitle', defaultMessage: 'Edit rule', description: 'Editor heading' },
    newTitle: { id: 'rateLimits.editor.newTitle', defaultMessage: 'New rule', description: 'Editor heading' },
    notAccepted: {
      id: 'rateLimits.editor.notAccepted',
      defaultMessage: 'The service did not accept the rule.',
      description: 'Above the service’s refusal',
    },
    notSaved: {
      id: 'rateLimits.editor.notSaved',
      defaultMessage: 'The rule was not saved.',
      description: 'Above a failure',
    },
    saving: { id: 'rateLimits.editor.saving', defaultMessage: 'Saving…', description: 'Button while busy' },
    save: { id: 'rateLimits.editor.save', defaultMessage: 'Save rule', description: 'Button' },
    cancel: { id: 'rateLimits.editor.cancel', defaultMessage: 'Cancel', description: 'Button' },
    ready: { id: 'rateLimits.editor.ready', defaultMessage: 'Ready to save.', description: 'Nothing left to fix' },
    toFix: {
      id: 'rateLimits.editor.toFix',
      defaultMessage: 'To save, fix: {fields}.',
      description: 'What is left to fix; fields is a list of field names',
    },
    description: { id: 'rateLimits.fields.description', defaultMessage: 'Description', description: 'Rule field' },
    expression: {
      id: 'rateLimits.fields.expression',
      defaultMessage: 'Expression',
      description: 'Rule field: the filter expression (Cloudflare’s “expression”)',
    },
    expressionHelp: {
      id: 'rateLimits.fields.expressionHelp',
      defaultMessage: 'Which requests the rule applies to, e.g. {example}.',
      description: 'Help under the expression; example is an expression (code)',
    },
    action: { id: 'rateLimits.fields.action', defaultMessage: 'Action', description: 'Rule field (Choose action)' },
    mitigationTimeout: {
      id: 'rateLimits.fields.mitigationTimeout',
      defaultMessage: 'Mitigation timeout',
      description: 'Rule field, as Cloudflare’s dashboard names it (“With the same characteristics… for duration”)',
    },
    mitigationHelp: {
      id: 'rateLimits.fields.mitigationHelp',
      defaultMessage: 'How long a client stays blocked after going over the rate.',
      description: 'Help under Mitigation timeout',
    },
    throttleChoice: {
      id: 'rateLimits.fields.throttleChoice',
      defaultMessage: 'Throttle: only requests over the rate',
      description: 'Mitigation timeout choice: act only on the requests over the rate',
    },
    responseLegend: {
      id: 'rateLimits.fields.responseLegend',
      defaultMessage: 'Response to blocked requests',
      description: 'Group of the custom response fields',
    },
    customResponse: {
      id: 'rateLimits.fields.customResponse',
      defaultMessage: 'Send a custom response instead of the default {status} page',
      description: 'Check box; status is the HTTP status 429',
    },
    statusCode: { id: 'rateLimits.fields.statusCode', defaultMessage: 'Status code', description: 'HTTP status' },
    statusHelp: {
      id: 'rateLimits.fields.statusHelp',
      defaultMessage: '{from} to {to}.',
      description: 'The status codes allowed (400 to 499)',
    },
    contentType: { id: 'rateLimits.fields.contentType', defaultMessage: 'Content type', description: 'HTTP field' },
    body: { id: 'rateLimits.fields.body', defaultMessage: 'Body', description: 'The custom response’s body' },
    bodyBytes: {
      id: 'rateLimits.fields.bodyBytes',
      defaultMessage: '{used, number} of {max, number} bytes.',
      description: 'How much of the body’s limit is used',
    },
    threshold: { id: 'rateLimits.fields.threshold', defaultMessage: 'Threshold', description: 'Group heading' },
    byRequests: {
      id: 'rateLimits.fields.byRequests',
      defaultMessage: 'Number of requests',
      description: 'Threshold choice',
    },
    byScore: {
      id: 'rateLimits.fields.byScore',
      defaultMessage: 'Score from a response header',
      description: 'Threshold choice (complexity-based rate limiting)',
    },
    requestsPerPeriod: {
      id: 'rateLimits.fields.requestsPerPeriod',
      defaultMessage: 'Requests per period',
      description: 'Rule field (Cloudflare’s “Requests”)',
    },
    requestsHelp: {
      id: 'rateLimits.fields.requestsHelp',
      defaultMessage: 'The request after this many is the first acted on.',
      description: 'Help under Requests per period',
    },
    scorePerPeriod: {
      id: 'rateLimits.fields.scorePerPeriod',
      defaultMessage: 'Score per period',
      description: 'Rule field',
    },
    scoreHeader: { id: 'rateLimits.fields.scoreHeader', defaultMessage: 'Score header', description: 'Rule field' },
    scoreHeaderHelp: {
      id: 'rateLimits.fields.scoreHeaderHelp',
      defaultMessage: 'Response header whose value adds to the score.',
      description: 'Help under Score header',
    },
    period: { id: 'rateLimits.fields.period', defaultMessage: 'Period', description: 'Rule field' },
    countingExpression: {
      id: 'rateLimits.fields.countingExpression',
      defaultMessage: 'Counting expression (optional)',
      description: 'Rule field (Cloudflare’s “counting expression”)',
    },
    countingHelp: {
      id: 'rateLimits.fields.countingHelp',
      defaultMessage:
        'Which requests add to the count. Empty: those the rule matches. It may read the origin’s answer, e.g. {example}.',
      description: 'Help under the counting expression; example is an expression (code)',
    },
    toOrigin: {
      id: 'rateLimits.fields.toOrigin',
      defaultMessage: 'Count only requests that reach the origin (not those answered from cache)',
      description: 'Check box (Cloudflare’s “Use cache status” / requests to origin)',
    },
    enabled: { id: 'rateLimits.fields.enabled', defaultMessage: 'Enabled', description: 'Check box: the rule is on' },
    valid: {
      id: 'rateLimits.fields.valid',
      defaultMessage: '✓ The expression is valid.',
      description: 'Under an expression the parser accepts',
    },
  }),
);

export const PER = untyped(
  defineMessages({
    legend: {
      id: 'rateLimits.per.legend',
      defaultMessage: 'Count requests per',
      description: 'Group: the characteristics a counter is kept per (Cloudflare’s “With the same characteristics”)',
    },
    dataCentre: {
      id: 'rateLimits.per.dataCentre',
      defaultMessage: 'Data centre ({field}, always)',
      description: 'Always on; field is cf.colo.id (code)',
    },
    simple: {
      id: 'rateLimits.per.simple',
      defaultMessage:
        '{field, select, ipSrc {Client IP address} visitorId {Visitor ID} host {Host name} path {URI path} country {Country} other {AS number}}',
      description: 'A characteristic’s name, as Cloudflare’s dashboard names it (IP, Country, AS Num, Host…)',
    },
    withField: {
      id: 'rateLimits.per.withField',
      defaultMessage: '{name} ({field})',
      description: 'A characteristic’s name and its field (code), e.g. “Country (ip.src.country)”',
    },
    keyed: {
      id: 'rateLimits.per.keyed',
      defaultMessage: '{field, select, header {Header} cookie {Cookie} other {Query argument}}',
      description: 'A kind of named characteristic (a header, a cookie or a query argument, by name)',
    },
    named: {
      id: 'rateLimits.per.named',
      defaultMessage: 'Named characteristics',
      description: 'Accessible name of the list of headers, cookies and query arguments counted per',
    },
    removeName: {
      id: 'rateLimits.per.removeName',
      defaultMessage: 'Remove {characteristic}',
      description: 'Accessible name; characteristic is code',
    },
    remove: { id: 'rateLimits.per.remove', defaultMessage: 'Remove', description: 'Button' },
    kind: {
      id: 'rateLimits.per.kind',
      defaultMessage: 'Kind of named characteristic',
      description: 'Label of the header/cookie/query argument choice',
    },
    name: { id: 'rateLimits.per.name', defaultMessage: 'Name', description: 'The header’s, cookie’s or argument’s' },
    namePlaceholder: {
      id: 'rateLimits.per.namePlaceholder',
      defaultMessage: 'e.g. {example}',
      description: 'Placeholder; example is a header name (x-api-key)',
    },
    add: { id: 'rateLimits.per.add', defaultMessage: 'Add', description: 'Button' },
  }),
);

export const OWN = untyped(
  defineMessages({
    summary: {
      id: 'rateLimits.own.summary',
      defaultMessage:
        '{demo, select, yes {Your own addresses ({count, number}) · the demo’s example} other {Your own addresses ({count, number})}}',
      description: 'Folded section: the creator’s own IP addresses; demo yes when they are the demo’s example',
    },
    field: {
      id: 'rateLimits.own.field',
      defaultMessage: 'Addresses and ranges, one per line',
      description: 'Field: IP addresses and CIDR ranges',
    },
    help: {
      id: 'rateLimits.own.help',
      defaultMessage: 'Home, office, your monitoring service: a replay flags them when a draft would stop them.',
      description: 'Help under the own addresses',
    },
    problem: {
      id: 'rateLimits.own.problem',
      defaultMessage: '{line} {problem}.',
      description: 'A typed address and what is wrong with it',
    },
    save: { id: 'rateLimits.own.save', defaultMessage: 'Save addresses', description: 'Button' },
    saved: {
      id: 'rateLimits.own.saved',
      defaultMessage: 'Saved. Replay again to see them flagged.',
      description: 'After saving the addresses',
    },
  }),
);

export const CODE = untyped(
  defineMessages({
    source: {
      id: 'rateLimits.code.source',
      defaultMessage: '{source, select, api {rulesets API JSON} terraform {Terraform} other {Channel Desk export}}',
      description: 'What kind of rules file was read (Terraform and Channel Desk are names)',
    },
    copiedJson: {
      id: 'rateLimits.code.copiedJson',
      defaultMessage: 'The rules were copied as JSON.',
      description: 'After copying the rules to the clipboard',
    },
    copiedTerraform: {
      id: 'rateLimits.code.copiedTerraform',
      defaultMessage: 'The rules were copied as Terraform.',
      description: 'After copying the rules to the clipboard',
    },
    noClipboard: {
      id: 'rateLimits.code.noClipboard',
      defaultMessage: 'The clipboard is not available here; save a file instead.',
      description: 'Copying failed',
    },
    tooLarge: {
      id: 'rateLimits.code.tooLarge',
      defaultMessage: 'The file is too large to be a ruleset.',
      description: 'A dropped rules file far too large',
    },
    importTitle: {
      id: 'rateLimits.code.importTitle',
      defaultMessage: 'Import {file}',
      description: 'The review’s title for importing a file; file is its name',
    },
    imported: {
      id: 'rateLimits.code.imported',
      defaultMessage:
        '{file} was imported: the zone has {count, plural, one {# rule} other {# rules}} (version {version}).',
      description: 'Announced after an import went live',
    },
    title: { id: 'rateLimits.code.title', defaultMessage: 'Rules as code', description: 'Card heading' },
    explain: {
      id: 'rateLimits.code.explain',
      defaultMessage:
        'Export keeps each rule’s reference (its stable name) and leaves out what changes on every update, so a file exported, imported and exported again is the same file.',
      description: 'Under Rules as code',
    },
    exportGroup: {
      id: 'rateLimits.code.exportGroup',
      defaultMessage: 'Export the rules',
      description: 'Accessible name of the export buttons',
    },
    copyJson: { id: 'rateLimits.code.copyJson', defaultMessage: 'Copy as JSON', description: 'Button' },
    copyTerraform: { id: 'rateLimits.code.copyTerraform', defaultMessage: 'Copy as Terraform', description: 'Button' },
    saveJson: { id: 'rateLimits.code.saveJson', defaultMessage: 'Save JSON file', description: 'Button' },
    saveTerraform: {
      id: 'rateLimits.code.saveTerraform',
      defaultMessage: 'Save Terraform file',
      description: 'Button',
    },
    drop: {
      id: 'rateLimits.code.drop',
      defaultMessage: 'Drop a rules file here to import it, or to see how it differs from the live rules',
      description: 'Drop area for a rules file',
    },
    dropHint: {
      id: 'rateLimits.code.dropHint',
      defaultMessage:
        'Channel Desk’s or the rulesets API’s JSON, or a Terraform {block} block. Nothing is sent before the review.',
      description: 'What files the drop area takes; block is the Terraform resource type cloudflare_ruleset (code)',
    },
    fileSummary: {
      id: 'rateLimits.code.fileSummary',
      defaultMessage: '{file}: {count, plural, one {# rule} other {# rules}} ({source}).',
      description: 'A read rules file: its name, how many rules, and its kind (rateLimits.code.source)',
    },
    unknownFields: {
      id: 'rateLimits.code.unknownFields',
      defaultMessage: 'These fields are not known to Channel Desk and are not imported:',
      description: 'Above a list of field names (code)',
    },
    cannotImport: {
      id: 'rateLimits.code.cannotImport',
      defaultMessage: 'The file cannot be imported as it is:',
      description: 'Above a list of problems',
    },
    review: { id: 'rateLimits.code.review', defaultMessage: 'Review the import', description: 'Button' },
    compare: { id: 'rateLimits.code.compare', defaultMessage: 'Compare with the zone', description: 'Button' },
    hideCompare: {
      id: 'rateLimits.code.hideCompare',
      defaultMessage: 'Hide the comparison',
      description: 'Button',
    },
    drift: {
      id: 'rateLimits.code.drift',
      defaultMessage: 'What changed on the zone since this file',
      description: 'Heading of the comparison between a file and the live rules',
    },
  }),
);

export const REVIEW = untyped(
  defineMessages({
    intro: {
      id: 'rateLimits.review.intro',
      defaultMessage:
        'Review what changes in this zone’s rate limiting rules: <b>{summary}</b>. Nothing is sent until you choose Go live.',
      description: 'Top of the review before a change goes live; summary says what changes (“1 rule changed”)',
    },
    lastReplay: {
      id: 'rateLimits.review.lastReplay',
      defaultMessage: 'Last log replay of this rule: {verdict}',
      description: 'The verdict of the changed rule’s last replay against the access log',
    },
    skipToggles: {
      id: 'rateLimits.review.skipToggles',
      defaultMessage: 'From now on, switch rules on and off without this review',
      description: 'Check box in the review of switching a rule on or off',
    },
    goingLive: { id: 'rateLimits.review.goingLive', defaultMessage: 'Going live…', description: 'Button while busy' },
    goLive: {
      id: 'rateLimits.review.goLive',
      defaultMessage: 'Go live',
      description: 'Button: sends the change to the zone',
    },
    cancel: { id: 'rateLimits.review.cancel', defaultMessage: 'Cancel', description: 'Button' },
  }),
);

export const DIFF = untyped(
  defineMessages({
    changed: {
      id: 'rateLimits.diff.changed',
      defaultMessage: '{count, plural, one {# rule changed} other {# rules changed}}',
      description: 'Part of a change’s summary',
    },
    added: {
      id: 'rateLimits.diff.added',
      defaultMessage: '{count, plural, one {# rule added} other {# rules added}}',
      description: 'Part of a change’s summary',
    },
    removed: {
      id: 'rateLimits.diff.removed',
      defaultMessage: '{count, plural, one {# rule removed} other {# rules removed}}',
      description: 'Part of a change’s summary',
    },
    newOrder: { id: 'rateLimits.diff.newOrder', defaultMessage: 'a new order', description: 'Part of a summary' },
    noChanges: { id: 'rateLimits.diff.noChanges', defaultMessage: 'no changes', description: 'A summary: nothing' },
    becomes: {
      id: 'rateLimits.diff.becomes',
      defaultMessage: 'becomes',
      description: 'Read by screen readers between a field’s old and new value',
    },
    off: { id: 'rateLimits.diff.off', defaultMessage: 'off', description: 'After a rule’s facts: it is switched off' },
    same: { id: 'rateLimits.diff.same', defaultMessage: 'The rules are the same.', description: 'Nothing differs' },
    new: { id: 'rateLimits.diff.new', defaultMessage: 'New', description: 'Badge: an added rule' },
    unchanged: {
      id: 'rateLimits.diff.unchanged',
      defaultMessage: '{position, number}. {name} (unchanged)',
      description: 'A rule that did not change, by its position and name',
    },
    changedBadge: { id: 'rateLimits.diff.changedBadge', defaultMessage: 'Changed', description: 'Badge' },
    moved: {
      id: 'rateLimits.diff.moved',
      defaultMessage: 'Moved from {from, number} to {to, number}',
      description: 'Badge: a rule’s old and new position',
    },
    removedBadge: { id: 'rateLimits.diff.removedBadge', defaultMessage: 'Removed', description: 'Badge' },
  }),
);

export const HISTORY = untyped(
  defineMessages({
    version: {
      id: 'rateLimits.history.version',
      defaultMessage: 'Version {version}',
      description: 'A ruleset version, by its number',
    },
    compare: { id: 'rateLimits.history.compare', defaultMessage: 'Compare two versions', description: 'Heading' },
    from: { id: 'rateLimits.history.from', defaultMessage: 'From', description: 'The older version to compare' },
    to: { id: 'rateLimits.history.to', defaultMessage: 'To', description: 'The newer version to compare' },
    reading: { id: 'rateLimits.history.reading', defaultMessage: 'Reading the versions…', description: 'While busy' },
    title: {
      id: 'rateLimits.history.title',
      defaultMessage: 'History of this zone’s rules',
      description: 'Card heading: the ruleset’s versions',
    },
    explain: {
      id: 'rateLimits.history.explain',
      defaultMessage:
        'Each change made a new version. The rulesets API records when, not who. Restoring sends an earlier version’s rules again as a new version, after the review. Deleting an earlier version only removes it from this history.',
      description: 'Under the history’s heading',
    },
    liveNow: {
      id: 'rateLimits.history.liveNow',
      defaultMessage: 'Live now',
      description: 'Badge: the current version',
    },
    restore: {
      id: 'rateLimits.history.restore',
      defaultMessage: 'Restore version {version}',
      description: 'Button',
    },
    delete: { id: 'rateLimits.history.delete', defaultMessage: 'Delete', description: 'Button' },
    deleteName: {
      id: 'rateLimits.history.deleteName',
      defaultMessage: 'Delete version {version}',
      description: 'Accessible name of Delete',
    },
    deleteQuestion: {
      id: 'rateLimits.history.deleteQuestion',
      defaultMessage: 'Delete version {version} from the history? The rules live now stay as they are.',
      description: 'Asked in place of Delete',
    },
    deleteYes: {
      id: 'rateLimits.history.deleteYes',
      defaultMessage: 'Yes, delete version {version}',
      description: 'Answer that deletes',
    },
    keep: { id: 'rateLimits.history.keep', defaultMessage: 'Keep it', description: 'Answer that keeps it' },
    deleteGroup: {
      id: 'rateLimits.history.deleteGroup',
      defaultMessage: 'Confirm deleting version {version}',
      description: 'The question’s group name for screen readers',
    },
    deleted: {
      id: 'rateLimits.history.deleted',
      defaultMessage: 'Version {version} was deleted from the history. The rules live now are unchanged.',
      description: 'After deleting a version',
    },
    onlyFew: {
      id: 'rateLimits.history.onlyFew',
      defaultMessage: 'Only {count, plural, one {# version} other {# versions}} so far: nothing to compare yet.',
      description: 'Fewer than two versions',
    },
  }),
);

export const REVIEW_REPLAY = untyped(
  defineMessages({
    result: {
      id: 'rateLimits.reviewReplay.result',
      defaultMessage:
        'Replayed against {file}: these rules would have stopped {stopped, number} of {requests}, from {clients}.',
      description: 'What the rules would have stopped in the replayed access log; file is its name',
    },
    nothingOn: {
      id: 'rateLimits.reviewReplay.nothingOn',
      defaultMessage: 'No rule would be on: nothing to replay.',
      description: 'Every rule of the change is off',
    },
    demoLog: {
      id: 'rateLimits.reviewReplay.demoLog',
      defaultMessage: 'the demo’s sample log',
      description: 'Stands for the demo’s example access log inside a sentence',
    },
    first: {
      id: 'rateLimits.reviewReplay.first',
      defaultMessage: 'Replay a log on this screen first to see what these rules would have stopped.',
      description: 'No access log replayed yet',
    },
    replaying: { id: 'rateLimits.reviewReplay.replaying', defaultMessage: 'Replaying…', description: 'While busy' },
    replay: {
      id: 'rateLimits.reviewReplay.replay',
      defaultMessage: 'Replay these rules against {log}',
      description: 'Button; log is a file name or rateLimits.reviewReplay.demoLog',
    },
  }),
);

export const EXPRESSION_DIFF = untyped(
  defineMessages({
    removed: {
      id: 'rateLimits.expressionDiff.removed',
      defaultMessage: 'removed: {text}',
      description: 'Read by screen readers: words taken out of an expression (code)',
    },
    added: {
      id: 'rateLimits.expressionDiff.added',
      defaultMessage: 'added: {text}',
      description: 'Read by screen readers: words added to an expression (code)',
    },
  }),
);

/** What the rule store announces and titles its reviews with (rate-limits-store.ts, history-store.ts). */
export const CHANGES = untyped(
  defineMessages({
    theRule: { id: 'rateLimits.changes.theRule', defaultMessage: 'The rule', description: 'A rule without a name' },
    chooseZone: {
      id: 'rateLimits.changes.chooseZone',
      defaultMessage: 'Choose a zone with rules first.',
      description: 'A change asked for with no zone chosen',
    },
    tokenSaved: {
      id: 'rateLimits.changes.tokenSaved',
      defaultMessage: 'The API token was verified and saved.',
      description: 'Announced after saving a token',
    },
    tokenRemoved: {
      id: 'rateLimits.changes.tokenRemoved',
      defaultMessage:
        '{demo, select, yes {Your API token was removed; the demo token is in use again.} other {The API token was removed.}}',
      description: 'Announced after removing the token (in the demo its own token takes over)',
    },
    saveTitle: {
      id: 'rateLimits.changes.saveTitle',
      defaultMessage: '{editing, select, yes {Save “{name}”} other {Add “{name}”}}',
      description: 'The review’s title before saving (editing yes) or adding a rule; name is the rule’s',
    },
    saved: {
      id: 'rateLimits.changes.saved',
      defaultMessage: '{editing, select, yes {{name} was saved.} other {{name} was added.}}',
      description: 'Announced after a rule was saved or added',
    },
    switchTitle: {
      id: 'rateLimits.changes.switchTitle',
      defaultMessage: '{enabled, select, yes {Switch on “{name}”} other {Switch off “{name}”}}',
      description: 'The review’s title before switching a rule on or off',
    },
    switched: {
      id: 'rateLimits.changes.switched',
      defaultMessage: '{enabled, select, yes {{name} is now enabled.} other {{name} is now disabled.}}',
      description: 'Announced after switching a rule on or off',
    },
    deleteTitle: {
      id: 'rateLimits.changes.deleteTitle',
      defaultMessage: 'Delete “{name}”',
      description: 'The review’s title before deleting a rule',
    },
    deleted: {
      id: 'rateLimits.changes.deleted',
      defaultMessage: '{name} was deleted.',
      description: 'Announced after deleting a rule',
    },
    moveTitle: {
      id: 'rateLimits.changes.moveTitle',
      defaultMessage: 'Move “{name}”',
      description: 'The review’s title before moving a rule',
    },
    moved: {
      id: 'rateLimits.changes.moved',
      defaultMessage: '{name} moved to position {position, number} of {count, number}.',
      description: 'Announced after moving a rule',
    },
    historyClosed: {
      id: 'rateLimits.changes.historyClosed',
      defaultMessage: 'The history is closed.',
      description: 'A history action after it was closed',
    },
    restoreTitle: {
      id: 'rateLimits.changes.restoreTitle',
      defaultMessage: 'Restore version {version}',
      description: 'The review’s title before restoring a version',
    },
    restored: {
      id: 'rateLimits.changes.restored',
      defaultMessage: 'Version {version} was restored as version {next} of the ruleset.',
      description: 'Announced after a restore went live',
    },
  }),
);

export const SIM = untyped(
  defineMessages({
    title: { id: 'rateLimits.sim.title', defaultMessage: 'Simulate traffic', description: 'Card heading' },
    explain: {
      id: 'rateLimits.sim.explain',
      defaultMessage: 'Computed here with the same rules engine as the edge, on a simulated clock: nothing is sent.',
      description: 'Under Simulate traffic',
    },
    field: {
      id: 'rateLimits.sim.field',
      defaultMessage:
        '{field, select, requestsPerSecond {Requests per second} durationSeconds {Duration (seconds)} clientIps {Client IPs} method {Method} path {Path} headerName {Header (optional)} headerValues {Distinct header values} responseCode {Origin response code (optional)} other {Score per response}}',
      description: 'A field of the simulated traffic',
    },
    draft: {
      id: 'rateLimits.sim.draft',
      defaultMessage: 'Draft',
      description: 'Stands for a rule without a description while it is simulated',
    },
    summary: {
      id: 'rateLimits.sim.summary',
      defaultMessage:
        '{logged, select, yes {{requests}: {matched, number} matched, {counted, number} counted, {blocked, number} blocked, {loggedCount, number} logged.} other {{requests}: {matched, number} matched, {counted, number} counted, {blocked, number} blocked.}}',
      description: 'What the simulated traffic did',
    },
    fixRule: {
      id: 'rateLimits.sim.fixRule',
      defaultMessage: 'Fix the rule to simulate it: {problem}',
      description: 'The rule has a problem; problem says it',
    },
    never: {
      id: 'rateLimits.sim.never',
      defaultMessage: 'The rule never acts on this traffic.',
      description: 'Simulation result',
    },
    first: {
      id: 'rateLimits.sim.first',
      defaultMessage:
        '{log, select, yes {The first request logged comes after {after}; {reached, number} of {counters} reached the threshold.} other {The first request acted on comes after {after}; {reached, number} of {counters} reached the threshold.}}',
      description: 'Simulation result; after is a number of seconds (“3.2 s”); counters are kept per client',
    },
    seconds: {
      id: 'rateLimits.sim.seconds',
      defaultMessage: '{seconds, number, ::.#} s',
      description: 'A number of seconds, abbreviated',
    },
    series: {
      id: 'rateLimits.sim.series',
      defaultMessage:
        '{series, select, matched {Matched} counted {Counted} blocked {Blocked} logged {Logged} other {Requests}}',
      description: 'A chart series or table column: requests that matched, were counted, blocked, logged',
    },
    second: {
      id: 'rateLimits.sim.second',
      defaultMessage: 'second {n, number}',
      description: 'One second of the simulation, by its number',
    },
    secondsSpan: {
      id: 'rateLimits.sim.secondsSpan',
      defaultMessage: 'seconds {from, number}–{to, number}',
      description: 'A span of seconds of the simulation',
    },
    barTitle: {
      id: 'rateLimits.sim.barTitle',
      defaultMessage:
        '{span}: {requests, plural, one {# request} other {# requests}}, {matched, number} matched, {counted, number} counted, {blocked, number} blocked',
      description: 'Tooltip of a bar group',
    },
    scale: {
      id: 'rateLimits.sim.scale',
      defaultMessage: '0–{total, number} s · up to {max, plural, one {# request} other {# requests}} per {per}',
      description: 'The chart’s scale; per is a duration (“second” or “5 seconds”)',
    },
    perSecond: { id: 'rateLimits.sim.perSecond', defaultMessage: 'second', description: 'In “per second”' },
    table: { id: 'rateLimits.sim.table', defaultMessage: 'Show as a table', description: 'Folded table' },
    time: { id: 'rateLimits.sim.time', defaultMessage: 'Time', description: 'Table column' },
  }),
);

export const REPLAY = untyped(
  defineMessages({
    copying: {
      id: 'rateLimits.replay.copying',
      defaultMessage: 'Copying the log to Channel Desk…',
      description: 'While the access log is copied (browser mode)',
    },
    replaying: { id: 'rateLimits.replay.replaying', defaultMessage: 'Replaying…', description: 'Progress' },
    replayingLines: {
      id: 'rateLimits.replay.replayingLines',
      defaultMessage: 'Replaying · {lines, plural, one {# line} other {# lines}}',
      description: 'Progress: lines of the log read so far',
    },
    cancel: { id: 'rateLimits.replay.cancel', defaultMessage: 'Cancel replay', description: 'Button' },
    badLines: {
      id: 'rateLimits.replay.badLines',
      defaultMessage:
        '{count, plural, one {# line could not be read and was not replayed} other {# lines could not be read and were not replayed}}',
      description: 'Folded list of unreadable log lines',
    },
    badLine: {
      id: 'rateLimits.replay.badLine',
      defaultMessage: 'Line {line, number}: {reason}.',
      description: 'An unreadable log line, by number, and why (followed by an excerpt)',
    },
    firstListed: {
      id: 'rateLimits.replay.firstListed',
      defaultMessage: 'The first {count, number} are listed.',
      description: 'Only the first unreadable lines are listed',
    },
    draft: { id: 'rateLimits.replay.draft', defaultMessage: 'Draft', description: 'A rule without a description' },
    thisDraft: {
      id: 'rateLimits.replay.thisDraft',
      defaultMessage: 'This draft',
      description: 'The rule being edited, in the comparison',
    },
    asSaved: { id: 'rateLimits.replay.asSaved', defaultMessage: 'As saved', description: 'The rule as saved' },
    anotherRule: {
      id: 'rateLimits.replay.anotherRule',
      defaultMessage: 'Another rule',
      description: 'A rule without a name',
    },
    title: { id: 'rateLimits.replay.title', defaultMessage: 'Replay a log', description: 'Card heading' },
    explain: {
      id: 'rateLimits.replay.explain',
      defaultMessage:
        'What would this draft have done to your visitors? Replay your site’s access log through it (nginx or Apache combined, or the provider’s HTTP request logs as JSON lines; gzip is fine). The log’s own times drive the counters, with the same engine as the edge. Everything stays on this computer.',
      description: 'Under Replay a log (nginx, Apache and gzip are names)',
    },
    fixRule: {
      id: 'rateLimits.replay.fixRule',
      defaultMessage: 'Fix the rule to replay it: {problem}',
      description: 'The draft has a problem',
    },
    fixSecond: {
      id: 'rateLimits.replay.fixSecond',
      defaultMessage: 'Fix the second draft to replay it: {problem}',
      description: 'The second draft has a problem',
    },
    drop: {
      id: 'rateLimits.replay.drop',
      defaultMessage: 'Drop an access log here, or choose one',
      description: 'Drop area for an access log',
    },
    dropHint: {
      id: 'rateLimits.replay.dropHint',
      defaultMessage: 'It is read on this computer, line by line.',
      description: 'Under the drop area',
    },
    trySample: {
      id: 'rateLimits.replay.trySample',
      defaultMessage: 'Try with the demo’s sample log',
      description: 'Button in the demo',
    },
    compareWith: { id: 'rateLimits.replay.compareWith', defaultMessage: 'Compare with', description: 'Field' },
    alone: {
      id: 'rateLimits.replay.alone',
      defaultMessage: 'Nothing: this draft alone',
      description: 'Compare-with choice',
    },
    secondDraft: {
      id: 'rateLimits.replay.secondDraft',
      defaultMessage: 'A second draft, typed here',
      description: 'Compare-with choice',
    },
    ruleAsSaved: {
      id: 'rateLimits.replay.ruleAsSaved',
      defaultMessage: 'The rule as saved: {name}',
      description: 'Compare-with choice: the rule being edited as it is saved',
    },
    again: {
      id: 'rateLimits.replay.again',
      defaultMessage: '{sample, select, yes {Replay the sample log again} other {Replay {log} again}}',
      description: 'Button; log is the file’s name',
    },
    cancelled: {
      id: 'rateLimits.replay.cancelled',
      defaultMessage: 'Replay cancelled: nothing was changed.',
      description: 'After cancelling',
    },
    format: {
      id: 'rateLimits.replay.format',
      defaultMessage: '{format, select, json {HTTP request logs (JSON lines)} other {nginx/Apache combined}}',
      description: 'The access log’s format',
    },
    status: {
      id: 'rateLimits.replay.status',
      defaultMessage: '{file}: {requests, plural, one {# request} other {# requests}} replayed ({format}){details}.',
      description: 'What was replayed; details is empty or rateLimits.replay.unreadable and .outOfOrder',
    },
    unreadable: {
      id: 'rateLimits.replay.unreadable',
      defaultMessage: ', {count, plural, one {# unreadable line} other {# unreadable lines}}',
      description: 'Part of the replay status, after a comma',
    },
    outOfOrder: {
      id: 'rateLimits.replay.outOfOrder',
      defaultMessage: ', {count, number} out of time order',
      description: 'Part of the replay status: lines not in time order',
    },
    truncated: {
      id: 'rateLimits.replay.truncated',
      defaultMessage:
        'This log has more distinct clients, paths or user agents than a replay keeps; the lists are of the first ones seen.',
      description: 'A large log',
    },
    deploy: {
      id: 'rateLimits.replay.deploy',
      defaultMessage: 'Deploy this draft with the log’s verdict',
      description: 'Button: saves the rule with the replay’s verdict in its description',
    },
    stale: {
      id: 'rateLimits.replay.stale',
      defaultMessage: 'The draft changed since this replay: replay again before deploying.',
      description: 'Beside the deploy button',
    },
    kept: {
      id: 'rateLimits.replay.kept',
      defaultMessage: 'The verdict is kept at the end of the rule’s description, to compare the next edit with.',
      description: 'Beside the deploy button',
    },
  }),
);

export const RESULT = untyped(
  defineMessages({
    hint: {
      id: 'rateLimits.result.hint',
      defaultMessage:
        '{kind, select, ownAddress {Your own address} crawler {Search engine crawler} other {Looks like a visitor}}',
      description: 'Badge: why a stopped client is worth a second look',
    },
    none: { id: 'rateLimits.result.none', defaultMessage: '(none)', description: 'An empty key in a top list' },
    stopped: {
      id: 'rateLimits.result.stopped',
      defaultMessage: '{stopped, number} stopped',
      description: 'How many requests of a client, path or user agent were stopped',
    },
    stoppedOf: {
      id: 'rateLimits.result.stoppedOf',
      defaultMessage: '{stopped, number} stopped of {requests, number}',
      description: 'How many requests of a client were stopped, of how many',
    },
    summary: {
      id: 'rateLimits.result.summary',
      defaultMessage:
        '{extra, select, challenged {{stopped, number} of {requests} stopped ({share}), {challenged, number} of them challenged, from {clients}.} logged {{stopped, number} of {requests} stopped ({share}), from {clients}; {logged, number} logged.} both {{stopped, number} of {requests} stopped ({share}), {challenged, number} of them challenged, from {clients}; {logged, number} logged.} other {{stopped, number} of {requests} stopped ({share}), from {clients}.}}',
      description: 'What a draft would have stopped in the log; share is a percentage (“0.4%” or “<0.1%”)',
    },
    tinyShare: {
      id: 'rateLimits.result.tinyShare',
      defaultMessage: '<0.1%',
      description: 'Below a tenth of a percent',
    },
    notReplayed: {
      id: 'rateLimits.result.notReplayed',
      defaultMessage: 'Not replayed:',
      description: 'Above problems',
    },
    before: {
      id: 'rateLimits.result.before',
      defaultMessage: 'Before this edit: {verdict}; now {stopped, number} stopped of {requests, number}.',
      description: 'The rule’s previous verdict beside the new one',
    },
    lookAgain: { id: 'rateLimits.result.lookAgain', defaultMessage: 'Look again', description: 'Heading' },
    topClients: {
      id: 'rateLimits.result.topClients',
      defaultMessage: 'Top clients stopped',
      description: 'Heading of a list',
    },
    topPaths: { id: 'rateLimits.result.topPaths', defaultMessage: 'Top paths stopped', description: 'Heading' },
    topAgents: {
      id: 'rateLimits.result.topAgents',
      defaultMessage: 'Top user agents stopped',
      description: 'Heading of a list',
    },
    column: {
      id: 'rateLimits.result.column',
      defaultMessage:
        '{column, select, rule {Rule} blocked {Blocked} challenged {Challenged} logged {Logged} requests {Requests} from {From (UTC)} other {}}',
      description: 'A table column',
    },
    allRequests: { id: 'rateLimits.result.allRequests', defaultMessage: 'All requests', description: 'Chart series' },
    blockedOrChallenged: {
      id: 'rateLimits.result.blockedOrChallenged',
      defaultMessage: 'Blocked or challenged',
      description: 'Chart series',
    },
    barTitle: {
      id: 'rateLimits.result.barTitle',
      defaultMessage:
        '{time} UTC: {requests, plural, one {# request} other {# requests}}, {blocked, number} blocked, {challenged, number} challenged',
      description: 'Tooltip of a chart bar; time is HH:MM',
    },
    scale: {
      id: 'rateLimits.result.scale',
      defaultMessage: '{from}–{to} UTC · {bar} per bar · up to {max, plural, one {# request} other {# requests}}',
      description: 'The chart’s scale: its time span (HH:MM), one bar’s duration, the tallest bar',
    },
  }),
);

export const SECOND = untyped(
  defineMessages({
    legend: { id: 'rateLimits.second.legend', defaultMessage: 'Second draft', description: 'Group heading' },
    explain: {
      id: 'rateLimits.second.explain',
      defaultMessage:
        'Replayed beside this draft through the same log; it is not saved. Its description names its column.',
      description: 'Under Second draft',
    },
    limit: {
      id: 'rateLimits.second.limit',
      defaultMessage: 'Stop a replay after',
      description: 'Field: how long a replay may run, in seconds',
    },
    limitUnit: {
      id: 'rateLimits.second.limitUnit',
      defaultMessage: 'seconds (from {min, number} to {max, number})',
      description: 'After the time limit field',
    },
  }),
);

/** Counts with their nouns, said inside other messages. */
export const COUNT = untyped(
  defineMessages({
    requests: {
      id: 'rateLimits.count.requests',
      defaultMessage: '{count, plural, one {# request} other {# requests}}',
      description: 'A number of HTTP requests, inside a sentence',
    },
    clients: {
      id: 'rateLimits.count.clients',
      defaultMessage: '{count, plural, one {# client} other {# clients}}',
      description: 'A number of clients (IP addresses), inside a sentence',
    },
    counters: {
      id: 'rateLimits.count.counters',
      defaultMessage: '{count, plural, one {# counter} other {# counters}}',
      description: 'A number of rate counters (one per client or key), inside a sentence',
    },
  }),
);
