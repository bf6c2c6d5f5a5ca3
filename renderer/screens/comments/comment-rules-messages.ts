// The Comments screen's panels in the catalogue: the comment rules (list, dry run, conditions, block and allow
// lists, shared files), the author look-up, the sweep of published comments and the export. The session's own words
// are in comments-messages.ts.
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const RULES = untyped(
  defineMessages({
    title: { id: 'comments.rules.title', defaultMessage: 'Rules', description: "The rules panel's heading" },
    about: {
      id: 'comments.rules.about',
      defaultMessage:
        'Rules run here over the comments listed, spending no quota, and only suggest: a badge names the rule; s takes the suggestion, Shift+S every suggestion on screen. The first rule that matches, from the top, suggests.',
      description: 'What comment rules do; s and Shift+S are keys',
    },
    unreadable: {
      id: 'comments.rules.unreadable',
      defaultMessage: 'Could not read the comment rules. Reopen the screen to try again.',
      description: 'The rules file could not be read',
    },
    none: {
      id: 'comments.rules.none',
      defaultMessage: 'No rules yet: add one below or import a file.',
      description: 'An empty list of rules',
    },
    when: {
      id: 'comments.rules.when',
      defaultMessage: '{verb} when {conditions}',
      description: 'A rule: its decision (Approve, Reject…) and its conditions joined by comments.rules.and',
    },
    and: { id: 'comments.rules.and', defaultMessage: '{first} and {second}', description: 'Joins two conditions' },
    moveUp: { id: 'comments.rules.moveUp', defaultMessage: 'Move {rule} up', description: 'Accessible name of ↑' },
    moveDown: {
      id: 'comments.rules.moveDown',
      defaultMessage: 'Move {rule} down',
      description: 'Accessible name of ↓',
    },
    deleteName: { id: 'comments.rules.delete', defaultMessage: 'Delete {rule}', description: "Delete's name" },
    deleteQuestion: {
      id: 'comments.rules.delete.question',
      defaultMessage: 'Delete this rule?',
      description: 'Asked in place of Delete',
    },
    deleteGroup: {
      id: 'comments.rules.delete.group',
      defaultMessage: 'Confirm deleting {rule}',
      description: "The question's group name for screen readers",
    },
    dryRunLoaded: {
      id: 'comments.rules.dryRun.loaded',
      defaultMessage: 'Dry run over the {count, plural, one {# loaded comment} other {# loaded comments}}',
      description: 'Button: see what the rules would catch among the loaded comments, deciding nothing',
    },
    loadingQueue: {
      id: 'comments.rules.dryRun.loading',
      defaultMessage: 'Loading the queue…',
      description: 'While every page of the queue is read',
    },
    dryRunAll: {
      id: 'comments.rules.dryRun.all',
      defaultMessage: 'Load all of {queue} (1 unit a page of 100), then dry run',
      description: "Button: read the whole queue, then the dry run; queue is the queue's name",
    },
    addRule: { id: 'comments.rules.add', defaultMessage: 'Add a rule', description: 'Folded form' },
    lists: {
      id: 'comments.rules.lists',
      defaultMessage: 'Block and allow lists',
      description: 'Folded lists of authors',
    },
    exportRules: { id: 'comments.rules.export', defaultMessage: 'Export the rules', description: 'Button' },
    importRules: { id: 'comments.rules.import', defaultMessage: 'Import a rule set', description: 'Drop target' },
    importRulesHint: {
      id: 'comments.rules.import.hint',
      defaultMessage: 'A rule set exported from {app}: its rules are added switched off, its lists merged.',
      description: 'Under the drop target; app is the product name',
    },
    tooLarge: {
      id: 'comments.rules.file.tooLarge',
      defaultMessage: '{name} is too large for a rule set or list (at most 2 MiB).',
      description: 'A file refused by its size; name is its file name',
    },
    notJson: {
      id: 'comments.rules.file.notJson',
      defaultMessage: '{name} is not a JSON file.',
      description: 'A file that is not JSON',
    },
    notRuleSet: {
      id: 'comments.rules.file.notRuleSet',
      defaultMessage: '{name} is not a rule set: {problem}.',
      description: 'A JSON file that is no rule set; problem is what is wrong in it',
    },
    unknownLayout: {
      id: 'comments.rules.file.unknownLayout',
      defaultMessage: 'unknown layout',
      description: 'What is wrong with a file when nothing more precise is known',
    },
    notRuleSetSaid: {
      id: 'comments.rules.file.notRuleSetSaid',
      defaultMessage: '{name} is not a rule set: {problem}',
      description:
        'A JSON file that is no rule set; problem is what is wrong in it, a whole sentence with its full stop',
    },
    fileProblem: {
      id: 'comments.rules.file.problem',
      defaultMessage:
        '{code, select, too_big {{where} is over its limit of {max, number}} too_small {{where} is too short or empty} invalid_type {{where} is missing or not of the right kind} unrecognized_keys {{where} holds fields a rule set does not have} other {{where} holds a value a rule set does not take}}',
      description:
        "What is wrong in an imported rules file, after '…is not a rule set:'; where is the place in the file, such as rules.2.name (as written in the file), or comments.rules.file.whole; max a number",
    },
    fileWhole: {
      id: 'comments.rules.file.whole',
      defaultMessage: 'the file',
      description: 'The place of a problem in an imported rules file when it is the file as a whole',
    },

    // The dry run's result
    dryRun: { id: 'comments.dryRun', defaultMessage: 'Dry run', description: 'Accessible name of its result' },
    dryRunOver: {
      id: 'comments.dryRun.over',
      defaultMessage: 'Over {total, plural, one {# comment} other {# comments}}:',
      description: 'Before the dry run lines: how many comments it looked at',
    },
    dryRunOverAllowed: {
      id: 'comments.dryRun.overAllowed',
      defaultMessage:
        'Over {comments} ({allowed, plural, one {# comment by allowed authors, left alone} other {# comments by allowed authors, left alone}}):',
      description:
        'Before the dry run lines; comments is comments.said.count; allowed: comments by authors on the allow list',
    },
    dryRunLine: {
      id: 'comments.dryRun.line',
      defaultMessage: '<name>{rule}</name> <matches>{count, number}</matches> would be caught: {verb}.',
      description:
        "A rule's line: its name (in <name>), how many it catches (in <matches>), and its decision in lower case",
    },
    dryRunLineNoted: {
      id: 'comments.dryRun.lineNoted',
      defaultMessage: '<name>{rule}</name> <matches>{count, number}</matches> would be caught ({notes}): {verb}.',
      description:
        "A rule's line with notes on its count (comments.dryRun.already, comments.dryRun.notCaught… joined by “; ”)",
    },
    dryRunOn: { id: 'comments.dryRun.on', defaultMessage: 'On.', description: 'The rule is switched on' },
    switchOn: {
      id: 'comments.dryRun.switchOn',
      defaultMessage: 'Switch on {rule}',
      description: 'Button switching a rule on',
    },
    already: {
      id: 'comments.dryRun.already',
      defaultMessage:
        '{count, number} {decision, select, publish {already published} hold {already held} other {already rejected}}, left alone',
      description: 'Comments a rule matches that already have its decision, so it leaves them',
    },
    notCaught: {
      id: 'comments.dryRun.notCaught',
      defaultMessage: '{count, number} not already caught by a rule above',
      description: 'Comments a rule matches that no earlier rule takes',
    },
    suggestions: {
      id: 'comments.dryRun.suggestions',
      defaultMessage: '{count, plural, one {# suggestion} other {# suggestions}}',
      description: 'How many suggestions a rule makes',
    },
    patternsStopped: {
      id: 'comments.dryRun.patternsStopped',
      defaultMessage:
        'Patterns stopped part way: matching them over these comments took too long, so later comments were not checked against them. Make them simpler (fewer or shorter repetitions).',
      description: 'Regular-expression rules ran out of time; the counts are short',
    },

    // Conditions, as a rule's line says them
    condWords: {
      id: 'comments.condition.words',
      defaultMessage: 'words: {words}',
      description: 'Condition: the comment has one of these words',
    },
    condWordsMore: {
      id: 'comments.condition.wordsMore',
      defaultMessage: 'words: {words}…',
      description: 'Condition: the comment has one of these words (the first six of more)',
    },
    condRegex: {
      id: 'comments.condition.regex',
      defaultMessage: 'pattern /{pattern}/',
      description: 'Condition: a regular expression',
    },
    condLinksOutside: {
      id: 'comments.condition.linksOutside',
      defaultMessage: 'a link outside {sites}',
      description: 'Condition: a link to a site not in the list',
    },
    condAnyLink: { id: 'comments.condition.anyLink', defaultMessage: 'any link', description: 'Condition' },
    condWave: {
      id: 'comments.condition.wave',
      defaultMessage: 'the same text from {authors, number}+ authors within {minutes, number} min',
      description: 'Condition: a wave of copies of one text by many authors',
    },
    condBlockList: {
      id: 'comments.condition.blockList',
      defaultMessage: 'an author on the block list',
      description: 'Condition',
    },
    condNewAuthor: {
      id: 'comments.condition.newAuthor',
      defaultMessage: 'an author channel (needs a channels.list lookup)',
      description: "Condition: a new author's channel; channels.list is the platform's method name, kept as it is",
    },
    condNewAuthorYoung: {
      id: 'comments.condition.newAuthor.young',
      defaultMessage:
        'an author channel under {days, plural, one {# day} other {# days}} old (needs a channels.list lookup)',
      description: "Condition: a young author's channel; channels.list is the platform's method name",
    },
    condNewAuthorEmpty: {
      id: 'comments.condition.newAuthor.empty',
      defaultMessage: 'an author channel without uploads (needs a channels.list lookup)',
      description: "Condition: an author's channel with no videos; channels.list is the platform's method name",
    },
    condNewAuthorYoungOrEmpty: {
      id: 'comments.condition.newAuthor.youngOrEmpty',
      defaultMessage:
        'an author channel under {days, plural, one {# day} other {# days}} old or without uploads (needs a channels.list lookup)',
      description: "Condition: a young author's channel, or one with no videos; channels.list is the method name",
    },
    condImage: { id: 'comments.condition.image', defaultMessage: 'the comment has an image', description: 'Condition' },
    condShouting: {
      id: 'comments.condition.shouting',
      defaultMessage: 'mostly capitals or emoji',
      description: 'Condition: shouting',
    },

    // A new rule
    form: { id: 'comments.ruleForm', defaultMessage: 'New rule', description: "The form's accessible name" },
    name: { id: 'comments.ruleForm.name', defaultMessage: 'Name', description: "The rule's name" },
    nameMissing: {
      id: 'comments.ruleForm.name.missing',
      defaultMessage: 'Give the rule a name: it is what the badge says.',
      description: 'The name is empty',
    },
    catches: { id: 'comments.ruleForm.catches', defaultMessage: 'Catches', description: 'Kind of condition' },
    suggests: { id: 'comments.ruleForm.suggests', defaultMessage: 'Suggests', description: 'Decision suggested' },
    addTheRule: {
      id: 'comments.ruleForm.submit',
      defaultMessage: 'Add the rule (off until you switch it on)',
      description: 'Submit button',
    },
    kindWords: { id: 'comments.ruleForm.kind.words', defaultMessage: 'Words or phrases', description: 'Kind' },
    kindWordsInput: {
      id: 'comments.ruleForm.kind.words.input',
      defaultMessage: 'Words or phrases, separated by commas',
      description: 'Field label',
    },
    kindRegex: { id: 'comments.ruleForm.kind.regex', defaultMessage: 'Pattern (RE2)', description: 'Kind: RE2 regex' },
    kindRegexInput: { id: 'comments.ruleForm.kind.regex.input', defaultMessage: 'Pattern', description: 'Field' },
    kindLinks: { id: 'comments.ruleForm.kind.links', defaultMessage: 'Links', description: 'Kind' },
    kindLinksInput: {
      id: 'comments.ruleForm.kind.links.input',
      defaultMessage: 'Allowed sites, separated by commas (empty: any link)',
      description: 'Field label',
    },
    kindWave: { id: 'comments.ruleForm.kind.wave', defaultMessage: 'Wave of the same text', description: 'Kind' },
    kindWaveInput: { id: 'comments.ruleForm.kind.wave.input', defaultMessage: 'Fewest authors', description: 'Field' },
    kindBlockList: {
      id: 'comments.ruleForm.kind.blockList',
      defaultMessage: 'Author on the block list',
      description: 'Kind',
    },
    kindShouting: {
      id: 'comments.ruleForm.kind.shouting',
      defaultMessage: 'Mostly capitals or emoji',
      description: 'Kind',
    },
    kindImage: { id: 'comments.ruleForm.kind.image', defaultMessage: 'Has an image', description: 'Kind' },
    kindNewAuthor: {
      id: 'comments.ruleForm.kind.newAuthor',
      defaultMessage: 'New author channel (after a look-up)',
      description: 'Kind',
    },
    kindNewAuthorInput: {
      id: 'comments.ruleForm.kind.newAuthor.input',
      defaultMessage: 'Channel younger than this many days, or without uploads',
      description: 'Field label',
    },
    needWord: {
      id: 'comments.ruleForm.needWord',
      defaultMessage: 'Give at least one word or phrase.',
      description: 'Problem',
    },
    needPattern: { id: 'comments.ruleForm.needPattern', defaultMessage: 'Give a pattern.', description: 'Problem' },
    authorsRange: {
      id: 'comments.ruleForm.authorsRange',
      defaultMessage: 'Give a number of authors from 2 to 1000.',
      description: 'Problem',
    },
    daysRange: {
      id: 'comments.ruleForm.daysRange',
      defaultMessage: 'Give a number of days from 1 to 3650.',
      description: 'Problem',
    },

    // Block and allow lists
    blockList: {
      id: 'comments.lists.block',
      defaultMessage: 'Block list (a channel id or name a line)',
      description: 'Field: authors whose comments rules may catch; one channel ID or name per line',
    },
    allowList: {
      id: 'comments.lists.allow',
      defaultMessage: 'Allow list: these authors get no suggestion, whatever the rules say',
      description: 'Field',
    },
    saveLists: { id: 'comments.lists.save', defaultMessage: 'Save the lists', description: 'Button' },
    exportBlockList: {
      id: 'comments.lists.export',
      defaultMessage: 'Export the block list',
      description: 'Button',
    },
    importBlockList: {
      id: 'comments.lists.import',
      defaultMessage: 'Import a block list',
      description: 'Drop target',
    },
    importBlockListHint: {
      id: 'comments.lists.import.hint',
      defaultMessage: 'A text file, one author a line; added to yours.',
      description: 'Under the drop target',
    },
    chooseFile: {
      id: 'comments.file.choose',
      defaultMessage: 'Choose a file…',
      description: "The drop target's button-like words",
    },

    // Author look-up
    lookingUp: {
      id: 'comments.lookup.busy',
      defaultMessage: 'Looking up authors…',
      description: 'While author channels are read',
    },
    lookUp: {
      id: 'comments.lookup.button',
      defaultMessage: 'Look up {count, plural, one {# author channel} other {# author channels}} ({cost})',
      description: "Button: read the authors' channels (their age and uploads), with the cost (comments.units)",
    },
    allLookedUp: {
      id: 'comments.lookup.done',
      defaultMessage:
        'Every author of the loaded comments is looked up ({count, plural, one {# channel} other {# channels}} known).',
      description: 'Nothing left to look up',
    },
    lookupWhy: {
      id: 'comments.lookup.why',
      defaultMessage: 'For “new author” rules: their channel’s age and uploads, from channels.list.',
      description: "What the look-up is for; channels.list is the platform's method name, kept as it is",
    },
    lookedUp: {
      id: 'comments.lookup.said',
      defaultMessage: 'Looked up {count, plural, one {# author channel} other {# author channels}} in {calls}.',
      description: 'Said after the look-up; calls is comments.calls',
    },
    lookedUpMissing: {
      id: 'comments.lookup.saidMissing',
      defaultMessage:
        'Looked up {count, plural, one {# author channel} other {# author channels}} in {calls}; {missing, number} not listed.',
      description: 'Said after the look-up; calls is comments.calls; missing: channels the platform did not list',
    },
    lookupStopped: {
      id: 'comments.lookup.stopped',
      defaultMessage: 'The look-up stopped: {message}',
      description: "message is the platform's reason",
    },

    // Sweep
    sweepTitle: {
      id: 'comments.sweep.title',
      defaultMessage: 'Sweep published comments',
      description: "The sweep panel's heading: looking for spam among published comments",
    },
    latestVideos: { id: 'comments.sweep.videos', defaultMessage: 'Latest videos', description: 'How many videos' },
    pagesPerVideo: {
      id: 'comments.sweep.pages',
      defaultMessage: 'Pages of 100 per video',
      description: 'How many pages of comments per video',
    },
    sweeping: { id: 'comments.sweep.busy', defaultMessage: 'Sweeping…', description: 'While the sweep runs' },
    sweep: {
      id: 'comments.sweep.run',
      defaultMessage: 'Sweep: at most {units, plural, one {# unit} other {# units}}',
      description: 'Button starting the sweep, with its most cost in quota units',
    },
    sweepResult: {
      id: 'comments.sweep.result',
      defaultMessage:
        '{count, plural, one {# published comment} other {# published comments}} read ({cost}); the switched-on rules suggest {suggested, number}.',
      description: "The sweep's result; cost is comments.units",
    },
    sweepLine: {
      id: 'comments.sweep.line',
      defaultMessage: '{rule}: {count, number}',
      description: "A rule's catch in the sweep",
    },
    sweepLineOff: {
      id: 'comments.sweep.lineOff',
      defaultMessage: '{rule}: {count, number} (off)',
      description: "A switched-off rule's catch in the sweep",
    },
    example: {
      id: 'comments.rules.example',
      defaultMessage: '{author}: “{text}”',
      description: "An example comment a rule catches: its author's name and the start of its text",
    },
    sweepExample: {
      id: 'comments.sweep.example',
      defaultMessage: '— {author}: “{text}”',
      description: "After a rule's catch in the sweep: one example comment, its author's name and text",
    },
    takeSuggestions: {
      id: 'comments.sweep.take',
      defaultMessage: 'Take the {count, plural, one {# suggestion} other {# suggestions}}',
      description: "Button taking the rules' suggestions",
    },
    sweepStopped: {
      id: 'comments.sweep.stopped',
      defaultMessage: 'The sweep stopped: {message}',
      description: "message is the platform's reason",
    },

    // Export
    exportTitle: { id: 'comments.export.title', defaultMessage: 'Export comments', description: 'Panel heading' },
    scopeVideo: {
      id: 'comments.export.scope.video',
      defaultMessage: '{queue} of “{video}”',
      description: "What is exported: the queue's name, of one video (its title)",
    },
    scopeSearch: {
      id: 'comments.export.scope.search',
      defaultMessage: '{queue}, search “{search}”',
      description: "What is exported: the queue's name, narrowed by a platform search",
    },
    scopeVideoSearch: {
      id: 'comments.export.scope.videoSearch',
      defaultMessage: '{queue} of “{video}”, search “{search}”',
      description: "What is exported: the queue's name, of one video, narrowed by a platform search",
    },
    exportAbout: {
      id: 'comments.export.about',
      defaultMessage:
        '{scope}: every page through the API, 1 unit for each page of 100 (at most {pages, number} pages).',
      description: "What the export reads and costs; scope is the queue's name or comments.export.scope.*",
    },
    format: { id: 'comments.export.format', defaultMessage: 'Format', description: 'File format (CSV or JSON)' },
    exportScope: {
      id: 'comments.export.run',
      defaultMessage: 'Export {scope}',
      description: "Button; scope is the queue's name or comments.export.scope.*",
    },
    stop: { id: 'comments.export.stop', defaultMessage: 'Stop', description: 'Button stopping the export' },
    exportProgress: {
      id: 'comments.export.progress.name',
      defaultMessage: 'Export progress',
      description: "The progress bar's name",
    },
    progress: {
      id: 'comments.export.progress',
      defaultMessage: '{comments}, {pages}, {units}',
      description: 'How far the export is: comments.said.count, comments.pages, comments.units',
    },
    exported: {
      id: 'comments.export.done',
      defaultMessage: 'Exported {count, plural, one {# comment} other {# comments}} ({cost}).',
      description: 'After the export; cost is comments.units',
    },
    exportedPart: {
      id: 'comments.export.donePart',
      defaultMessage: 'Exported {count, plural, one {# comment} other {# comments}} ({cost}): stopped before the end.',
      description: 'After an export stopped before the last page; cost is comments.units',
    },
    exportStopped: {
      id: 'comments.export.stopped',
      defaultMessage: 'The export stopped: {message}',
      description: "message is the platform's reason",
    },
  }),
);
