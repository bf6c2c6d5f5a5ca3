// The Activity tab: what the channel did lately, who subscribes to it, and whom it subscribes to, side by side.
// Each list loads on its own, so one that fails says so without hiding the others.
import { useEffect } from 'react';
import { ActivityFeed } from './ActivityFeed';
import { useActivity } from './activity-store';
import { SubscribersList } from './SubscribersList';
import { SubscriptionsList } from './SubscriptionsList';
import './activity.css';
import { LiveAnnouncement } from '../../../components/LiveAnnouncement';

export function ActivityPanel() {
  const loadAll = useActivity((s) => s.loadAll);
  const announcement = useActivity((s) => s.announcement);

  useEffect(() => {
    void loadAll();
  }, [loadAll]);

  return (
    <div className="act-panel">
      <LiveAnnouncement text={announcement} testId="act-announcement" />
      <ActivityFeed />
      <div className="act-side">
        <SubscribersList />
        <SubscriptionsList />
      </div>
    </div>
  );
}
