// The filters only the catalogue answers (it holds every video's description, visibility, date and captions): a
// second row under the Library's title filter, each applied as it changes, free.
import { useIntl } from 'react-intl';
import type { CatalogueFilter, CatalogueVisibility } from '../../../shared/catalogue/catalogue-query';
import { LIBRARY } from './library-messages';

const VISIBILITIES: ReadonlyArray<CatalogueVisibility | 'any'> = ['any', 'public', 'unlisted', 'private', 'scheduled'];
const CAPTIONS = ['any', 'yes', 'no'] as const;

export function CatalogueFilters({
  filter,
  onChange,
}: {
  readonly filter: CatalogueFilter;
  readonly onChange: (change: Partial<CatalogueFilter>) => void;
}) {
  const say = useIntl().formatMessage;
  const visibility = filter.visibility?.[0] ?? 'any';
  return (
    <div className="row lib-filters" role="group" aria-label={say(LIBRARY.moreFilters)}>
      <label className="lib-filter">
        <span className="visually-hidden">{say(LIBRARY.descriptionFilterName)}</span>
        <input
          type="search"
          placeholder={say(LIBRARY.descriptionFilterPlaceholder)}
          value={filter.description ?? ''}
          maxLength={200}
          onChange={(event) => onChange({ description: event.target.value })}
          data-testid="library-description-filter"
        />
      </label>
      <label>
        <span className="visually-hidden">{say(LIBRARY.visibilityFilterName)}</span>
        <select
          value={visibility}
          onChange={(event) => {
            const value = event.target.value as CatalogueVisibility | 'any';
            onChange({ visibility: value === 'any' ? undefined : [value] });
          }}
          data-testid="library-visibility-filter"
        >
          {VISIBILITIES.map((value) => (
            <option key={value} value={value}>
              {say(LIBRARY.visibility, { visibility: value })}
            </option>
          ))}
        </select>
      </label>
      <label className="lib-date">
        {say(LIBRARY.from)}
        <input
          type="date"
          value={filter.from ?? ''}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
          data-testid="library-from"
        />
      </label>
      <label className="lib-date">
        {say(LIBRARY.to)}
        <input
          type="date"
          value={filter.to ?? ''}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
          data-testid="library-to"
        />
      </label>
      <label>
        <span className="visually-hidden">{say(LIBRARY.captionsFilterName)}</span>
        <select
          value={filter.captions ?? 'any'}
          onChange={(event) => onChange({ captions: event.target.value as CatalogueFilter['captions'] })}
          data-testid="library-captions-filter"
        >
          {CAPTIONS.map((captions) => (
            <option key={captions} value={captions}>
              {say(LIBRARY.captionsFilterOption, { captions })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
