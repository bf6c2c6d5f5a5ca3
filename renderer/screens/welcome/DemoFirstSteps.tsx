// What to try first in the demo workspace, above every screen until hidden: one step per screen that exists, each
// with a way to get there.
import { useDemoTips } from '../../stores/demo-tips-store';
import './first-steps.css';

interface Step {
  readonly screen: string;
  readonly title: string;
  readonly text: string;
  readonly go: string;
}

const STEPS: readonly Step[] = [
  {
    screen: 'uploads',
    title: 'Upload a video.',
    text:
      'Drop any video file on the Uploads screen (or choose it), check its details, then Start upload. Pause it, or ' +
      'quit the app halfway: it resumes from what the server confirmed.',
    go: 'Go to Uploads',
  },
  {
    screen: 'library',
    title: 'Edit a video of the channel.',
    text:
      'The Library lists the demo channel’s videos. Open one to change its title or visibility, give it a ' +
      'thumbnail or add captions; Playlists puts videos in order by dragging them.',
    go: 'Open Library',
  },
  {
    screen: 'channel',
    title: 'Dress the channel.',
    text:
      'Channel shows the banner as TVs, computers and phones crop it, the description and keywords, the sections ' +
      'of the channel’s home page, and who subscribed lately.',
    go: 'Open Channel',
  },
  {
    screen: 'comments',
    title: 'Moderate comments from the keyboard.',
    text:
      'Comments opens on those held for review. Press a to approve, r to reject, u to undo, ? for every key: ' +
      'decisions wait a few seconds before they are sent, so nothing is lost.',
    go: 'Open Comments',
  },
  {
    screen: 'ratelimits',
    title: 'Look at the demo zone’s rate limiting rules.',
    text:
      'Two example rules protect the demo website. Open one to edit it: the simulator beside the editor shows which ' +
      'requests it would block. Templates add more.',
    go: 'Open Rate limits',
  },
  {
    screen: 'accounts',
    title: 'Use your own channel when you are ready.',
    text: 'Sign out of the demo on Accounts, then choose Connect your channel.',
    go: 'Open Accounts',
  },
];

export function DemoFirstSteps({
  current,
  show,
}: {
  readonly current: string;
  readonly show: (screen: string) => void;
}) {
  const hide = useDemoTips((s) => s.hide);
  return (
    <section className="card first-steps" aria-labelledby="first-steps-title" data-testid="first-steps">
      <div className="first-steps-head">
        <h2 id="first-steps-title">Start here: the demo workspace</h2>
        <button type="button" onClick={hide}>
          Hide these tips
        </button>
      </div>
      <p className="muted">
        Everything runs on this computer: a built-in emulator plays the video platform and your website’s edge, so
        nothing is published.
      </p>
      <ol>
        {STEPS.map((step) => (
          <li key={step.screen}>
            <strong>{step.title}</strong> {step.text}{' '}
            {step.screen === current ? (
              <span className="muted">(You are here.)</span>
            ) : (
              <button type="button" className="first-steps-go" onClick={() => show(step.screen)}>
                {step.go}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
