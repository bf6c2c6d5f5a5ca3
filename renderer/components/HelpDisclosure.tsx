// A screen's explanation behind a "?": folded to one short line so the screen's first view is its content, unfolded
// on demand (a native disclosure: Enter or Space on its summary), so every fact stays one step away.
import type { ReactNode } from 'react';
import { CircleQuestionMark } from 'lucide-react';

export function HelpDisclosure({
  label,
  children,
  className,
}: {
  /** What the explanation is about, said on the folded line ("About playlists"). */
  readonly label: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <details className={className ? `help-disclosure ${className}` : 'help-disclosure'}>
      <summary>
        <CircleQuestionMark size={15} />
        {label}
      </summary>
      <div className="help-disclosure-body">{children}</div>
    </details>
  );
}
