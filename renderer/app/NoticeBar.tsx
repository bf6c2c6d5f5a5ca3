import { useNotices } from '../stores/notice-store';

export function NoticeBar() {
  const { notices, dismiss } = useNotices();
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="status">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice ${notice.level}`}>
          <span>{notice.message}</span>
          <button type="button" aria-label="Dismiss" onClick={() => dismiss(notice.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
