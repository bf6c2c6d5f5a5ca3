// What the page found out about a picked image: its name, size in pixels and format, then the advice the rules give
// for it (kept, but worth knowing before it is sent).
import type { PickedImage } from './picked-image';

export function PickedImageFacts({ image }: { readonly image: PickedImage }) {
  return (
    <>
      <p>
        <strong>{image.file.name}</strong>{' '}
        <span className="muted">
          {image.width} × {image.height}, {image.format.toUpperCase()}
        </span>
      </p>
      {image.advice.map((advice) => (
        <p key={advice} className="warning">
          {advice}
        </p>
      ))}
    </>
  );
}
