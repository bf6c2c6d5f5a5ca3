// The Branding tab's store against a fake host: a banner goes through both steps; when step 2 fails the uploaded
// URL is kept and Retry sends step 2 alone (the image is never sent twice); a failed step 1 never runs step 2; a
// save replaces the view and bumps the version the form is keyed on.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeskCallError } from '../../../../../../renderer/desk/desk-client';
import type { BrandingView } from '../../../../../../shared/ipc/channel';

interface FakeHost {
  calls: Array<{ name: string; input: unknown }>;
  answers: Record<string, (input: unknown) => unknown>;
}

const fake = vi.hoisted((): FakeHost => ({ calls: [], answers: {} }));

vi.mock('../../../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string, input: unknown) => {
      fake.calls.push({ name, input });
      return Promise.resolve().then(() => fake.answers[name]!(input));
    },
    on: () => () => undefined,
    pathForFile: (file: File) => `/home/creator/${file.name}`,
  },
}));

const { useBranding } = await import('../../../../../../renderer/screens/channel/branding/branding-store');

const view: BrandingView = { channelId: 'UCdemo', title: 'Demo', description: 'About', keywords: [] };
const banner = { url: 'https://yt3.example/banner-9', width: 2560, height: 1440 };
const file = new File([new Uint8Array(16)], 'art.png', { type: 'image/png' });

beforeEach(() => {
  fake.calls = [];
  fake.answers = {
    'channel.banner.upload': () => ({ ...banner, advice: [] }),
    'channel.banner.apply': () => ({ ...view, bannerUrl: banner.url }),
  };
  useBranding.setState({ view, version: 1, banner: { kind: 'idle' }, saved: false, saveError: undefined });
});

describe('branding store', () => {
  it('sends the image, then sets its URL, and shows the new banner', async () => {
    expect(await useBranding.getState().replaceBanner(file)).toBe(true);
    expect(fake.calls.map((call) => call.name)).toEqual(['channel.banner.upload', 'channel.banner.apply']);
    expect(fake.calls[0]!.input).toEqual({ source: { kind: 'path', path: '/home/creator/art.png' } });
    expect(fake.calls[1]!.input).toEqual({ url: banner.url });
    expect(useBranding.getState().banner).toEqual({ kind: 'done', banner });
    expect(useBranding.getState().view?.bannerUrl).toBe(banner.url);
  });

  it('keeps the uploaded URL when step 2 fails, and Retry runs step 2 alone', async () => {
    fake.answers['channel.banner.apply'] = () => {
      throw new DeskCallError({
        code: 'service-unavailable',
        message: 'The video platform had a problem (503). Try again.',
      });
    };
    await useBranding.getState().replaceBanner(file);
    expect(useBranding.getState().banner).toEqual({
      kind: 'apply-failed',
      banner,
      failure: {
        code: 'service-unavailable',
        kind: 'retry',
        message: 'The video platform had a problem (503). Try again.',
      },
    });

    fake.calls = [];
    fake.answers['channel.banner.apply'] = () => ({ ...view, bannerUrl: banner.url });
    await useBranding.getState().applyBanner(banner);
    expect(fake.calls.map((call) => call.name)).toEqual(['channel.banner.apply']);
    expect(useBranding.getState().banner.kind).toBe('done');
  });

  it('does not run step 2 when step 1 fails', async () => {
    fake.answers['channel.banner.upload'] = () => {
      throw new DeskCallError({
        code: 'invalid-image',
        message: 'art.png is 1000 × 500; a banner must be at least 2048 × 1152 pixels.',
      });
    };
    expect(await useBranding.getState().replaceBanner(file)).toBe(false);
    expect(fake.calls.map((call) => call.name)).toEqual(['channel.banner.upload']);
    expect(useBranding.getState().banner).toMatchObject({
      kind: 'upload-failed',
      failure: { code: 'invalid-image', kind: 'fix-input', message: expect.stringMatching(/at least 2048 × 1152/) },
    });
  });

  it('reports upload progress only while step 1 is sending', () => {
    useBranding.getState().bannerProgress(10, 100);
    expect(useBranding.getState().banner).toEqual({ kind: 'idle' });
    useBranding.setState({ banner: { kind: 'uploading', done: 0, total: 100 } });
    useBranding.getState().bannerProgress(40, 100);
    expect(useBranding.getState().banner).toEqual({ kind: 'uploading', done: 40, total: 100 });
  });

  it('replaces the view on a save and bumps the version; a refusal keeps the view and says why', async () => {
    fake.answers['channel.branding.save'] = (input) => ({ ...view, ...(input as object) });
    await useBranding.getState().save({ description: 'New words' });
    expect(useBranding.getState()).toMatchObject({ version: 2, saved: true, view: { description: 'New words' } });

    fake.answers['channel.branding.save'] = () => {
      throw new DeskCallError({ code: 'rejected', message: 'The description cannot contain < or >.' });
    };
    await useBranding.getState().save({ description: '<b>' });
    expect(useBranding.getState()).toMatchObject({
      version: 2,
      saving: false,
      saveError: { code: 'rejected', kind: 'fix-input', message: 'The description cannot contain < or >.' },
      view: { description: 'New words' },
    });
  });
});
