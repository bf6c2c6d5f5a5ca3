// The catalogue as a page has it: English at once, each other language loaded when asked for (a chunk of its own).
// A fresh module instance, since this project's setup holds every language for the other tests.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const UNTITLED = { id: 'comments.savedReply.untitled', defaultMessage: 'this video' };

describe('the catalogue, a language at a time', () => {
  let catalogue: typeof import('../../../../shared/i18n/catalogue');
  beforeEach(async () => {
    vi.resetModules();
    catalogue = await import('../../../../shared/i18n/catalogue');
  });

  it('speaks English for a language not loaded yet, and the language once it is', async () => {
    expect(catalogue.isLocaleLoaded('en')).toBe(true);
    expect(catalogue.isLocaleLoaded('de')).toBe(false);
    expect(catalogue.intlFor('de').formatMessage(UNTITLED)).toBe('this video');

    await catalogue.loadLocale('de');
    expect(catalogue.isLocaleLoaded('de')).toBe(true);
    expect(catalogue.intlFor('de').formatMessage(UNTITLED)).toBe('dieses Video');
    expect(catalogue.isLocaleLoaded('ja')).toBe(false);
  });

  it('loads each language it ships, the pseudo-locale too', async () => {
    await Promise.all((['es', 'pt-BR', 'ja', 'en-XA'] as const).map((locale) => catalogue.loadLocale(locale)));
    expect(catalogue.intlFor('ja').formatMessage(UNTITLED)).toBe('この動画');
    expect(catalogue.intlFor('pt-BR').formatMessage(UNTITLED)).toBe('este vídeo');
    expect(catalogue.intlFor('en-XA').formatMessage(UNTITLED)).toMatch(/^\[.*ṽ.*\]$/u);
  });
});

describe('the page switches language only once it is loaded', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.doMock('../../../../renderer/desk/desk', () =>
      import('../../support/scripted-desk').then((scripted) => scripted.deskModule),
    );
  });

  it('keeps speaking the language in force until the next is here, and the last choice wins', async () => {
    const { useLanguage } = await import('../../../../renderer/stores/language-store');
    const { isLocaleLoaded, messagesFor } = await import('../../../../shared/i18n/catalogue');
    const { pendingCalls } = await import('../../support/scripted-desk');
    expect(useLanguage.getState().locale).toBe('en');

    const toGerman = useLanguage.getState().choose('de');
    const toJapanese = useLanguage.getState().choose('ja');
    // Nothing switched before its messages are loaded: the screens would show English in between.
    expect(useLanguage.getState().locale).toBe('en');
    for (const call of pendingCalls.splice(0)) call.resolve(undefined);
    await Promise.all([toGerman, toJapanese]);

    expect(useLanguage.getState()).toMatchObject({ choice: 'ja', locale: 'ja' });
    expect(isLocaleLoaded('ja')).toBe(true);
    expect(messagesFor('ja')).not.toBe(messagesFor('en'));
  });
});
