// A comment's image shown larger, in a modal dialog: Escape or the button closes it and focus goes back to the
// thumbnail. aria-modal tells the screen's keys (j, k, a, r…) to leave the page alone while it is open.
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { COMMENTS } from './comments-messages';

export function CommentImageDialog({
  src,
  alt,
  onClose,
}: {
  readonly src: string;
  readonly alt: string;
  readonly onClose: () => void;
}) {
  const say = useIntl().formatMessage;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="cm-image-dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      data-testid="comment-image-dialog"
      onClose={onClose}
      // The row under it picks itself on a click; a click in here is not one.
      onClick={(event) => event.stopPropagation()}
    >
      <div className="row cm-image-dialog-head">
        <h2 id={titleId}>{alt}</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          {say(COMMENTS.close)}
        </button>
      </div>
      <img src={src} alt={alt} referrerPolicy="no-referrer" />
    </dialog>
  );
}
