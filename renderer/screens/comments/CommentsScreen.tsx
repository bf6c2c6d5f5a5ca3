// The Comments screen: a moderation session over the channel's queues. Decisions show at once and go to the main
// process's outbox, which sends them after the undo window in batches of 50 and survives a restart; this screen
// mirrors what the outbox reports. Every decision is a key and a button: the keys are heard by the whole screen from
// the moment it opens (not only once the list has been clicked), and each row under the mouse or the cursor has its
// buttons.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SCREEN_NAMES } from '../../../shared/desktop/screen-messages';
import { commentQueues, moderationCost, type CommentView, type Decision } from '../../../shared/comments/comment-view';
import { FailureLine } from '../../components/FailureLine';
import { reworded } from '../../desk/failure';
import { shownStatus, subscribeCommentEvents, useComments, visibleComments } from './comments-store';
import { CommentList } from './CommentList';
import { keyAction, screenHearsKey, type CommentKeyAction } from './comment-keys';
import { QUEUE_LABELS } from './decision-labels';
import { KeyHelp } from './KeyHelp';
import { SessionSettings } from './SessionSettings';
import { ExportPanel } from './ExportPanel';
import { RulesPanel } from './RulesPanel';
import { useCommentRules } from './rules-store';
import { SweepPanel } from './SweepPanel';
import { suggestionsNow, takeSuggestions, withFlagged } from './take-suggestions';
import { COMMENTS } from './comments-messages';
import { useAuthorFacts } from './author-facts-store';
import './comments.css';

/** Asked once per run of the app: a ban is the one decision whose effect outlives an undo. */
let banConfirmedThisRun = false;

function QueueTabs() {
  const say = useIntl().formatMessage;
  const queue = useComments((s) => s.queue);
  const counts = useComments((s) => s.counts);
  const comments = useComments((s) => s.comments);
  const decisions = useComments((s) => s.decisions);
  const more = useComments((s) => s.nextPageToken !== undefined);
  const known = useComments((s) => s.knownRows);
  const setQueue = useComments((s) => s.setQueue);
  // The open queue counts the rows of every page reached, less those decided out of it here (of the kept pages: a
  // page read again comes without them).
  const openCount = known - comments.filter((comment) => shownStatus(comment, decisions[comment.id]) !== queue).length;
  return (
    <div className="cm-tabs" role="tablist" aria-label={say(COMMENTS.queues)}>
      {commentQueues.map((name) => {
        const count = name === queue ? { loaded: openCount, more } : counts[name];
        return (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === queue}
            className={name === queue ? 'primary' : undefined}
            data-testid={`queue-${name}`}
            onClick={() => void setQueue(name)}
          >
            {count
              ? say(COMMENTS.queueTab, {
                  queue: say(QUEUE_LABELS[name]),
                  count: (
                    <span key="count" className="cm-count">
                      {say(COMMENTS.queueCount, { count: count.loaded, more: count.more ? 'yes' : 'no' })}
                    </span>
                  ),
                })
              : say(QUEUE_LABELS[name])}
          </button>
        );
      })}
    </div>
  );
}

function Filters() {
  const say = useIntl().formatMessage;
  const videos = useComments((s) => s.videos);
  const videoId = useComments((s) => s.videoId);
  const filter = useComments((s) => s.filter);
  const search = useComments((s) => s.search);
  const setVideo = useComments((s) => s.setVideo);
  const setFilter = useComments((s) => s.setFilter);
  const submitSearch = useComments((s) => s.submitSearch);
  return (
    <div className="row cm-filters">
      <label className="cm-filter">
        <span className="field-label">{say(COMMENTS.video)}</span>
        <select value={videoId ?? ''} onChange={(event) => void setVideo(event.target.value || undefined)}>
          <option value="">{say(COMMENTS.allVideos)}</option>
          {videos.map((video) => (
            <option key={video.id} value={video.id} dir="auto">
              {video.title}
            </option>
          ))}
        </select>
      </label>
      <form
        className="cm-filter cm-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void submitSearch(filter);
        }}
      >
        <label className="field-label" htmlFor="comment-search">
          {say(COMMENTS.search)}
        </label>
        <input
          id="comment-search"
          type="search"
          value={filter}
          maxLength={200}
          placeholder={say(COMMENTS.searchPlaceholder)}
          aria-describedby="comment-search-help"
          onChange={(event) => setFilter(event.target.value)}
        />
        <span id="comment-search-help" className="muted">
          {search ? say(COMMENTS.platformSearch, { search }) : ''}
        </span>
      </form>
    </div>
  );
}

