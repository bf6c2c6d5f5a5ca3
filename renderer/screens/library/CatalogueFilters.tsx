// The filters only the catalogue answers (it holds every video's description, visibility, date and captions): a
// second row under the Library's title filter, each applied as it changes, free.
import type { CatalogueFilter, CatalogueVisibility } from '../../../shared/catalogue/catalogue-query';

const VISIBILITY_LABELS: ReadonlyArray<readonly [CatalogueVisibility | 'any', string]> = [
  ['any', 'Any visibility'],
  ['public', 'Public'],
  ['unlisted', 'Unlisted'],
  ['private', 'Private'],
  ['scheduled', 'Scheduled'],
];

export function CatalogueFilters({
  filter,
  onChange,
}: {
  readonly filter: CatalogueFilter;
  readonly onChange: (change: Partial<CatalogueFilter>) => void;
}) {
  const visibility = filter.visibility?.[0] ?? 'any';
  return (
    <div className="row lib-filters" role="group" aria-label="More filters">
      <label className="lib-filter">
        <span className="visually-hidden">Filter by words in the description</span>
        <input
          type="search"
          placeholder="Description contains…"
          value={filter.description ?? ''}
          maxLength={200}
          onChange={(event) => onChange({ description: event.target.value })}
          data-testid="library-description-filter"
        />
      </label>
      <label>
        <span className="visually-hidden">Visibility</span>
        <select
          value={visibility}
          onChange={(event) => {
            const value = event.target.value as CatalogueVisibility | 'any';
            onChange({ visibility: value === 'any' ? undefined : [value] });
          }}
          data-testid="library-visibility-filter"
        >
          {VISIBILITY_LABELS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="lib-date">
        From
        <input
          type="date"
          value={filter.from ?? ''}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
          data-testid="library-from"
        />
      </label>
      <label className="lib-date">
        to
        <input
          type="date"
          value={filter.to ?? ''}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
          data-testid="library-to"
        />
      </label>
      <label>
        <span className="visually-hidden">Captions</span>
        <select
          value={filter.captions ?? 'any'}
          onChange={(event) => onChange({ captions: event.target.value as CatalogueFilter['captions'] })}
          data-testid="library-captions-filter"
        >
          <option value="any">With or without captions</option>
          <option value="yes">With captions</option>
          <option value="no">Without captions</option>
        </select>
      </label>
    </div>
  );
}
