// What a file picker says about the file just given: that it is being examined, or why it was refused.
export function PickFeedback({
  checking,
  checkingText,
  problems,
  testId,
}: {
  readonly checking: boolean;
  /** E.g. "Checking the image…". */
  readonly checkingText: string;
  readonly problems: readonly string[];
  readonly testId?: string;
}) {
  return (
    <>
      {checking && <p role="status">{checkingText}</p>}
      {problems.length > 0 && (
        <div role="alert" className="tile tile-error" data-testid={testId}>
          {problems.map((problem) => (
            <p key={problem} className="error">
              {problem}
            </p>
          ))}
        </div>
      )}
    </>
  );
}
