// The catalog's store: loaded once, kept in memory, written back after each change (JsonStore), with the few
// lookups the routes share. Writes go through `change` so that every one is persisted.
import { JsonStore } from '../../state/json-store';
import { catalogStateSchema, type CatalogState, type ViewerRecord } from './catalog-state';
import { seedCatalogState } from './demo-catalog';

export const CATALOG_STATE_FILE = 'catalog-state.json';

export class CatalogStore {
  private constructor(private readonly store: JsonStore<CatalogState>) {}

  static async open(dataDir: string, now: number): Promise<CatalogStore> {
    const store = await JsonStore.open<CatalogState>({
      dataDir,
      fileName: CATALOG_STATE_FILE,
      parse: (value) => {
        const parsed = catalogStateSchema.safeParse(value);
        return parsed.success ? parsed.data : undefined;
      },
      seed: () => seedCatalogState(now),
      now,
    });
    return new CatalogStore(store);
  }

  read<T>(view: (state: Readonly<CatalogState>) => T): T {
    return view(this.store.value);
  }

  change<T>(apply: (state: CatalogState) => T): T {
    const result = apply(this.store.value);
    this.store.save();
    return result;
  }

  viewer(id: string): ViewerRecord | undefined {
    return this.store.value.viewers.find((viewer) => viewer.id === id);
  }

  flush(): Promise<void> {
    return this.store.flush();
  }
}
