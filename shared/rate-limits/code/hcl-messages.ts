// What the Terraform (HCL) reader found wrong in an imported file, said after "Line N:" in the screen's language
// (IMPORT_PROBLEMS.terraformUnreadable). HCL's own words and tokens (heredoc, ${…}, \u, the file's names) are kept
// as written.
import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

export const HCL_PROBLEMS = untyped(
  defineMessages({
    commentNotClosed: {
      id: 'rateLimits.import.hcl.commentNotClosed',
      defaultMessage: 'a comment that is not closed',
      description: 'What is wrong on a line of an imported Terraform file (after "Line N:")',
    },
    expected: {
      id: 'rateLimits.import.hcl.expected',
      defaultMessage: 'expected {token}',
      description: 'What is wrong on a line of an imported Terraform file; token is the missing character, e.g. "{"',
    },
    tooDeep: {
      id: 'rateLimits.import.hcl.tooDeep',
      defaultMessage: 'nested too deeply',
      description: 'What is wrong on a line of an imported Terraform file: blocks or lists nested too deeply',
    },
    expectedAttribute: {
      id: 'rateLimits.import.hcl.expectedAttribute',
      defaultMessage: 'expected an attribute or a block',
      description: 'What is wrong on a line of an imported Terraform file (HCL terms: attribute, block)',
    },
    setTwice: {
      id: 'rateLimits.import.hcl.setTwice',
      defaultMessage: '"{name}" is set twice',
      description: "What is wrong on a line of an imported Terraform file; name is the attribute's name",
    },
    expectedValue: {
      id: 'rateLimits.import.hcl.expectedValue',
      defaultMessage: 'expected a value',
      description: 'What is wrong on a line of an imported Terraform file',
    },
    expectedName: {
      id: 'rateLimits.import.hcl.expectedName',
      defaultMessage: 'expected a name after "."',
      description: 'What is wrong on a line of an imported Terraform file: a reference ends with a dot',
    },
    callNotClosed: {
      id: 'rateLimits.import.hcl.callNotClosed',
      defaultMessage: 'a call that is not closed',
      description: 'What is wrong on a line of an imported Terraform file: a function call lacks its ")"',
    },
    stringNotClosed: {
      id: 'rateLimits.import.hcl.stringNotClosed',
      defaultMessage: 'a string that is not closed',
      description: 'What is wrong on a line of an imported Terraform file: a quoted string lacks its closing quote',
    },
    unicodeEscape: {
      id: 'rateLimits.import.hcl.unicodeEscape',
      defaultMessage: 'a {escape} escape needs four hex digits',
      description: 'What is wrong on a line of an imported Terraform file; escape is \\u (kept as written)',
    },
    unknownEscape: {
      id: 'rateLimits.import.hcl.unknownEscape',
      defaultMessage: 'an unknown escape "{escape}"',
      description: 'What is wrong on a line of an imported Terraform file; escape is the backslash sequence, e.g. \\q',
    },
    template: {
      id: 'rateLimits.import.hcl.template',
      defaultMessage: 'a template ({dollar} or {percent}): only literal values can be imported',
      description:
        'What is wrong on a line of an imported Terraform file: an interpolation; dollar and percent are the two template forms',
    },
    heredocMarker: {
      id: 'rateLimits.import.hcl.heredocMarker',
      defaultMessage: 'a heredoc needs a marker and a line break',
      description: 'What is wrong on a line of an imported Terraform file (heredoc: <<EOT … EOT, an HCL term)',
    },
    heredocNotClosed: {
      id: 'rateLimits.import.hcl.heredocNotClosed',
      defaultMessage: 'the heredoc is not closed by {marker}',
      description: "What is wrong on a line of an imported Terraform file; marker is the heredoc's end word, e.g. EOT",
    },
    expectedKey: {
      id: 'rateLimits.import.hcl.expectedKey',
      defaultMessage: 'expected a key',
      description: 'What is wrong on a line of an imported Terraform file: an object lacks a key',
    },
    expectedEquals: {
      id: 'rateLimits.import.hcl.expectedEquals',
      defaultMessage: 'expected "=" after "{key}"',
      description: "What is wrong on a line of an imported Terraform file; key is the object's key",
    },
    tooLarge: {
      id: 'rateLimits.import.hcl.tooLarge',
      defaultMessage: 'the file is larger than {kb, number} KB',
      description: 'What is wrong with an imported Terraform file: its size; kb is the limit in kilobytes',
    },
  }),
);
