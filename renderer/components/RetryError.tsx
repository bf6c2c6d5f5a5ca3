// A failed load said where the list would be, with the one action that may fix it next to it.
export function RetryError({
  message,
  retryLabel = 'Try again',
  onRetry,
  disabled = false,
}: {
  readonly message: string;
  readonly retryLabel?: string;
  readonly onRetry: () => void;
  readonly disabled?: boolean;
}) {
  return (
    <div className="row error" role="alert">
      <span>{message}</span>
      <button type="button" className="small" onClick={onRetry} disabled={disabled}>
        {retryLabel}
      </button>
    </div>
  );
}
