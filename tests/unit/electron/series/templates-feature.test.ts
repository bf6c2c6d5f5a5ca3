// The templates feature's own duties: a page in browser mode may not name a path (it never knows one), the demo
// channel starts with its templates and another channel with none, and the counters follow the queue's events.
import { describe, expect, it } from 'vitest';
import type { FeatureContext } from '../../../../electron/kernel/feature';
import { EventHub } from '../../../../electron/kernel/event-hub';
import { DEMO_WEEKLY_TEMPLATE_ID } from '../../../../electron/series/demo-templates';
import { createTemplatesFeature } from '../../../../electron/series/templates-feature';
import { useAttachmentRig } from '../uploads/attachment-service';

const rig = useAttachmentRig();

async function feature(kind: 'demo' | 'oauth', acceptsPaths: boolean) {
  const { service, staging } = await rig.newService();
  const context = {
    dataDir: rig.dataDir,
    acceptsPaths,
    staging,
    events: new EventHub(),
    log: () => undefined,
    notice: () => undefined,
    account: () => ({ kind }),
    channelId: () => `UC${kind}`,
  } as unknown as FeatureContext;
  const templates = createTemplatesFeature(context, { uploads: service });
  await templates.start();
  return templates;
}

describe('the templates feature', () => {
  it('refuses a path from a page in browser mode, naming the file', async () => {
    const templates = await feature('demo', false);
    await expect(
      Promise.resolve().then(() =>
        templates.handlers['templates.enqueue']({
          templateId: DEMO_WEEKLY_TEMPLATE_ID,
          files: [{ kind: 'path', path: '/home/someone/secret.mp4' }],
        }),
      ),
    ).rejects.toMatchObject({ code: 'file-unavailable', message: expect.stringContaining('secret.mp4') });
    await templates.stop();
  });

  it('seeds the demo channel with its templates, and no other channel', async () => {
    const demo = await feature('demo', true);
    expect((await demo.handlers['templates.list'](undefined)).map((view) => view.template.name)).toEqual([
      'Weekly show',
      'Clips, every 6 hours',
    ]);
    await demo.stop();
    const other = await feature('oauth', true);
    expect(await other.handlers['templates.list'](undefined)).toEqual([]);
    await other.stop();
  });
});
