// The image a viewer attached to a comment, in the queue's row. Loaded only from the platform's image hosts (the
// allow-list in shared/platform/image-hosts.ts), lazily, in a fixed 160×120 box so the virtualized list measures the
// row the same before and after it loads; an animated one waits as a still placeholder until the creator plays it.
// Whatever cannot be shown (another host, a failed load, a CSP refusal) leaves a placeholder that says why.
import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { CommentView } from '../../../shared/comments/comment-view';
import { isAnimatedImageUrl, isCommentImageAllowed } from '../../../shared/platform/image-hosts';
import { CommentImageDialog } from './CommentImageDialog';
import { COMMENTS } from './comments-messages';

export const THUMB_WIDTH = 160;
export const THUMB_HEIGHT = 120;

export interface CommentImageProps {
  readonly comment: CommentView;
  /** The row's controls are in the tab order only while it is current. */
  readonly tabbable: boolean;
}

export function commentImageAlt(comment: Pick<CommentView, 'authorName'>, intl: IntlShape): string {
  return intl.formatMessage(COMMENTS.imageAlt, { author: comment.authorName });
}

export function CommentImage({ comment, tabbable }: CommentImageProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [large, setLarge] = useState(false);
  const thumb = useRef<HTMLButtonElement>(null);
  // Play replaces the button that had focus: focus follows to the image, so the keyboard is not dropped to the page.
  useEffect(() => {
    if (playing) thumb.current?.focus();
  }, [playing]);
  const url = comment.imageUrl;
  if (url === undefined) return null;
  const tabIndex = tabbable ? 0 : -1;
  if (!isCommentImageAllowed(url))
    return (
      <p className="cm-image cm-image-note" data-testid="comment-image-blocked">
        {say(COMMENTS.imageBlocked)}
      </p>
    );
  if (failed)
    return (
      <p className="cm-image cm-image-note" data-testid="comment-image-failed">
        {say(COMMENTS.imageFailed)}
      </p>
    );
  if (isAnimatedImageUrl(url) && !playing)
    return (
      <button
        type="button"
        className="cm-image cm-image-note cm-image-play"
        data-testid="comment-image-play"
        tabIndex={tabIndex}
        aria-label={say(COMMENTS.imagePlayName, { author: comment.authorName })}
        onClick={() => setPlaying(true)}
      >
        <Play aria-hidden="true" size={14} /> {say(COMMENTS.imagePlay)}
      </button>
    );
  const src = comment.imageSrc ?? url;
  return (
    <>
      <button
        ref={thumb}
        type="button"
        className="cm-image cm-image-thumb"
        data-testid="comment-image"
        tabIndex={tabIndex}
        aria-label={say(COMMENTS.imageLarger, { author: comment.authorName })}
        onClick={() => setLarge(true)}
      >
        <img
          src={src}
          alt={commentImageAlt(comment, intl)}
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      </button>
      {large ? (
        <CommentImageDialog src={src} alt={commentImageAlt(comment, intl)} onClose={() => setLarge(false)} />
      ) : null}
    </>
  );
}
