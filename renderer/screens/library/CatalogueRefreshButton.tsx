// Reads the picked videos' details again from the platform (videos.list, 1 unit for each 50): their tags, altered
// content answer and captions flag changed outside the app, which checking for changes (a walk of the uploads
// playlist) cannot see. Its cost is on the button before it is pressed.
import { useIntl } from 'react-intl';
import { useCatalogue } from './catalogue-store';
import { CATALOGUE_REFRESH } from './catalogue-refresh-messages';

/** videos.list answers 50 videos a call, 1 unit each (Data API quota costs, discovery revision 20260924). */
const VIDEOS_A_UNIT = 50;

export function CatalogueRefreshButton({ ids }: { readonly ids: readonly string[] }) {
  const say = useIntl().formatMessage;
  const syncing = useCatalogue((s) => s.status?.state === 'syncing');
  const units = Math.ceil(ids.length / VIDEOS_A_UNIT);
  return (
    <button
      type="button"
      className="small"
      disabled={syncing || ids.length === 0}
      title={say(CATALOGUE_REFRESH.explain, { count: ids.length })}
      onClick={() => void useCatalogue.getState().refreshDetails(ids)}
      data-testid="catalogue-refresh-details"
    >
      {say(CATALOGUE_REFRESH.label, { units })}
    </button>
  );
}
