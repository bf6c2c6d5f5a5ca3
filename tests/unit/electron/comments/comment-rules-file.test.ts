import { mkdtempSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CommentRulesFile } from '../../../../electron/comments/comment-rules-file';
import { STARTER_RULES, type RuleSet } from '../../../../shared/comments/rules/rule-set';
import { noticeMessage } from '../../../../electron/kernel/feature';

const mine: RuleSet = {
  version: 1,
  rules: [{ ...STARTER_RULES[0]!, enabled: true }],
  blockList: ['UCspam'],
  allowList: ['UCfriend'],
};

describe('CommentRulesFile', () => {
  it('gives the starter rules, all off, to a channel that has none', async () => {
    const file = new CommentRulesFile(mkdtempSync(join(tmpdir(), 'rules-')));
    const snapshot = await file.get('UCa');
    expect(snapshot.ruleSet.rules.length).toBe(STARTER_RULES.length);
    expect(snapshot.ruleSet.rules.every((rule) => !rule.enabled)).toBe(true);
    expect(snapshot.savedReplies.length).toBeGreaterThan(0);
  });

  it('keeps each channel its own rules and replies across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-'));
    const file = new CommentRulesFile(dir);
    await file.setRules('UCa', mine);
    await file.setSavedReplies('UCa', [{ id: 'hi', name: 'Hi', text: 'Hi {author}' }]);
    const again = new CommentRulesFile(dir);
    expect((await again.get('UCa')).ruleSet).toEqual(mine);
    expect((await again.get('UCa')).savedReplies).toEqual([{ id: 'hi', name: 'Hi', text: 'Hi {author}' }]);
    expect((await again.get('UCb')).ruleSet.blockList).toEqual([]);
  });

  it('moves a damaged file aside, says so, and starts from the starter rules', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-'));
    mkdirSync(join(dir, 'comments'));
    writeFileSync(join(dir, 'comments', 'rules.json'), '{"version": 1, "chan');
    const notices: string[] = [];
    const file = new CommentRulesFile(dir, (words) => notices.push(noticeMessage(words).message));
    expect((await file.get('UCa')).ruleSet.rules.length).toBe(STARTER_RULES.length);
    expect(notices[0]).toMatch(/damaged/);
    expect(readdirSync(join(dir, 'comments')).some((name) => name.startsWith('rules.json.corrupt-'))).toBe(true);
  });
});
