// A template's playlists are chosen from the channel's, and a chosen one the channel no longer lists stays visible.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../../support/intl';

// The connected component reads the uploads store, which reaches the desk; the view under test does not.
vi.mock('../../../../../renderer/desk/desk', () =>
  import('../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { TemplatePlaylistsView } = await import('../../../../../renderer/screens/series/TemplatePlaylists');

const summary = (id: string, title: string) => ({
  id,
  title,
  description: '',
  privacy: 'public' as const,
  itemCount: 1,
});

describe('TemplatePlaylists', () => {
  it('lists the channel playlists with the chosen ones ticked, and a chosen one gone from the channel', () => {
    const html = renderToStaticMarkup(
      inLanguage(
        <TemplatePlaylistsView
          playlists={[summary('PLaaaaaaaaaa', 'Season 1'), summary('PLbbbbbbbbbb', 'Extras')]}
          loadError={undefined}
          reload={() => undefined}
          chosen={[
            { id: 'PLaaaaaaaaaa', title: 'Season 1' },
            { id: 'PLgonegonego', title: 'Old season' },
          ]}
          onChange={() => undefined}
        />,
      ),
    );
    expect(html).toMatch(/<input type="checkbox" checked=""\/><span dir="auto">Season 1/);
    expect(html).toMatch(/<input type="checkbox"\/><span dir="auto">Extras/);
    expect(html).toMatch(/checked=""\/><span dir="auto">Old season/);
  });

  it('says when the playlists are still loading, or when there are none', () => {
    const view = (playlists: ReturnType<typeof summary>[] | undefined, locale: 'en' | 'de' = 'en') =>
      renderToStaticMarkup(
        inLanguage(
          <TemplatePlaylistsView
            playlists={playlists}
            loadError={undefined}
            reload={() => undefined}
            chosen={[]}
            onChange={() => undefined}
          />,
          locale,
        ),
      );
    expect(view(undefined)).toContain('Loading your playlists…');
    expect(view([])).toContain('This channel has no playlists yet.');
    expect(view([], 'de')).toContain('Dieser Kanal hat noch keine Playlists.');
  });
});
