// The creator's choice for uploads without an answer to the altered or synthetic content question
// (shared/uploads/synthetic-media.ts), for tests of an upload service: most suites send such uploads as "no", so
// what they test is not held; the tests of the hold itself leave the choice unmade.
import type { Desk } from '../../electron/app/composition-root';
import type { UnansweredChoiceStore } from '../../electron/uploads/upload-service';
import type { UnansweredSyntheticMedia } from '../../shared/uploads/synthetic-media';

export function unansweredChoice(initial?: UnansweredSyntheticMedia): UnansweredChoiceStore {
  let choice = initial;
  return {
    read: () => choice,
    write: (value) => {
      choice = value;
    },
  };
}

/** The choice most suites run with: uploads without an answer go as "no". */
export const sentAsNo = (): UnansweredChoiceStore => unansweredChoice('no');

/** A test desk's creator chose to send uploads without an answer as "no", unless its settings hold a choice. */
export function chooseSendAsNo(desk: Pick<Desk, 'settings'>): void {
  if (desk.settings.read().unansweredSyntheticMedia === undefined)
    desk.settings.update({ unansweredSyntheticMedia: 'no' });
}
