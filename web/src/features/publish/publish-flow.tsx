import { useCallback, useMemo, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ConfirmStep } from './confirm-step';
import { clearDraft, emptyDraft, formErrors, loadDraft, saveDraft, timelineComplete, type PublishDraft } from './draft';
import { PUBLISH_BASE, PublishContext, type PublishState } from './publish-context';
import { PublishFormStep } from './publish-form-step';
import { TimelineStep } from './timeline-step';
import './publish.css';

/**
 * /homepage/publish/* (pools-and-squads.md §2): the 'Publish In Pool' form (index), the timeline
 * (`tm`) and the confirmation (`pb`). `tm` and `pb` go back to the form while it is not complete
 * (`pb` to the timeline while only that is missing); other paths show the form. The draft lives in sessionStorage until it is published.
 */
export function PublishFlow() {
  const [initial] = useState(() => loadDraft());
  const [draft, setDraft] = useState<PublishDraft>(() => initial?.draft ?? emptyDraft());
  const [imageLost, setImageLost] = useState(initial?.imageLost ?? false);
  const [published, setPublished] = useState(false);

  const update = useCallback((patch: Partial<PublishDraft>) => {
    if ('image' in patch) setImageLost(false);
    setDraft((d) => {
      const next = { ...d, ...patch };
      saveDraft(next);
      return next;
    });
  }, []);

  const markPublished = useCallback(() => {
    clearDraft();
    setPublished(true);
  }, []);

  const value = useMemo<PublishState>(() => ({ draft, update, imageLost, published, markPublished }), [draft, update, imageLost, published, markPublished]);
  const formDone = formErrors(draft).length === 0;
  const toForm = <Navigate to={PUBLISH_BASE} replace />;

  return (
    <PublishContext value={value}>
      <Routes>
        <Route index element={<PublishFormStep />} />
        <Route path="tm" element={formDone || published ? <TimelineStep /> : toForm} />
        <Route
          path="pb"
          element={published || (formDone && timelineComplete(draft)) ? <ConfirmStep /> : formDone ? <Navigate to={`${PUBLISH_BASE}/tm`} replace /> : toForm}
        />
        <Route path="*" element={toForm} />
      </Routes>
    </PublishContext>
  );
}