function BulkBar({ onDecide }: { readonly onDecide: (decision: Decision, comments: CommentView[]) => void }) {
  const say = useIntl().formatMessage;
  const selected = useComments((s) => s.selected);
  const comments = useComments((s) => s.comments);
  const clearSelection = useComments((s) => s.clearSelection);
  const chosen = useMemo(() => comments.filter((comment) => selected[comment.id]), [comments, selected]);
  if (chosen.length === 0) return null;
  const cost = moderationCost(chosen.length);
  const costText = say(COMMENTS.bulkCost, {
    calls: say(COMMENTS.calls, { count: cost.calls }),
    units: say(COMMENTS.units, { count: cost.units }),
  });
  return (
    <div className="row cm-bulk" role="group" aria-label={say(COMMENTS.selectedGroup)}>
      <span>{say(COMMENTS.selectedCount, { count: chosen.length })}</span>
      <button type="button" className="primary" data-testid="bulk-approve" onClick={() => onDecide('publish', chosen)}>
        {say(COMMENTS.bulkApprove, { count: chosen.length, cost: costText })}
      </button>
      <button type="button" data-testid="bulk-reject" onClick={() => onDecide('reject', chosen)}>
        {say(COMMENTS.bulkReject, { count: chosen.length, cost: costText })}
      </button>
      <button type="button" onClick={clearSelection}>
        {say(COMMENTS.clearSelection)}
      </button>
    </div>
  );
}

