// What the last change did, read out by screen readers without moving the focus (a move, an add, a removal).
export function LiveAnnouncement({ text, testId }: { readonly text: string | undefined; readonly testId: string }) {
  return (
    <p className="visually-hidden" aria-live="polite" data-testid={testId}>
      {text}
    </p>
  );
}
