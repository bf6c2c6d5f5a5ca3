// What the page found out about a picked image: its name, size in pixels and format, then the advice the rules give
// for it (kept, but worth knowing before it is sent).
import { PICKER } from '../components-messages';
import { useWords } from '../words';
import type { PickedImage } from './picked-image';

/** Between two pieces of a line: no word to translate. */
const SPACE = ' ';

export function PickedImageFacts({ image }: { readonly image: PickedImage }) {
  const say = useWords().formatMessage;
  return (
    <>
      <p>
        <strong dir="auto">{image.file.name}</strong>
        {SPACE}
        <span className="muted">
          {say(PICKER.imageFacts, { width: image.width, height: image.height, format: image.format.toUpperCase() })}
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
