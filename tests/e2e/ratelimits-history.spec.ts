// Rate limiting rules with a way back: in the demo workspace a creator edits an example rule and sees the review
// (the expression change word by word) before it goes live; opens the history, compares the version before the
// edit with the live one, and restores the older one: its review, a replay of its rules against the sample log,
// and then the zone's rules are that version's rules again (same refs, same fields), as a new version. An earlier
// version can be deleted from the history (asked first, by keyboard too); the live one cannot.
import { type Page } from '@playwright/test';
import { expect, test } from './support/hosts';
import { openSignedInDemo } from './support/demo-workspace';
import { demoRulesets, readZoneRulesets } from './support/demo-rulesets';
import { shareHostAndPage } from './support/shared-page';
import type { WebHost } from './support/web-host';

const SIGN_IN_RULE = 'Slow down password guessing on the blog sign-in';

/**
 * The app opened afresh on the Rate limits screen (nothing open from the test before: the history panel's state
 * outlives the screen), and reads of the blog zone's rulesets as the service has them.
 */
async function openBlogRules(page: Page, host: WebHost) {
  await openSignedInDemo(page, host, 'Rate limits');
  const info = await demoRulesets(host);
  const blog = info.zones.find((z) => z.name === 'creator-blog.example')!;
  const api = (path: string): Promise<any> => readZoneRulesets(info, blog.id, path);
  return { info, blog, api };
}

/** The fields a restore must bring back, per rule, in order. */
function comparable(rules: Array<Record<string, unknown>>): unknown[] {
  return rules.map(({ ref, description, expression, action, ratelimit, enabled, action_parameters }) => ({
    ref,
    description,
    expression,
    action,
    ratelimit,
    enabled,
    action_parameters,
  }));
}

