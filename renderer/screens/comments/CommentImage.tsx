// The image a viewer attached to a comment, in the queue's row. Loaded only from the platform's image hosts (the
// allow-list in shared/platform/image-hosts.ts), lazily, in a fixed 160×120 box so the virtualized list measures the
// row the same before and after it loads; an animated one waits as a still placeholder until the creator plays it.
// Whatever cannot be shown (another host, a failed load, a CSP refusal) leaves a placeholder that says why.
import { useEffect, useRef, useState } from 'react';
import type { CommentView } from '../../../shared/comments/comment-view';
import { isAnimatedImageUrl, isCommentImageAllowed } from '../../../shared/platform/image-hosts';
import { CommentImageDialog } from './CommentImageDialog';

export const THUMB_WIDTH = 160;
export const THUMB_HEIGHT = 120;

export interface CommentImageProps {
  readonly comment: CommentView;
  /** The row's controls are in the tab order only while it is current. */
  readonly tabbable: boolean;
}

export function commentImageAlt(comment: Pick<CommentView, 'authorName'>): string {
  return `Image attached by the commenter, ${comment.authorName}`;
}

export function CommentImage({ comment, tabbable }: CommentImageProps) {
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
        Image not shown: it is not on the platform’s image host.
      </p>
    );
  if (failed)
    return (
      <p className="cm-image cm-image-note" data-testid="comment-image-failed">
        Image not shown: it could not be loaded (it may have been removed, or the app’s security policy refused it).
      </p>
    );
  if (isAnimatedImageUrl(url) && !playing)
    return (
      <button
        type="button"
        className="cm-image cm-image-note cm-image-play"
        data-testid="comment-image-play"
        tabIndex={tabIndex}
        aria-label={`Animated image: play (attached by the commenter, ${comment.authorName})`}
        onClick={() => setPlaying(true)}
      >
        <span aria-hidden="true">▶</span> Animated image: play
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
        aria-label={`${commentImageAlt(comment)}: view larger`}
        onClick={() => setLarge(true)}
      >
        <img
          src={src}
          alt={commentImageAlt(comment)}
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      </button>
      {large ? <CommentImageDialog src={src} alt={commentImageAlt(comment)} onClose={() => setLarge(false)} /> : null}
    </>
  );
}