export function CommentsScreen() {
  const say = useIntl().formatMessage;
  const open = useComments((s) => s.open);
  const all = useComments((s) => s.comments);
  const filter = useComments((s) => s.filter);
  const windowOffset = useComments((s) => s.windowOffset);
  const known = useComments((s) => s.knownRows);
  const loading = useComments((s) => s.loading);
  const loadError = useComments((s) => s.loadError);
  const queue = useComments((s) => s.queue);
  const announcement = useComments((s) => s.announcement);
  const reload = useComments((s) => s.reload);
  const [help, setHelp] = useState(false);
  const [banAsk, setBanAsk] = useState<CommentView>();
  const [panel, setPanel] = useState<'rules' | 'export' | 'sweep'>();
  const listHolder = useRef<HTMLDivElement>(null);
  const screen = useRef<HTMLElement>(null);
  const arrivedFocus = useRef(false);
  const comments = useMemo(() => visibleComments(all, filter), [all, filter]);
  // The local filter narrows the kept rows only: its list is those, not the whole queue.
  const filtered = filter.trim() !== '';
  const ruleSet = useCommentRules((s) => s.ruleSet);
  const loadRules = useCommentRules((s) => s.load);
  // Over everything loaded, not only what the filter shows: a wave is counted across the whole queue. Measured at
  // some 12 ms of CPU per 1,000 comments (tests/bench/comment-rules.ts), so it runs here rather than on a worker.
  const authors = useAuthorFacts((s) => s.authors);
  const suggestions = useMemo(() => suggestionsNow(ruleSet, all, authors), [ruleSet, all, authors]);

  useEffect(() => {
    const off = subscribeCommentEvents();
    void open();
    void loadRules();
    return off;
  }, [open, loadRules]);

  const focusList = () => listHolder.current?.querySelector<HTMLElement>('.cm-scroller')?.focus();

  // Arriving from the sidebar, the list takes focus once its first comments show, so the arrows work at once too;
  // a creator already in a field of the screen keeps it.
  const hasComments = comments.length > 0;
  useEffect(() => {
    if (!hasComments || arrivedFocus.current) return;
    arrivedFocus.current = true;
    const active = document.activeElement;
    if (!active || active === document.body || !screen.current?.contains(active)) focusList();
  }, [hasComments]);

  const decideOn = (decision: Decision, chosen: CommentView[], advance: boolean) => {
    const store = useComments.getState();
    // The cursor moves at once, not when the outbox answers: the next key press already means the next comment.
    if (advance) store.moveCursor(store.cursor + 1);
    void store.decide(decision, chosen).then((done) => {
      if (done && !advance) store.clearSelection();
    });
  };

  const askOrBan = (comment: CommentView) => {
    if (banConfirmedThisRun || banAsk?.id === comment.id) {
      banConfirmedThisRun = true;
      setBanAsk(undefined);
      decideOn('ban', [comment], true);
    } else setBanAsk(comment);
  };

  const onRowDecide = (decision: Decision, comment: CommentView, index: number) => {
    useComments.getState().moveCursor(index);
    if (decision === 'ban') askOrBan(comment);
    else decideOn(decision, [comment], true);
    // The button pressed may be gone (an approved comment offers no Approve): focus goes back to the list.
    if (decision !== 'ban') focusList();
  };

  const onKey = (action: CommentKeyAction) => {
    const store = useComments.getState();
    const current = comments[store.cursor];
    switch (action) {
      case 'next':
        store.moveCursor(store.cursor + 1);
        return;
      case 'previous':
        store.moveCursor(store.cursor - 1);
        return;
      case 'first':
        // The queue's first comment, read again when its page was dropped.
        if (store.windowOffset > 0 && !filtered)
          void store.showRows(0, 0).then(() => useComments.getState().moveCursor(0));
        else store.moveCursor(0);
        return;
      case 'last':
        store.moveCursor(comments.length - 1);
        return;
      case 'approve':
        if (current) decideOn('publish', [current], true);
        return;
      case 'reject':
        if (current) decideOn('reject', [current], true);
        return;
      case 'ban':
        if (current) askOrBan(current);
        return;
      case 'select':
        if (current) store.toggleSelect(current.id);
        return;
      case 'selectRange':
        store.selectRangeTo(store.cursor);
        return;
      case 'undo':
        void store.undoLast();
        return;
      case 'takeSuggestion': {
        const suggestion = current ? suggestions.get(current.id) : undefined;
        if (current && suggestion) decideOn(suggestion.decision, [current], true);
        else store.moveCursor(store.cursor);
        return;
      }
      case 'takeAllSuggestions': {
        // The kept pages and what a dry run over the whole queue flagged beyond them.
        const reach = filtered ? comments : withFlagged(comments, store.flagged);
        const all = reach.length === comments.length ? suggestions : suggestionsNow(ruleSet, reach, authors);
        void takeSuggestions(reach, all);
        return;
      }
      case 'help':
        setHelp(!help);
        return;
      case 'close':
        if (help) setHelp(false);
        else if (banAsk) setBanAsk(undefined);
        else store.clearSelection();
        focusList();
        return;
    }
  };

  // Heard at the document, so a key works wherever focus is (the sidebar just clicked, a button of the screen), except
  // while typing, or while a modal dialog of the app is open.
  const latestOnKey = useRef(onKey);
  useEffect(() => {
    latestOnKey.current = onKey;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('[aria-modal="true"]')) return;
      const action = keyAction(event);
      const inside = event.target instanceof Node && screen.current?.contains(event.target) === true;
      if (!action || !screenHearsKey(event, inside)) return;
      // A question asked in place (delete this reply?) takes its own Escape.
      if (action === 'close' && event.target instanceof Element && event.target.closest('.confirm-group')) return;
      event.preventDefault();
      latestOnKey.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={screen} className="cm-screen" aria-labelledby="comments-title">
      <div className="row cm-head">
        <h1 id="comments-title">{say(SCREEN_NAMES.comments)}</h1>
        <button type="button" onClick={() => setHelp(!help)} aria-expanded={help}>
          {say(COMMENTS.keysButton)}
        </button>
        <SessionSettings />
        {(['rules', 'sweep', 'export'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-expanded={panel === name}
            onClick={() => setPanel(panel === name ? undefined : name)}
          >
            {name === 'rules'
              ? say(COMMENTS.rulesButton, { count: ruleSet.rules.filter((rule) => rule.enabled).length })
              : say(name === 'sweep' ? COMMENTS.sweepButton : COMMENTS.exportButton)}
          </button>
        ))}
      </div>
      <p className="muted cm-note" data-testid="heart-pin-note">
        {say(COMMENTS.heartPinNote)}
      </p>
      {panel === 'rules' ? <RulesPanel comments={all} /> : null}
      {panel === 'sweep' ? <SweepPanel /> : null}
      {panel === 'export' ? <ExportPanel /> : null}
      <QueueTabs />
      <Filters />
      <BulkBar onDecide={(decision, chosen) => decideOn(decision, chosen, false)} />
      {help ? (
        <KeyHelp
          onClose={() => {
            setHelp(false);
            focusList();
          }}
        />
      ) : null}
      {banAsk ? (
        <div className="tile tile-warning row" role="alert" data-testid="ban-question">
          <span>{say(COMMENTS.banQuestion, { author: banAsk.authorName })}</span>
          <button
            type="button"
            onClick={() => {
              banConfirmedThisRun = true;
              setBanAsk(undefined);
              decideOn('ban', [banAsk], true);
              focusList();
            }}
          >
            {say(COMMENTS.banYes)}
          </button>
          <button
            type="button"
            onClick={() => {
              setBanAsk(undefined);
              focusList();
            }}
          >
            {say(COMMENTS.cancel)}
          </button>
        </div>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {loadError ? (
        <FailureLine
          failure={reworded(loadError, (message) => say(COMMENTS.loadFailed, { message }))}
          onRetry={() => void reload()}
          className="tile tile-error row"
        />
      ) : null}
      <div ref={listHolder} className="cm-list-holder">
        {comments.length > 0 ? (
          <CommentList
            comments={comments}
            offset={filtered ? 0 : windowOffset}
            total={filtered ? comments.length : Math.max(known, windowOffset + comments.length)}
            onDecide={onRowDecide}
            suggestions={suggestions}
          />
        ) : loading ? null : (
          <p className="muted" data-testid="comments-empty">
            {filter ? say(COMMENTS.noMatch) : say(COMMENTS.emptyQueue, { queue: say(QUEUE_LABELS[queue]) })}
          </p>
        )}
        {loading ? (
          <p className="loading" role="status">
            {say(COMMENTS.loading)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
