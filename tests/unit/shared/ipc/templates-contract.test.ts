import { describe, expect, it } from 'vitest';
import { MAX_TEMPLATE_DROP, templateCalls } from '../../../../shared/ipc/templates';
import { emptyDraft } from '../../../../shared/series/template';

const draft = { ...emptyDraft('Europe/Berlin'), name: 'Show' };
const staged = { kind: 'staged', stagingId: 'a'.repeat(32) } as const;

describe('the templates contract', () => {
  it('accepts a draft and refuses one with a broken placeholder, a bad zone or extra fields', () => {
    const save = templateCalls['templates.save'].input;
    expect(save.safeParse({ draft }).success).toBe(true);
    expect(save.safeParse({ draft: { ...draft, title: 'Ep {n' } }).success).toBe(false);
    expect(save.safeParse({ draft: { ...draft, zone: 'Mars/Olympus' } }).success).toBe(false);
    expect(save.safeParse({ draft: { ...draft, extra: 1 } }).success).toBe(false);
    expect(save.safeParse({ id: '../x', draft }).success).toBe(false);
    expect(save.safeParse({ draft: { ...draft, tags: Array.from({ length: 101 }, () => 'a') } }).success).toBe(false);
  });

  it('bounds a drop', () => {
    const enqueue = templateCalls['templates.enqueue'].input;
    expect(enqueue.safeParse({ templateId: 'tpl_abcdefgh', files: [staged] }).success).toBe(true);
    expect(enqueue.safeParse({ templateId: 'tpl_abcdefgh', files: [] }).success).toBe(false);
    const tooMany = Array.from({ length: MAX_TEMPLATE_DROP + 1 }, () => staged);
    expect(enqueue.safeParse({ templateId: 'tpl_abcdefgh', files: tooMany }).success).toBe(false);
  });
});
