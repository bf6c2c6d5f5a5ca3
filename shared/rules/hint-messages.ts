// The app's own advice under a malformed expression ("single quotes do not delimit strings…"), in the catalogue. The
// parser's error words stay English: they are the rulesets service's text, which the emulator reproduces. A hint is
// carried as a descriptor and its values (a small object built only when parsing fails) and said in the screen's
// language by whoever shows it; englishHint() gives its English for the emulator, logs and tests.
// Code in the rules language (operators, field names, examples) is kept as it is written, in every language.
import { createIntl, createIntlCache, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { untyped } from '../i18n/untyped';

/** A hint: what to say and the values it says it with (code from the expression, numbers). */
export interface RuleHint {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, string | number>>;
}

export const hintOf = (message: MessageDescriptor, values?: Readonly<Record<string, string | number>>): RuleHint =>
  values === undefined ? { message } : { message, values };

export const RULE_HINTS = untyped(
  defineMessages({
    singleQuotes: {
      id: 'rules.hint.singleQuotes',
      defaultMessage: 'single quotes do not delimit strings in the rules language; use "..."',
      description:
        "Hint under an expression that used 'text' for a string. Code in the rules language is kept as written.",
    },
    noTabs: {
      id: 'rules.hint.noTabs',
      defaultMessage: 'separate tokens with spaces or line breaks',
      description: 'Hint under an expression holding a tab character',
    },
    didYouMean: {
      id: 'rules.hint.didYouMean',
      defaultMessage: 'did you mean {code}?',
      description:
        'Hint suggesting the right code, e.g. "==" or 192.0.2.0/24. Code in the rules language is kept as written.',
    },
    escapes: {
      id: 'rules.hint.escapes',
      defaultMessage:
        'inside "..." only \\" and \\\\ (and \\xHH, \\OOO) are escapes; a raw string r"..." takes backslashes as they are',
      description:
        'Hint under a string with an unknown backslash escape. Code in the rules language is kept as written.',
    },
    rawNotClosed: {
      id: 'rules.hint.rawNotClosed',
      defaultMessage: 'a raw string opened with {opener} ends with {terminator}',
      description:
        'Hint under a raw string r#"…"# that is not closed; opener e.g. r#", terminator e.g. "#. Code in the rules language is kept as written.',
    },
    regexClassQuote: {
      id: 'rules.hint.regexClassQuote',
      defaultMessage: 'a quote inside [...] of a regex does not end the string; close the character class',
      description: 'Hint under a regular expression whose character class [...] is not closed',
    },
    logicalOrEnd: {
      id: 'rules.hint.logicalOrEnd',
      defaultMessage: 'expected "and", "or", "xor" (or &&, ||, ^^) or the end of the expression',
      description: 'Hint under extra words after a complete condition. Code in the rules language is kept as written.',
    },
    unmatchedClose: {
      id: 'rules.hint.unmatchedClose',
      defaultMessage: 'unbalanced parentheses: this ")" has no matching "("',
      description: 'Hint under a closing parenthesis without an opening one',
    },
    parenNotClosed: {
      id: 'rules.hint.parenNotClosed',
      defaultMessage: 'unbalanced parentheses: the "(" at column {column} is not closed',
      description: 'Hint under an expression missing a ")"; column is where the "(" is on its line',
    },
    notClosed: {
      id: 'rules.hint.notClosed',
      defaultMessage: 'the "{bracket}" at column {column} is not closed',
      description: 'Hint under a bracket that is not closed; bracket is (, [ or the opening brace of a set',
    },
    logicalLowercase: {
      id: 'rules.hint.logicalLowercase',
      defaultMessage: 'logical operators are lowercase: {operator}',
      description:
        'Hint under AND, OR…; operator is the lowercase word (and, or, xor, not). Code in the rules language is kept as written.',
    },
    nestingLimit: {
      id: 'rules.hint.nestingLimit',
      defaultMessage: 'at most {max, number} nested parentheses, "not" and function calls',
      description: 'Hint under an expression nested too deeply ("not" is the operator, kept as written)',
    },
    strictWildcard: {
      id: 'rules.hint.strictWildcard',
      defaultMessage: '"strict" only appears in "strict wildcard"',
      description:
        'Hint under "strict" not followed by "wildcard" (operators, kept as written). Code in the rules language is kept as written.',
    },
    operators: {
      id: 'rules.hint.operators',
      defaultMessage: 'operators: {operators}',
      description:
        "Hint where an operator is expected; operators is the list of the language's operators. Code in the rules language is kept as written.",
    },
    englishLowercase: {
      id: 'rules.hint.englishLowercase',
      defaultMessage: 'English operators are lowercase: {operator}',
      description:
        'Hint under EQ, CONTAINS…: the word operators (eq, contains…) are lowercase. Code in the rules language is kept as written.',
    },
    operatorBetween: {
      id: 'rules.hint.operatorBetween',
      defaultMessage: 'put an operator between {field} and the value, e.g. {example}',
      description:
        'Hint under a value right after a field; field and example are code. Code in the rules language is kept as written.',
    },
    mapPickValue: {
      id: 'rules.hint.mapPickValue',
      defaultMessage: '{field} is a map: pick a value first, e.g. {example}',
      description:
        'Hint under a comparison of a whole map field (e.g. the request headers). Code in the rules language is kept as written.',
    },
    listPickElement: {
      id: 'rules.hint.listPickElement',
      defaultMessage: '{field} is a list: pick an element with [0], or use any(...[*] ...)',
      description: 'Hint under a comparison of a whole list field. Code in the rules language is kept as written.',
    },
    orderingIntegersOnly: {
      id: 'rules.hint.orderingIntegersOnly',
      defaultMessage: 'ordering operators (lt, le, gt, ge) compare integers only',
      description: 'Hint under lt/gt on a string field. Code in the rules language is kept as written.',
    },
    ipOperators: {
      id: 'rules.hint.ipOperators',
      defaultMessage: "IP fields take eq, ne and in '{...}'",
      description:
        'Hint under an operator an IP address field does not take. Code in the rules language is kept as written.',
    },
    intOperators: {
      id: 'rules.hint.intOperators',
      defaultMessage: "integer fields take eq, ne, lt, le, gt, ge and in '{...}'",
      description:
        'Hint under an operator an integer field does not take. Code in the rules language is kept as written.',
    },
    stringOperators: {
      id: 'rules.hint.stringOperators',
      defaultMessage: "string fields take eq, ne, contains, matches, wildcard, strict wildcard and in '{...}'",
      description:
        'Hint under an operator a string field does not take. Code in the rules language is kept as written.',
    },
    regexAsString: {
      id: 'rules.hint.regexAsString',
      defaultMessage: 'a regular expression is written as a string: {example}',
      description:
        'Hint after "matches" without a quoted regex; example is "^/api/". Code in the rules language is kept as written.',
    },
    quoteStringValue: {
      id: 'rules.hint.quoteStringValue',
      defaultMessage: '{field} is a string: quote the value, {quoted}',
      description:
        'Hint under an unquoted value compared with a string field. Code in the rules language is kept as written.',
    },
    quoteValue: {
      id: 'rules.hint.quoteValue',
      defaultMessage: 'quote the value: {quoted}',
      description: 'Hint under an unquoted value in a set of strings. Code in the rules language is kept as written.',
    },
    integersNoQuotes: {
      id: 'rules.hint.integersNoQuotes',
      defaultMessage: 'integers are written without quotes',
      description: 'Hint under a quoted number',
    },
    ipsNoQuotes: {
      id: 'rules.hint.ipsNoQuotes',
      defaultMessage: 'IP addresses are written without quotes',
      description: 'Hint under a quoted IP address',
    },
    rangesOnlyInSet: {
      id: 'rules.hint.rangesOnlyInSet',
      defaultMessage: 'ranges and CIDRs are only allowed in a set: {example}',
      description:
        'Hint under an IP range compared with eq; example puts it in a set. Code in the rules language is kept as written.',
    },
    ipForms: {
      id: 'rules.hint.ipForms',
      defaultMessage: 'IPv4 as {v4}, IPv6 as {v6}',
      description: 'Hint under a malformed IP address: how each family is written (v4, v6: example addresses)',
    },
    namedLists: {
      id: 'rules.hint.namedLists',
      defaultMessage: 'named lists ($name) are not supported here; write the values in braces',
      description: 'Hint under a named list ($name) after "in". Code in the rules language is kept as written.',
    },
    setBraces: {
      id: 'rules.hint.setBraces',
      defaultMessage: 'write the values in braces separated by spaces, e.g. {strings} or {numbers}',
      description:
        'Hint after "in" without a set; strings and numbers are example sets. Code in the rules language is kept as written.',
    },
    setCommas: {
      id: 'rules.hint.setCommas',
      defaultMessage: 'set values are separated by spaces, not commas',
      description: 'Hint under a comma between the values of a set',
    },
    rangeLowHigh: {
      id: 'rules.hint.rangeLowHigh',
      defaultMessage: 'a range is written low..high',
      description: 'Hint under a range whose ends are reversed; low..high shows the form (translate low and high)',
    },
    intSetItem: {
      id: 'rules.hint.intSetItem',
      defaultMessage: 'e.g. 443 or 8000..8009',
      description: 'Hint under a malformed value in a set of integers: an integer or a range',
    },
    ipRange: {
      id: 'rules.hint.ipRange',
      defaultMessage: 'a range is written 192.0.2.1..192.0.2.9',
      description: 'Hint under a malformed range of IP addresses',
    },
    ipRangeFamily: {
      id: 'rules.hint.ipRangeFamily',
      defaultMessage: 'both ends must be of the same family, low..high',
      description: 'Hint under an IP range mixing IPv4 and IPv6 or reversed (translate low and high)',
    },
    regexBudget: {
      id: 'rules.hint.regexBudget',
      defaultMessage:
        'use fewer or smaller regexes; "in \'{...}\'", "contains" and "wildcard" often say the same thing',
      description:
        'Hint under an expression whose regular expressions are too large together. Code in the rules language is kept as written.',
    },
    startWithField: {
      id: 'rules.hint.startWithField',
      defaultMessage: 'an expression starts with a field: {form}',
      description: 'Hint under an expression starting with a string; form is "<field> <operator> <value>"',
    },
    isFunction: {
      id: 'rules.hint.isFunction',
      defaultMessage: '{name} is a function: {call}',
      description:
        'Hint under a function name used without parentheses; call is e.g. lower(...). Code in the rules language is kept as written.',
    },
    countingOnly: {
      id: 'rules.hint.countingOnly',
      defaultMessage: 'response fields exist only after the origin answered: put this condition in counting_expression',
      description:
        "Hint under a response field in a rule's expression (counting_expression is the API's name, kept as written)",
    },
    fieldLowercase: {
      id: 'rules.hint.fieldLowercase',
      defaultMessage: 'field names are lowercase: {field}',
      description: 'Hint under Http.Host and the like. Code in the rules language is kept as written.',
    },
    cannotStartCondition: {
      id: 'rules.hint.cannotStartCondition',
      defaultMessage: '"{word}" cannot start a condition; a condition is {form}',
      description: 'Hint under an operator at the start of a condition; form is "<field> <operator> <value>"',
    },
    eachOnlyInAnyAll: {
      id: 'rules.hint.eachOnlyInAnyAll',
      defaultMessage: '[*] is only allowed inside the first argument of any() or all()',
      description: 'Hint under [*] outside any()/all(). Code in the rules language is kept as written.',
    },
    oneEach: {
      id: 'rules.hint.oneEach',
      defaultMessage: 'only one [*] is allowed per comparison',
      description: 'Hint under a second [*] in one comparison. Code in the rules language is kept as written.',
    },
    mapKeysQuoted: {
      id: 'rules.hint.mapKeysQuoted',
      defaultMessage: 'map keys are quoted: {example}',
      description:
        'Hint under an unquoted key, e.g. headers[accept]; example is ["accept"]. Code in the rules language is kept as written.',
    },
    listNotMap: {
      id: 'rules.hint.listNotMap',
      defaultMessage: 'this is a list, not a map: use [0]',
      description: 'Hint under a quoted key on a list field. Code in the rules language is kept as written.',
    },
    functions: {
      id: 'rules.hint.functions',
      defaultMessage: 'functions: {names}',
      description:
        "Hint under an unknown function; names lists the language's functions. Code in the rules language is kept as written.",
    },
    singleComparison: {
      id: 'rules.hint.singleComparison',
      defaultMessage: '{name}() takes a single comparison',
      description: 'Hint under a second argument of any() or all(). Code in the rules language is kept as written.',
    },
    useEach: {
      id: 'rules.hint.useEach',
      defaultMessage: 'use [*] inside {name}(), e.g. {example}',
      description: 'Hint under any()/all() without [*]. Code in the rules language is kept as written.',
    },
    takesExactly: {
      id: 'rules.hint.takesExactly',
      defaultMessage: '{name}() takes {count, plural, one {# argument} other {# arguments}}: {signature}',
      description:
        'Hint under a call with the wrong number of arguments; signature shows them. Code in the rules language is kept as written.',
    },
    takesAtLeast: {
      id: 'rules.hint.takesAtLeast',
      defaultMessage: '{name}() takes at least {count, plural, one {# argument} other {# arguments}}: {signature}',
      description:
        'Hint under a call with too few arguments; signature shows them. Code in the rules language is kept as written.',
    },
    takesBetween: {
      id: 'rules.hint.takesBetween',
      defaultMessage: '{name}() takes {min, number} to {max, number} arguments: {signature}',
      description:
        'Hint under a call with the wrong number of arguments; signature shows them. Code in the rules language is kept as written.',
    },
  }),
);

let english: IntlShape | undefined;

/** An IntlShape with no catalogue: every message in its defaultMessage, English. Made on first use. */
export function englishIntl(): IntlShape {
  english ??= createIntl(
    { locale: 'en', defaultLocale: 'en', messages: {}, onError: () => undefined },
    createIntlCache(),
  );
  return english;
}

/** The hint in the language of `intl`. */
export function sayHint(hint: RuleHint, intl: IntlShape): string {
  return intl.formatMessage(hint.message, hint.values);
}

/** The hint in English, the text the emulator and tests read. */
export function englishHint(hint: RuleHint): string {
  return sayHint(hint, englishIntl());
}
