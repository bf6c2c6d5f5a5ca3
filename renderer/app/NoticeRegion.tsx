// The notices, in live regions that are mounted from the first render on, present even while empty: a screen reader
// announces only changes to a region it already knows, so a region created together with its first notice would
// stay silent. Errors go to an alert region (announced at once), the rest to a polite status region.
import { useNotices, type Notice } from '../stores/notice-store';
import { noticeDismissLabel } from './notice-dismiss-label';

function NoticeItem({ notice, onDismiss }: { readonly notice: Notice; readonly onDismiss: () => void }) {
  return (
    <div className={`notice ${notice.level}`}>
      <span>{notice.message}</span>
      <button type="button" aria-label={noticeDismissLabel(notice.message)} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

export function NoticeRegion() {
  const notices = useNotices((s) => s.notices);
  const dismiss = useNotices((s) => s.dismiss);
  return <NoticeRegionView notices={notices} onDismiss={dismiss} />;
}

export function NoticeRegionView({
  notices,
  onDismiss,
}: {
  readonly notices: readonly Notice[];
  readonly onDismiss: (id: number) => void;
}) {
  const errors = notices.filter((notice) => notice.level === 'error');
  const others = notices.filter((notice) => notice.level !== 'error');
  return (
    <div className="notices" data-testid="notices">
      <div role="alert" className="notice-list">
        {errors.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onDismiss={() => onDismiss(notice.id)} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="notice-list">
        {others.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onDismiss={() => onDismiss(notice.id)} />
        ))}
      </div>
    </div>
  );
}
