import { useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { dropStaticLanding } from '../../lib/static-landing';
import { ButtonLink } from '../../ui/button-link';
import { PoolIcon, SparkIcon, UserIcon } from '../../ui/icons';
import { Pill } from '../../ui/pill';
import { PublicLayout } from './public-layout';

const LOOP = [
  { title: 'Big plans', text: 'You find a great course, book or playlist and promise yourself to finish it.' },
  { title: 'Going it alone', text: 'Nobody is waiting for you, so "tomorrow" always sounds fine.' },
  { title: 'Falling behind', text: 'One skipped day becomes a week. The backlog starts to feel heavy.' },
  { title: 'Guilt and a fresh start', text: 'You feel bad, look for a better resource, and the loop begins again.' },
];

const STEPS = [
  { icon: <SparkIcon />, title: 'Publish a pool', text: 'Say what you want to learn, for how many days and when you start.' },
  { icon: <UserIcon />, title: 'Form a squad', text: 'Friends or new people ask to join. Squads stay small: 2 to 5 people.' },
  { icon: <PoolIcon />, title: 'Learn together', text: 'Follow a day-by-day timeline, share resources, discuss and call.' },
];

/**
 * The landing page's first screen: its markup is also in the visitor's landing shell
 * (landing-static.html, written from this component by landing-static.test.tsx), so it paints before
 * the JS; the page takes over when it mounts (issue 28 item 10, decision 080).
 */
export function LandingHero() {
  return (
    <section className="hero">
      <div className="hero__copy">
        <p className="hero__eyebrow">Learn with friends, not alone</p>
        <h1 className="hero__title">So much to learn, So many resources, but still can not learn.</h1>
        <p className="hero__text">
          Poolmates turns a learning goal into a small squad with a shared plan, so showing up is easier than putting it
          off.
        </p>
        <div className="hero__actions">
          <ButtonLink to="/register">
            Sign up, it&apos;s free
          </ButtonLink>
          <ButtonLink variant="secondary" to="/signin">
            Sign in
          </ButtonLink>
        </div>
      </div>
      <div className="hero__visual" aria-hidden="true">
        <div className="mock-card">
          <div className="mock-card__head">
            <Pill className="mock-card__badge">Day 4 of 21</Pill>
            <span className="mock-card__dot" />
          </div>
          <div className="mock-card__title">TypeScript from zero</div>
          <div className="mock-card__bar">
            <span style={{ width: '19%' }} />
          </div>
          <div className="mock-card__squad">
            <span className="mock-avatar" style={{ background: '#6366f1' }}>A</span>
            <span className="mock-avatar" style={{ background: '#f59e0b' }}>R</span>
            <span className="mock-avatar" style={{ background: '#10b981' }}>K</span>
            <span className="mock-card__squad-text">3 / 4 in squad</span>
          </div>
        </div>
        <div className="mock-card mock-card--small">
          <div className="mock-card__title">Today: generics</div>
          <div className="mock-card__line" />
          <div className="mock-card__line mock-card__line--short" />
        </div>
      </div>
    </section>
  );
}

export function LandingPage() {
  // the served static copy of the first screen gives way to this one in the same frame, with the
  // menu the visitor opened there and their focus (lib/static-landing.ts)
  useLayoutEffect(() => dropStaticLanding(document.querySelector('#root .public')), []);
  return (
    <PublicLayout>
      <LandingHero />

      <section className="doom" aria-labelledby="doom-title">
        <div className="section-head">
          <p className="hero__eyebrow">Why learning stalls</p>
          <h2 id="doom-title">Procrastination Doom Loop</h2>
          <p>
            Most people do not lack resources. They lack a reason to show up today. Alone, every plan slides into the same
            four-step loop:
          </p>
        </div>
        <ol className="doom__loop">
          {LOOP.map((step, i) => (
            <li key={step.title} className="doom__step">
              <span className="doom__num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="doom__break">
          <strong>Break the loop with people.</strong> When a squad expects you on day 5, day 5 happens.
        </p>
      </section>

      <section className="steps" aria-labelledby="steps-title">
        <div className="section-head">
          <h2 id="steps-title">How Poolmates works</h2>
        </div>
        <ul className="steps__grid">
          {STEPS.map((s) => (
            <li key={s.title} className="steps__item">
              <span className="steps__icon">{s.icon}</span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ul>
        <div className="steps__more">
          <Link to="/howitwork">Read how it works</Link>
        </div>
      </section>

      <section className="cta">
        <h2>Ready to finish what you start?</h2>
        <p>Create a free account and publish your first pool in a minute.</p>
        <ButtonLink to="/register">
          Create your account
        </ButtonLink>
      </section>
    </PublicLayout>
  );
}
