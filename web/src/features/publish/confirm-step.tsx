import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CategoriesQueryDocument } from '../../lib/categories.graphql';
import { toFormErrors } from '../../lib/graphql-errors';
import { fileFromDataUrl } from '../../lib/image-file';
import { timeZoneLabel } from '../../lib/time-zone-options';
import type { UploadProgressInit } from '../../lib/upload-fetch';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CheckIcon, ImageIcon } from '../../ui/icons';
import { ModalDialog } from '../../ui/modal-dialog';
import { Pill } from '../../ui/pill';
import { ProgressBar } from '../../ui/progress-bar';
import { dayDate, toInput } from './draft';
import { PUBLISH_BASE, usePublish } from './publish-context';
import { PublishTopicMutationDocument } from './publish.graphql';
import { PublishSteps } from './publish-steps';
import { squadLabel } from './squad-choices';

const FIELDS = ['yourName', 'topic', 'description', 'categoryId', 'squadSize', 'durationDays', 'startDate', 'startTime', 'timezone', 'timeline', 'image'];
const YOUR_POOLS = '/homepage/profile/yourpool';

/**
 * Step 3, the confirmation page: everything once more, then Publish (disabled with a spinner
 * while sending) → the 'Published' dialog → the user's pools. The draft is cleared on success.
 */
export function ConfirmStep() {
  const { draft, published, markPublished } = usePublish();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [publish, { loading }] = useMutation(PublishTopicMutationDocument);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const { data } = useQuery(CategoriesQueryDocument);
  const category = data?.categories.find((c) => c.id === draft.categoryId)?.name ?? '';
  const input = toInput(draft);
  const startLabel = `${dayDate(draft, 0)}@${draft.hour.padStart(2, '0')}:${draft.minute} ${draft.meridiem}`;

  async function onPublish() {
    setErrors([]);
    const image = draft.image ? fileFromDataUrl(draft.image.dataUrl, draft.image.name) : null;
    // With an image, the request goes through the XHR-based fetch, which reports upload progress.
    const fetchOptions: UploadProgressInit | undefined = image ? { onUploadProgress: setProgress } : undefined;
    if (image) setProgress(0);
    try {
      await publish({ variables: { input, image }, context: { fetchOptions } });
      // The lists that should now show the new topic are loaded afresh.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'topics' });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myTopics' });
      client.cache.gc();
      markPublished();
    } catch (err) {
      const fe = toFormErrors(err, FIELDS);
      setErrors([...new Set([...Object.values(fe.fields), ...(fe.form ? [fe.form] : [])])]);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="publish">
      <h1 className="publish__title">Publish your topic</h1>
      <PublishSteps current={3} />
      {errors.length > 0 && (
        <Alert>
          {errors.length === 1 ? errors[0] : (
            <ul className="publish__errors">
              {errors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}{' '}
          <button type="button" className="publish__link-button" onClick={() => navigate(PUBLISH_BASE)}>
            Edit details
          </button>
        </Alert>
      )}
      <section className="publish__card pm-card publish-review" aria-label="Your topic">
        <div className="publish-review__image">
          {draft.image ? <img src={draft.image.dataUrl} alt="The topic image" /> : <ImageIcon size={36} />}
        </div>
        <div className="publish-review__body">
          {category && <Pill>{category}</Pill>}
          <h2 className="publish-review__topic">{input.topic}</h2>
          <dl className="publish-review__facts">
            <div>
              <dt>With</dt>
              <dd>{input.yourName}</dd>
            </div>
            <div>
              <dt>Squad</dt>
              <dd>{squadLabel(draft.squadSize)}</dd>
            </div>
            <div>
              <dt>For</dt>
              <dd>
                {input.durationDays} {input.durationDays === 1 ? 'day' : 'days'}
              </dd>
            </div>
            <div>
              <dt>Start</dt>
              <dd>{startLabel}</dd>
            </div>
            <div className="publish-review__wide">
              <dt>Time zone</dt>
              <dd>{timeZoneLabel(draft.timezone)}</dd>
            </div>
            {input.description && (
              <div className="publish-review__wide">
                <dt>Description</dt>
                <dd className="publish-review__description">{input.description}</dd>
              </div>
            )}
          </dl>
        </div>
      </section>
      <section className="publish__card pm-card" aria-labelledby="review-timeline">
        <h2 id="review-timeline" className="publish-review__heading">
          Timeline
        </h2>
        <ol className="publish-review__timeline">
          {input.timeline.map((e, i) => (
            <li key={i}>
              <span className="publish-review__day">
                Day {i + 1} · {dayDate(draft, i)}
              </span>
              <span className="publish-review__title">{e.title}</span>
              {e.description && <span className="publish-review__text">{e.description}</span>}
            </li>
          ))}
        </ol>
      </section>
      {loading && progress !== null && <ProgressBar value={progress} label="Uploading the image" />}
      <div className="publish__actions publish__actions--split">
        <Button variant="secondary" onClick={() => navigate(`${PUBLISH_BASE}/tm`)} disabled={loading || published}>
          Back
        </Button>
        <Button onClick={() => void onPublish()} loading={loading} disabled={published}>
          {loading ? 'Publishing…' : 'Publish'}
        </Button>
      </div>
      {published && (
        <ModalDialog title="Published" icon={<CheckIcon size={28} />} size="small" onEscape={() => navigate(YOUR_POOLS)} onOutsideClick={() => navigate(YOUR_POOLS)}>
          <p className="pm-modal__lead">Your topic is in the pool. Friends can find it now and ask to join your squad.</p>
          <div className="pm-modal__actions">
            <Button data-autofocus onClick={() => navigate(YOUR_POOLS)}>
              Go to your pools
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
