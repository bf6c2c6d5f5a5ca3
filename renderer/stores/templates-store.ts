// The channel's upload templates as the page knows them: the Series screen edits them, the Uploads screen offers them
// on the drop zone and makes one from an upload's form. The templates live in the main process; this is a mirror
// read on demand and replaced by each answer.
import { create } from 'zustand';
import type { TemplateDraft, TemplateView } from '../../shared/series/template';
import type { AttachmentsInput } from '../../shared/uploads/upload-attachments';
import type { VideoMetadata } from '../../shared/uploads/video-metadata';
import { systemZone } from '../components/slot-rule-draft';
import { desk } from '../desk/desk';
import { failureOf, type Failure } from '../desk/failure';
import { resetWithChannel } from './channel-scope';
import { draftFromUpload } from './template-from-upload';
import { sayNow, TEMPLATES_SAID } from './store-messages';

interface TemplatesState {
  readonly loaded: boolean;
  readonly templates: readonly TemplateView[];
  readonly loadError: Failure | undefined;
  /** The template the Series screen shows; undefined: the first, 'new': a new one. */
  readonly selectedId: string | undefined;
  /** What the last change did, for the Series screen's live region. */
  readonly announcement: string | undefined;
  /** The channel's template for new drops (the drop zone starts from it); undefined: none. */
  readonly dropDefaultId: string | undefined;
  load: () => Promise<void>;
  /** Makes a template the channel's one for new drops; undefined: none. */
  setDropDefault: (id: string | undefined) => Promise<Failure | undefined>;
  select: (id: string | undefined) => void;
  /** Answers the failure, or undefined once saved. */
  save: (id: string | undefined, draft: TemplateDraft) => Promise<Failure | undefined>;
  remove: (id: string) => Promise<Failure | undefined>;
  duplicate: (id: string) => Promise<Failure | undefined>;
  setNext: (id: string, next: number) => Promise<Failure | undefined>;
  /** Saves a new template holding an upload's form as it is, and selects it. */
  fromUpload: (
    fileName: string,
    metadata: VideoMetadata,
    attachments: Pick<AttachmentsInput, 'playlists'>,
  ) => Promise<Failure | undefined>;
}

export const useTemplates = create<TemplatesState>((set, get) => {
  const replace = (view: TemplateView): void => {
    const known = get().templates.some((entry) => entry.template.id === view.template.id);
    set({
      templates: known
        ? get().templates.map((entry) => (entry.template.id === view.template.id ? view : entry))
        : [...get().templates, view],
    });
  };
  const attempt = async (work: () => Promise<void>): Promise<Failure | undefined> => {
    try {
      await work();
      return undefined;
    } catch (error) {
      return failureOf(error);
    }
  };
  return {
    loaded: false,
    templates: [],
    loadError: undefined,
    selectedId: undefined,
    announcement: undefined,
    dropDefaultId: undefined,
    async load() {
      // The default is a convenience: drops go plainly when it cannot be read, and the templates still show.
      const dropDefault = desk.call('templates.dropDefault').catch(() => null);
      try {
        const templates = await desk.call('templates.list');
        set({ templates, dropDefaultId: (await dropDefault) ?? undefined, loaded: true, loadError: undefined });
      } catch (error) {
        set({ loaded: true, loadError: failureOf(error) });
      }
    },
    setDropDefault: (id) =>
      attempt(async () => {
        await desk.call('templates.setDropDefault', { id: id ?? null });
        const name = get().templates.find((entry) => entry.template.id === id)?.template.name;
        set({
          dropDefaultId: id,
          announcement:
            name === undefined ? sayNow(TEMPLATES_SAID.dropDefaultNone) : sayNow(TEMPLATES_SAID.dropDefault, { name }),
        });
      }),
    select(id) {
      set({ selectedId: id, announcement: undefined });
    },
    save: (id, draft) =>
      attempt(async () => {
        const view = await desk.call('templates.save', { ...(id ? { id } : {}), draft });
        replace(view);
        set({ selectedId: view.template.id, announcement: sayNow(TEMPLATES_SAID.saved, { name: view.template.name }) });
      }),
    remove: (id) =>
      attempt(async () => {
        const name =
          get().templates.find((entry) => entry.template.id === id)?.template.name ?? sayNow(TEMPLATES_SAID.unnamed);
        await desk.call('templates.remove', { id });
        set({
          templates: get().templates.filter((entry) => entry.template.id !== id),
          // The main process reads a removed default as none.
          ...(get().dropDefaultId === id ? { dropDefaultId: undefined } : {}),
          selectedId: undefined,
          announcement: sayNow(TEMPLATES_SAID.removed, { name }),
        });
      }),
    duplicate: (id) =>
      attempt(async () => {
        const view = await desk.call('templates.duplicate', { id });
        replace(view);
        set({ selectedId: view.template.id, announcement: sayNow(TEMPLATES_SAID.made, { name: view.template.name }) });
      }),
    setNext: (id, next) =>
      attempt(async () => {
        replace(await desk.call('templates.setNext', { id, next }));
        set({ announcement: sayNow(TEMPLATES_SAID.next, { next }) });
      }),
    fromUpload: (fileName, metadata, attachments) =>
      attempt(async () => {
        const name = sayNow(TEMPLATES_SAID.fromUploadName, { fileName });
        const draft = draftFromUpload(fileName, metadata, attachments, systemZone(), name);
        const view = await desk.call('templates.save', { draft });
        replace(view);
        set({
          selectedId: view.template.id,
          announcement: sayNow(TEMPLATES_SAID.fromForm, { name: view.template.name }),
        });
      }),
  };
});

resetWithChannel(useTemplates);
