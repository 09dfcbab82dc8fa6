/*
 * The QA panel of the mocked app (never in the production bundle: only the `mocks` entry
 * imports it). It switches scenarios (scenarios.ts) and pushes what another student does
 * (pushes.ts) to the app's socket. Its own small stylesheet: the app's Tailwind build does
 * not look into tests/.
 */
import { useId, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { Campus } from '../campus-seed.ts';
import { STUDENT_EMAIL, STUDENT_PASSWORD } from '../campus-seed.ts';
import { anotherStudentFollows, anotherStudentMessages, anotherStudentPosts, type PushResult } from '../pushes.ts';
import { onSocketCountChange, socketCount } from '../realtime.ts';
import { findScenario, scenarios, type Scenario } from '../scenarios.ts';
import { applyScenario, storedScenario } from './mock-worker.ts';
import './qa-panel.css';

const OPEN_KEY = 'campus-mocks:panel-open';

const pushControls: { label: string; event: string; run: () => PushResult }[] = [
  { label: 'Another student posts', event: 'new-post', run: anotherStudentPosts },
  { label: 'Another student sends a message', event: 'newMessage', run: anotherStudentMessages },
  { label: 'Another student follows you', event: 'new-follower', run: anotherStudentFollows },
];

function QaPanel({ campus }: { campus: Campus }) {
  const [open, setOpen] = useState(() => sessionStorage.getItem(OPEN_KEY) === 'yes');
  const [current, setCurrent] = useState<Scenario>(storedScenario);
  const [status, setStatus] = useState('');
  const panelId = useId();
  const sockets = useSyncExternalStore(onSocketCountChange, socketCount);

  const toggle = () => {
    sessionStorage.setItem(OPEN_KEY, open ? 'no' : 'yes');
    setOpen(!open);
  };

  const choose = (id: string) => {
    const scenario = findScenario(id);
    if (!scenario) return;
    const reseed = scenario.dataSet !== current.dataSet;
    applyScenario(scenario);
    setCurrent(scenario);
    // Another data set means new stores: start the app again on it.
    if (reseed) window.location.reload();
    else setStatus(`Scenario: ${scenario.label}`);
  };

  const push = (control: (typeof pushControls)[number]) => {
    try {
      const { delivered, text } = control.run();
      setStatus(delivered > 0 ? `Sent ${control.event}: ${text}` : `No socket is connected: ${control.event} was stored but not pushed.`);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="qa-panel">
      <button type="button" className="qa-toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        QA
      </button>
      <section id={panelId} aria-label="QA panel" className="qa-card" hidden={!open}>
        <h2>QA panel</h2>
        <p className="qa-muted">
          Mocked API, nothing leaves the browser. Sign in as <strong>{STUDENT_EMAIL}</strong> with <strong>{STUDENT_PASSWORD}</strong> ({campus.student.name}).
        </p>
        <label className="qa-field">
          <span className="qa-label">Scenario</span>
          <select value={current.id} onChange={(event) => choose(event.target.value)} aria-describedby={`${panelId}-scenario`}>
            {scenarios.map((scenario) => (
              <option key={scenario.id} value={scenario.id}>
                {scenario.label}
              </option>
            ))}
          </select>
        </label>
        <p id={`${panelId}-scenario`} className="qa-muted qa-small">
          {current.description}
        </p>
        <fieldset>
          <legend>Push from another student</legend>
          <p className="qa-muted qa-small">{sockets > 0 ? 'App socket: connected' : 'App socket: not connected (sign in first)'}</p>
          {pushControls.map((control) => (
            <button key={control.event} type="button" className="qa-push" onClick={() => push(control)}>
              {control.label}
            </button>
          ))}
        </fieldset>
        <p role="status" className="qa-muted qa-small">
          {status}
        </p>
      </section>
    </div>
  );
}

export function mountQaPanel(campus: Campus): void {
  const host = document.createElement('div');
  host.id = 'qa-panel-root';
  document.body.append(host);
  createRoot(host).render(<QaPanel campus={campus} />);
}
