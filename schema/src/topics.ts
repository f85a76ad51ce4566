import type { FieldError } from './errors.js';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import { isKnownTimeZone } from './validation.js';

/** The publish form (pools-and-squads.md §5). */
export interface PublishTopicFields {
  yourName?: string | null;
  topic?: string | null;
  description?: string | null;
  categoryId?: string | null;
  squadSize?: number | null;
  durationDays?: number | null;
  startDate?: string | null;
  startTime?: string | null;
  timezone?: string | null;
  timeline?: { title?: string | null; description?: string | null }[] | null;
}

export const SQUAD_CHOICES = [
  { size: 1, name: 'Dot', label: 'One Person', hint: 'Only You' },
  { size: 2, name: 'Binary', label: 'Two Person', hint: 'You + 1' },
  { size: 3, name: 'Tri', label: 'Three Person', hint: 'You + 2' },
  { size: 4, name: 'Quad', label: 'Four Person', hint: 'You + 3' },
  { size: 5, name: 'Quint', label: 'Five Person', hint: 'You + 4' },
] as const;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "YYYY-MM-DD" of `instant` in `zone` (formatters are cached: building one costs far more than using it). */
export function dateInZone(instant: Date, zone: string): string {
  let f = dateFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(zone, f);
  }
  return f.format(instant); // en-CA formats as YYYY-MM-DD
}

/** Adds `days` to a "YYYY-MM-DD" calendar date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// in a module of its own (no imports): the web's time formatting takes it without the validation rules
export { timelineDate } from './timeline-date.js';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Validates the publish form. `today` is "YYYY-MM-DD" in the topic's zone (the start must be at
 * least tomorrow there); the caller computes it (`dateInZone(now, timezone)`).
 */
export function validatePublishTopic(input: PublishTopicFields, opts: { today: string }): FieldError[] {
  const errors: FieldError[] = [];
  const push = (field: string, message: string) => errors.push({ field, message });
  const text = (v: string | null | undefined) => (v ?? '').trim();

  if (!text(input.yourName)) push('yourName', MSG.yournameRequired);
  else if (text(input.yourName).length > LIMITS.topicYourNameMax) push('yourName', MSG.fieldTooLong('Your name', LIMITS.topicYourNameMax));
  if (!text(input.topic)) push('topic', MSG.topicRequired);
  else if (text(input.topic).length > LIMITS.topicTitleMax) push('topic', MSG.fieldTooLong('Topic', LIMITS.topicTitleMax));
  if (text(input.description).length > LIMITS.topicDescriptionMax) push('description', MSG.fieldTooLong('Description', LIMITS.topicDescriptionMax));
  if (!text(input.categoryId)) push('categoryId', MSG.categoryRequired);
  if (input.squadSize == null) push('squadSize', MSG.squadRequired);
  else if (!Number.isInteger(input.squadSize) || input.squadSize < LIMITS.squadMin || input.squadSize > LIMITS.squadMax) push('squadSize', MSG.squadRange);
  if (input.durationDays == null) push('durationDays', MSG.durationRequired);
  else if (!Number.isInteger(input.durationDays) || input.durationDays < LIMITS.durationMin || input.durationDays > LIMITS.durationMax) push('durationDays', MSG.durationRange);
  const zoneOk = !!input.timezone && isKnownTimeZone(input.timezone);
  if (!zoneOk) push('timezone', MSG.timezoneInvalid);
  if (!text(input.startDate)) push('startDate', MSG.dateRequired);
  else if (!DATE_RE.test(text(input.startDate)) || Number.isNaN(Date.parse(`${text(input.startDate)}T00:00:00Z`))) push('startDate', MSG.dateInvalid);
  else if (text(input.startDate) <= opts.today) push('startDate', MSG.dateNotFuture);
  if (!TIME_RE.test(text(input.startTime))) push('startTime', MSG.timeInvalid);
  const days = input.durationDays ?? 0;
  const timeline = input.timeline ?? [];
  if (Number.isInteger(days) && days >= LIMITS.durationMin && days <= LIMITS.durationMax && timeline.length !== days) {
    push('timeline', MSG.timelineLength(days));
  }
  timeline.forEach((e, i) => {
    if (!text(e.title)) push('timeline', MSG.timelineTitleRequired(i + 1));
    else if (text(e.title).length > LIMITS.timelineTitleMax) push('timeline', MSG.fieldTooLong(`Day ${i + 1} title`, LIMITS.timelineTitleMax));
    if (text(e.description).length > LIMITS.timelineDescriptionMax) push('timeline', MSG.fieldTooLong(`Day ${i + 1} description`, LIMITS.timelineDescriptionMax));
  });
  return errors;
}
