// The channel's status as the platform reports it (monetization, long uploads: ChannelStatus), then the channel as
// viewers meet it: its branding (banner, description, keywords, country, language), the sections of
// its home page, and who follows it and what it did lately. Each part is its own panel behind a tab, so one slow
// list never holds up the others.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { SCREEN_NAMES } from '../../../shared/desktop/screen-messages';
import { useAccount } from '../../stores/account-store';
import { ActivityPanel } from './activity/ActivityPanel';
import { ChannelStatus } from './ChannelStatus';
import { BrandingPanel } from './branding/BrandingPanel';
import { SectionsPanel } from './sections/SectionsPanel';
import './channel.css';
import { CHANNEL } from './channel-messages';

const TABS = [
  { id: 'branding', label: CHANNEL.tabBranding, Panel: BrandingPanel },
  { id: 'sections', label: CHANNEL.tabSections, Panel: SectionsPanel },
  { id: 'activity', label: CHANNEL.tabActivity, Panel: ActivityPanel },
] as const;

type TabId = (typeof TABS)[number]['id'];

export function ChannelScreen() {
  const say = useIntl().formatMessage;
  const [open, setOpen] = useState<TabId>('branding');
  const buttons = useRef(new Map<TabId, HTMLButtonElement>());
  const current = TABS.find((tab) => tab.id === open) ?? TABS[0];
  const channel = useAccount((s) => s.account?.channel);

  // The tab pattern of WAI-ARIA: arrows move between tabs, Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === open);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const id = TABS[next]?.id ?? 'branding';
    setOpen(id);
    buttons.current.get(id)?.focus();
  };

  return (
    <section className="screen ch-screen" aria-labelledby="ch-title">
      <h1 id="ch-title">{say(SCREEN_NAMES.channel)}</h1>
      {channel && <ChannelStatus channel={channel} />}
      <div className="ch-tabs" role="tablist" aria-label={say(SCREEN_NAMES.channel)} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`ch-tab-${tab.id}`}
            aria-selected={tab.id === open}
            aria-controls={`ch-panel-${tab.id}`}
            tabIndex={tab.id === open ? 0 : -1}
            className={tab.id === open ? 'primary' : undefined}
            onClick={() => setOpen(tab.id)}
          >
            {say(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`ch-panel-${current.id}`} aria-labelledby={`ch-tab-${current.id}`} className="ch-panel">
        <current.Panel />
      </div>
    </section>
  );
}
