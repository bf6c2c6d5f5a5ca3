// Why a rules file cannot be imported as it is, in the language of the screen that reads it. Names of the formats
// (cloudflare_ruleset, http_ratelimit, ratelimit, ref, "rules") are the service's and Terraform's, kept as written.
import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

export const IMPORT_PROBLEMS = untyped(
  defineMessages({
    ruleNumber: {
      id: 'rateLimits.import.ruleNumber',
      defaultMessage: 'Rule {number, number}',
      description: 'Names a rule of an imported file that has no description, by its place in the file',
    },
    ruleQuoted: {
      id: 'rateLimits.import.ruleQuoted',
      defaultMessage: '“{description}”',
      description: "Names a rule of an imported file by its description, in the language's quotation marks",
    },
    notObject: {
      id: 'rateLimits.import.notObject',
      defaultMessage: 'Rule {number, number} is not an object.',
      description: 'An entry of an imported rules list is not a JSON object',
    },
    noRatelimit: {
      id: 'rateLimits.import.noRatelimit',
      defaultMessage: '{rule} has no ratelimit settings, so it is not a rate limiting rule.',
      description: 'An imported rule lacks its "ratelimit" object (the name of the setting, kept as written)',
    },
    shape: {
      id: 'rateLimits.import.shape',
      defaultMessage: '{rule}: {problems}.',
      description: "An imported rule's malformed parts; {problems} lists rateLimits.import.shape.* messages",
    },
    noExpression: {
      id: 'rateLimits.import.shape.noExpression',
      defaultMessage: 'its expression is missing',
      description: 'Part of rateLimits.import.shape',
    },
    enabledNotBoolean: {
      id: 'rateLimits.import.shape.enabledNotBoolean',
      defaultMessage: '"enabled" is not true or false',
      description: 'Part of rateLimits.import.shape; "enabled", true and false are the file\'s words, kept as written',
    },
    refNotName: {
      id: 'rateLimits.import.shape.refNotName',
      defaultMessage: 'its ref is not a name',
      description: "Part of rateLimits.import.shape; ref is the rule's stable name in the file",
    },
    fieldProblem: {
      id: 'rateLimits.import.fieldProblem',
      defaultMessage: '{rule}, {path}: {problem}',
      description: "An imported rule's problem; {path} is the setting's name in the file (ratelimit.period)",
    },
    refsTwice: {
      id: 'rateLimits.import.refsTwice',
      defaultMessage: 'These refs name more than one rule: {refs}.',
      description: 'Several imported rules share a ref (a stable name)',
    },
    planCap: {
      id: 'rateLimits.import.planCap',
      defaultMessage:
        'The zone’s plan ({plan}) allows {cap, plural, one {# rate limiting rule} other {# rate limiting rules}}; the file has {count, number}.',
      description: "The file holds more rules than the zone's plan allows; {plan} is the plan's name (Free, Pro)",
    },
    tooLarge: {
      id: 'rateLimits.import.tooLarge',
      defaultMessage: 'The file is larger than {kb} KB.',
      description: 'An imported rules file is too big',
    },
    notJson: {
      id: 'rateLimits.import.notJson',
      defaultMessage: 'The file is not valid JSON: {detail}',
      description: "An imported rules file is not JSON; {detail} is the JSON reader's own words",
    },
    noRuleset: {
      id: 'rateLimits.import.noRuleset',
      defaultMessage: 'The file holds no ruleset: expected a JSON object with "rules".',
      description: 'An imported JSON file is not a ruleset; "rules" is the name of its list, kept as written',
    },
    wrongPhase: {
      id: 'rateLimits.import.wrongPhase',
      defaultMessage: 'The ruleset is for the {phase} phase, not for rate limiting rules (http_ratelimit).',
      description: "An imported ruleset belongs to another phase; {phase} is the file's phase name",
    },
    wrongKind: {
      id: 'rateLimits.import.wrongKind',
      defaultMessage: "The ruleset is of kind {kind}; only a zone''s entry point ruleset can be imported.",
      description: "An imported ruleset is not a zone's entry point; {kind} is the file's kind",
    },
    noRules: {
      id: 'rateLimits.import.noRules',
      defaultMessage: 'The ruleset has no "rules" list.',
      description: 'An imported ruleset lacks its list of rules ("rules", kept as written)',
    },
    terraformUnreadable: {
      id: 'rateLimits.import.terraformUnreadable',
      defaultMessage: 'The Terraform file could not be read. Line {line, number}: {detail}',
      description: "An imported Terraform file does not parse; {detail} is the reader's words about HCL syntax",
    },
    referenceNotValue: {
      id: 'rateLimits.import.referenceNotValue',
      defaultMessage: '{path} (a reference, {reference}, not a value)',
      description:
        "A field of an imported Terraform file that is not imported: it holds a Terraform reference (e.g. local.description), not a value; path is the field's place, e.g. rules[0].description",
    },
    noTerraformRuleset: {
      id: 'rateLimits.import.noTerraformRuleset',
      defaultMessage: 'The file has no cloudflare_ruleset resource for the http_ratelimit phase.',
      description: 'An imported Terraform file lacks the resource (names kept as Terraform writes them)',
    },
  }),
);
