// Which publish slots the calendar shows free and "spread these" fills: a series template's own slots by default (the
// first template that has some: the demo's "Weekly show", Mon/Wed/Fri 18:00 Berlin), rather than a rule made up in
// the computer's zone that nothing was planned by; a template chosen later, or the rule as the creator edits it.
import { useEffect, useState } from 'react';
import type { SlotRule } from '../../../shared/series/publish-slots';
import { draftOf, type SlotRuleDraft } from '../../components/slot-rule-draft';
import { useTemplates } from '../../stores/templates-store';

export interface SlotSource {
  readonly draft: SlotRuleDraft;
  /** The template the slots are of, while they are its own (unedited). */
  readonly templateName: string | undefined;
}

export function useSlotSource(zone: string): {
  source: SlotSource;
  edit: (draft: SlotRuleDraft) => void;
  chooseTemplate: (name: string, slots: SlotRule) => void;
} {
  const [source, setSource] = useState<SlotSource>(() => ({ draft: draftOf(null, zone), templateName: undefined }));
  const [chosen, setChosen] = useState(false);
  const templates = useTemplates((s) => s.templates);
  useEffect(() => {
    const store = useTemplates.getState();
    if (!store.loaded) void store.load();
  }, []);
  const first = templates.find(({ template }) => template.slots !== null)?.template;
  // Until the creator picks or edits, the slots follow the first template that has some.
  const shown: SlotSource =
    !chosen && first?.slots ? { draft: draftOf(first.slots), templateName: first.name } : source;
  return {
    source: shown,
    edit: (draft) => {
      setChosen(true);
      setSource({ draft, templateName: undefined });
    },
    chooseTemplate: (name, slots) => {
      setChosen(true);
      setSource({ draft: draftOf(slots), templateName: name });
    },
  };
}
