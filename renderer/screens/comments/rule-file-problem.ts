// What is wrong with an imported rules file, in the creator's language: the schema's own refusal when it carries the
// catalogue's message (a rule id used twice), else what kind of problem and where in the file (a path as the file
// writes it, such as rules.2.name), never zod's English.
import type { IntlShape } from 'react-intl';
import type { z } from 'zod';
import { saidIssueText } from '../../../shared/i18n/said-issue';
import { RULES } from './comment-rules-messages';

export function ruleFileProblem(name: string, error: z.ZodError, intl: IntlShape): string {
  const issue = error.issues[0];
  if (!issue) return intl.formatMessage(RULES.notRuleSet, { name, problem: intl.formatMessage(RULES.unknownLayout) });
  const said = saidIssueText(issue, intl);
  if (said !== undefined) return intl.formatMessage(RULES.notRuleSetSaid, { name, problem: said });
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : intl.formatMessage(RULES.fileWhole);
  const max = issue.code === 'too_big' ? Number(issue.maximum) : 0;
  const problem = intl.formatMessage(RULES.fileProblem, { code: issue.code, where, max });
  return intl.formatMessage(RULES.notRuleSet, { name, problem });
}
