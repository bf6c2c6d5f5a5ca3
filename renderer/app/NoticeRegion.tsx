// The notices, in live regions that are mounted from the first render on, present even while empty: a screen reader
// announces only changes to a region it already knows, so a region created together with its first notice would
// stay silent. Errors go to an alert region (announced at once), the rest to a polite status region.
import { CircleAlert, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { sayLine } from '../../shared/i18n/saved-line';
import { useNotices, type Notice } from '../stores/notice-store';
import { noticeDismissLabel } from './notice-dismiss-label';
import { SHELL } from './shell-messages';

// The notice's level as a shape as well as a colour (the colour alone would not reach everyone).
const LEVEL_ICONS: Readonly<Record<Notice['level'], LucideIcon>> = {
  info: Info,
  warning: TriangleAlert,
  error: CircleAlert,
};

function NoticeIcon({ level }: { readonly level: Notice['level'] }) {
  const Icon = LEVEL_ICONS[level];
  return <Icon size={16} className="state-icon" />;
}

function NoticeItem({ notice, onDismiss }: { readonly notice: Notice; readonly onDismiss: () => void }) {
  const intl = useIntl();
  // Said at each rendering: a notice kept as a line follows a language switch while it shows.
  const message = sayLine(intl, notice.line, notice.message);
  return (
    <div className={`notice ${notice.level}`}>
      <NoticeIcon level={notice.level} />
      <span className="notice-message">{message}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={noticeDismissLabel(message, intl)}
        title={intl.formatMessage(SHELL.dismiss)}
        onClick={onDismiss}
      >
        <X size={16} />
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
