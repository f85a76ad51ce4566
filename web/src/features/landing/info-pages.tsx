import { useApolloClient } from '@apollo/client/react';
import { LIMITS } from '@poolmates/schema';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { androidAppUrl } from '../../lib/android-app';
import { recordAppDownload } from '../../lib/client-info';
import { installPrompt, onInstallPromptChange, promptInstall } from '../../lib/pwa-install';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { DownloadIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/logo';
import { StaticPage } from './public-layout';

export function AboutPage() {
  return (
    <StaticPage title="About Poolmates" lead="Poolmates is for people who want to learn with friends and beat procrastination.">
      <p>
        There has never been more to learn or more free material to learn it from, yet most courses are never finished.
        Poolmates puts people back into self-study: you publish what you want to learn as a pool, a small squad forms
        around it, and you move through a day-by-day plan together.
      </p>
      <h2>What you can do</h2>
      <ul>
        <li>Publish a learning topic with a duration, a start time and a squad size.</li>
        <li>Browse topics and people, and ask to join a squad.</li>
        <li>Share resources, post in the topic feed, chat and hold group calls.</li>
      </ul>
    </StaticPage>
  );
}

export function ContactPage() {
  return (
    <StaticPage title="Contact" lead="Questions, feedback or a problem with your account? We would like to hear from you.">
      <p>
        A contact form is on its way. Until then, if you cannot get into your account, start with{' '}
        <Link to="/forgetpassword">password recovery</Link>: it works with your email or your recovery code.
      </p>
      <p>When you write to us, never include your password or your recovery code.</p>
      <p>
        To report a pool, a comment or a person, use <strong>Report</strong> in its menu: it reaches the people who review
        reports with everything they need.
      </p>
    </StaticPage>
  );
}

/**
 * Download: Install (the browser's `beforeinstallprompt`, kept from app start by lib/pwa-install.ts)
 * and the Android link when one is configured; each click is recorded (legacy /appdownload).
 */
export function DownloadPage({ android = androidAppUrl() }: { android?: string | null } = {}) {
  const client = useApolloClient();
  const canPrompt = useSyncExternalStore(onInstallPromptChange, () => installPrompt() !== null, () => false);
  const [outcome, setOutcome] = useState<'installed' | 'manual' | null>(null);
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;

  async function onInstall() {
    recordAppDownload(client);
    const accepted = canPrompt ? await promptInstall() : false;
    setOutcome(accepted ? 'installed' : 'manual');
  }

  return (
    <StaticPage title="Download" lead="Poolmates runs in any modern browser, on your phone and on your computer.">
      <p>Install it to open Poolmates from your home screen or dock, in its own window, like any other app.</p>
      {standalone ? (
        <p className="static-page__note">You are using the installed app.</p>
      ) : (
        <Button onClick={() => void onInstall()}>
          <DownloadIcon size={18} /> Install Poolmates
        </Button>
      )}
      {android && (
        <p>
          On Android you can also{' '}
          <a href={android} onClick={() => recordAppDownload(client)} rel="noopener">
            download the Android app
          </a>
          .
        </p>
      )}
      <div aria-live="polite">
        {outcome === 'installed' && <p className="static-page__note">Installed. Find Poolmates with your other apps.</p>}
        {outcome === 'manual' && (
          <p className="static-page__note">
            Your browser did not offer to install it here. In the browser menu, choose &ldquo;Install app&rdquo; or
            &ldquo;Add to Home screen&rdquo;.
          </p>
        )}
      </div>
    </StaticPage>
  );
}

/** The date the spec gives the policy (active-topic.md, static pages). */
export const PRIVACY_UPDATED = 'June 25, 2024';

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy" lead="What we keep about you, and why.">
      <p className="static-page__note">
        Last updated <time dateTime="2024-06-25">{PRIVACY_UPDATED}</time>
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Your account: username, email or mobile number, and a securely hashed password.</li>
        <li>Your profile details, pools, posts, comments and messages.</li>
        <li>Sign-in records (time, time zone, browser and IP address) to protect your account.</li>
      </ul>
      <h2>Cookies</h2>
      <p>We use two cookies, both needed for Poolmates to work, and no advertising or tracking cookies:</p>
      <ul>
        <li>
          <code>pm_session</code> keeps you signed in. It ends when you sign out or after a period without use.
        </li>
        <li>
          <code>pm_device</code> recognises a browser you have signed in from before, so a new one can be noticed.
        </li>
      </ul>
      <p>Your browser also keeps a draft of a pool you are publishing, on your device only.</p>
      <h2>How long we keep it</h2>
      <p>
        You can deactivate your account at any time and restore it within {LIMITS.restoreWindowDays} days. After that your personal data is
        deleted; content you posted stays, shown as written by a deleted user.
      </p>
      <h2>Children under 13</h2>
      <p>You must be at least 13 years old to create an account. We do not knowingly keep data about younger children.</p>
      <h2>Contact</h2>
      <p>
        Questions about your data, or a request to see or delete it: <Link to="/ContactPoolmates">contact us</Link>.
      </p>
    </StaticPage>
  );
}

/** Squads of 2 to 5 people (the owner included): 1, 3, 6 and 10 paths between them. */
const SQUAD_SIZES = [2, 3, 4, 5];
export const communicationPaths = (people: number) => (people * (people - 1)) / 2;

export function HowItWorksPage() {
  return (
    <StaticPage title="How it works" lead="Four steps from “I should learn this” to actually learning it.">
      <ol className="how-list">
        <li>
          <h2>Publish a pool</h2>
          <p>Pick a topic, a partner name, how many days it lasts, when it starts and how big the squad should be.</p>
        </li>
        <li>
          <h2>Form your squad</h2>
          <p>People ask to join or you invite them. A squad has 2 to 5 people including you, or choose Only You.</p>
        </li>
        <li>
          <h2>Learn day by day</h2>
          <p>The timeline shows every day of the plan. Share resource links, post takeaways and tag what matters.</p>
        </li>
        <li>
          <h2>Keep each other going</h2>
          <p>Discuss in the topic feed, message one to one and jump on a group call when it helps.</p>
        </li>
      </ol>
      <section aria-labelledby="how-paths">
        <h2 id="how-paths">Why squads stay small</h2>
        <p>Every extra person adds a conversation to keep up: with n people there are n × (n − 1) / 2 paths between them.</p>
        <details className="how-paths pm-panel">
          <summary>Communication paths by squad size</summary>
          <table className="how-paths__table">
            <caption className="pm-visually-hidden">Communication paths in a squad of 2 to 5 people</caption>
            <thead>
              <tr>
                <th scope="col">Squad</th>
                <th scope="col">Paths</th>
              </tr>
            </thead>
            <tbody>
              {SQUAD_SIZES.map((n) => (
                <tr key={n}>
                  <td>{n} people</td>
                  <td>{communicationPaths(n)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>Up to five, everyone still hears everyone; that is why a squad has 2 to 5 people.</p>
        </details>
      </section>
      <p className="how-end">
        <ButtonLink to="/pool">Dive in pool</ButtonLink>
      </p>
    </StaticPage>
  );
}

export function LogoPage() {
  return (
    <main className="pm-screen logo-screen">
      <div className="logo-screen__inner">
        <LogoMark size={96} />
        <h1>Poolmates</h1>
        <p>Learn with friends. Beat procrastination.</p>
        <Link to="/">Continue</Link>
      </div>
    </main>
  );
}