// One host and one page. Each test reads the versions it compares from the service; the edit is restored and the
// import brings the rule back on, so each starts from the demo's rules; the deletion, last, leaves the rule off.
test.describe('rule versions on one host', () => {
  const shared = shareHostAndPage({ host: { args: ['--demo'] } });

  test('edit with a review, compare two versions in the history, restore the older one', async () => {
    const { host, page } = shared;
    const { blog, api } = await openBlogRules(page, host);

    await expect(page.getByLabel('Zone')).toHaveValue(blog.id);
    await expect(page.getByTestId('rule-row')).toHaveCount(2);
    const before = await api('/phases/http_ratelimit/entrypoint');

    // Edit: the review shows the one word that changes, and nothing is live until Go live.
    await page.getByRole('button', { name: `Edit ${SIGN_IN_RULE}` }).click();
    const expression = page.getByTestId('rule-expression');
    const original = await expression.inputValue();
    expect(original).toContain('"POST"');
    await expression.fill(original.replace('"POST"', '"PUT"'));
    await page.getByRole('button', { name: 'Save rule' }).click();
    const review = page.getByRole('dialog', { name: `Save “${SIGN_IN_RULE}”` });
    await expect(review).toContainText('1 rule changed');
    await expect(review.getByLabel('removed: "POST"')).toBeVisible();
    await expect(review.getByLabel('added: "PUT"')).toBeVisible();
    await review.getByRole('button', { name: 'Go live' }).click();
    await expect(review).toHaveCount(0);
    await expect(page.getByTestId('rule-row').first()).toContainText('"PUT"');
    const edited = await api('/phases/http_ratelimit/entrypoint');
    expect(Number(edited.version)).toBe(Number(before.version) + 1);

    // History: the live version and the one before it, compared field by field.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByTestId('rule-history');
    await expect(history.getByTestId('version-timeline').getByRole('listitem').first()).toContainText(
      `Version ${edited.version}`,
    );
    await expect(history.getByLabel('From')).toHaveValue(before.version);
    await expect(history.getByLabel('To')).toHaveValue(edited.version);
    const compared = history.getByTestId('rule-diff');
    await expect(compared).toContainText('Requests it applies to');
    await expect(compared.getByLabel('added: "PUT"')).toBeVisible();
    // The same two the other way round read as the opposite change.
    await history.getByLabel('From').selectOption(edited.version);
    await history.getByLabel('To').selectOption(before.version);
    await expect(compared.getByLabel('added: "POST"')).toBeVisible();

    // Restore the older version: the review, a replay of its rules, then live as a new version.
    await history.getByRole('button', { name: `Restore version ${before.version}` }).click();
    const restore = page.getByRole('dialog', { name: `Restore version ${before.version}` });
    await expect(restore).toContainText('1 rule changed');
    await restore.getByRole('button', { name: 'Replay these rules against the demo’s sample log' }).click();
    await expect(restore.getByTestId('review-replay-result')).toContainText('these rules would have stopped');
    await restore.getByRole('button', { name: 'Go live' }).click();
    await expect(restore).toHaveCount(0);
    await expect(page.getByTestId('rl-announcement')).toContainText(`Version ${before.version} was restored`);

    const restored = await api('/phases/http_ratelimit/entrypoint');
    expect(Number(restored.version)).toBe(Number(edited.version) + 1);
    expect(comparable(restored.rules)).toEqual(comparable(before.rules));
    const older = await api(`/${before.id}/versions/${before.version}`);
    expect(comparable(restored.rules)).toEqual(comparable(older.rules));
    await expect(history.getByTestId('version-timeline').getByRole('listitem').first()).toContainText(
      `Version ${restored.version}`,
    );
  });

  test('export as Terraform, see the zone’s drift from the file, import it back after the review', async () => {
    const { host, page } = shared;
    const { info, blog } = await openBlogRules(page, host);
    await expect(page.getByTestId('rule-row')).toHaveCount(2);
    const exported = await readZoneRulesets(info, blog.id, '/phases/http_ratelimit/entrypoint');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save Terraform file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('creator-blog.example-rate-limits.tf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const tf = Buffer.concat(chunks).toString('utf8');
    expect(tf).toContain('resource "cloudflare_ruleset"');

    // The zone changes after the export: switching the sign-in rule off.
    await page.getByRole('switch', { name: `Enabled: ${SIGN_IN_RULE}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Go live' }).click();
    await expect(page.getByRole('switch', { name: `Enabled: ${SIGN_IN_RULE}` })).not.toBeChecked();

    // The exported file, compared with the zone, shows that drift; imported, it brings the rule back on.
    await page
      .getByTestId('rules-file')
      .setInputFiles({ name: 'blog.tf', mimeType: 'text/plain', buffer: Buffer.from(tf) });
    await expect(page.getByTestId('rules-file-summary')).toContainText('blog.tf: 2 rules (Terraform)');
    await page.getByRole('button', { name: 'Compare with the zone' }).click();
    const drift = page.getByTestId('rules-drift');
    await expect(drift).toContainText('On or off');
    await expect(drift.getByRole('insertion')).toHaveText('Off');
    await page.getByRole('button', { name: 'Review the import' }).click();
    const review = page.getByRole('dialog', { name: 'Import blog.tf' });
    await expect(review).toContainText('1 rule changed');
    await page.keyboard.press('Enter');
    await expect(review).toHaveCount(0);
    await expect(page.getByRole('switch', { name: `Enabled: ${SIGN_IN_RULE}` })).toBeChecked();
    const imported = await readZoneRulesets(info, blog.id, '/phases/http_ratelimit/entrypoint');
    expect(comparable(imported.rules)).toEqual(comparable(exported.rules));
    // Rules named by their ref keep their ids (and the edge its counters).
    expect(imported.rules.map((r: any) => r.id)).toEqual(exported.rules.map((r: any) => r.id));
  });

  test('delete an earlier version from the history with the keyboard; the live one has no Delete', async () => {
    const { host, page } = shared;
    const { api } = await openBlogRules(page, host);
    await expect(page.getByTestId('rule-row')).toHaveCount(2);
    const before = await api('/phases/http_ratelimit/entrypoint');

    // One change makes a new version; the one before it is then an earlier version.
    await page.getByRole('switch', { name: `Enabled: ${SIGN_IN_RULE}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Go live' }).click();
    await expect(page.getByRole('switch', { name: `Enabled: ${SIGN_IN_RULE}` })).not.toBeChecked();
    const live = await api('/phases/http_ratelimit/entrypoint');

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByTestId('rule-history');
    const timeline = history.getByTestId('version-timeline');
    await expect(timeline.getByRole('listitem').first()).toContainText(`Version ${live.version}`);
    await expect(history.getByRole('button', { name: `Delete version ${live.version}` })).toHaveCount(0);

    // Asked first, in words; Escape keeps it and gives the focus back to the button.
    const remove = history.getByRole('button', { name: `Delete version ${before.version}` });
    // Disabled while the compared versions are read; a disabled button takes no focus, and Enter would then reach the
    // History button the click left focused (closing the panel).
    await expect(remove).toBeEnabled();
    await remove.focus();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    const question = history.getByRole('group', { name: `Confirm deleting version ${before.version}` });
    await expect(question).toContainText(
      `Delete version ${before.version} from the history? The rules live now stay as they are.`,
    );
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question.getByRole('button', { name: `Yes, delete version ${before.version}` })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(history.getByTestId('version-deleted')).toHaveText(
      `Version ${before.version} was deleted from the history. The rules live now are unchanged.`,
    );
    await expect(history.getByTestId('version-deleted')).toBeFocused();
    await expect(timeline.getByText(`Version ${before.version}`, { exact: true })).toHaveCount(0);
    const versions: Array<{ version: string }> = await api(`/${live.id}/versions`);
    expect(versions.map((v) => v.version)).not.toContain(before.version);
    expect(versions.map((v) => v.version)).toContain(live.version);
    const after = await api('/phases/http_ratelimit/entrypoint');
    expect(after.version).toBe(live.version);
    expect(comparable(after.rules)).toEqual(comparable(live.rules));
  });
});
