import { addDays, dateInZone, isKnownTimeZone, MSG, timelineDate, validatePublishTopic, type FieldError, type PublishTopicFields } from '@poolmates/schema';
import { timeZoneOptions } from '../../lib/time-zone-options';
import { browserTimeZone } from '../../lib/time-zones';

/** The chosen image, kept as a data: URL so the draft survives a reload. */
export interface DraftImage {
  name: string;
  type: string;
  size: number;
  dataUrl: string;
}

export interface TimelineDraft {
  title: string;
  description: string;
}

/** Everything the three publish steps collect (pools-and-squads.md §3, "Publish form"). */
export interface PublishDraft {
  yourName: string;
  topic: string;
  description: string;
  categoryId: string;
  squadSize: number | null;
  /** As typed; checked to be a whole number 1–99. */
  durationDays: string;
  /** "YYYY-MM-DD" in `timezone`. */
  startDate: string;
  /** "1"…"12". */
  hour: string;
  /** "00"…"59". */
  minute: string;
  meridiem: 'AM' | 'PM';
  timezone: string;
  image: DraftImage | null;
  timeline: TimelineDraft[];
}

const KEY = 'poolmates.publishDraft';
/** The spec's fallback zone when the browser's is not in the list (§5: "Default timezone India"). */
export const FALLBACK_ZONE = 'Asia/Kolkata';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function defaultTimeZone(): string {
  const zone = browserTimeZone();
  return zone && timeZoneOptions().some((o) => o.value === zone) ? zone : FALLBACK_ZONE;
}

/** "YYYY-MM-DD" today in `zone` (the browser's zone when `zone` is not a known one). */
export function todayIn(zone: string, now = new Date()): string {
  const known = zone && isKnownTimeZone(zone) ? zone : (browserTimeZone() ?? 'UTC');
  return dateInZone(now, known);
}

/** The earliest start: tomorrow in the topic's zone. */
export const tomorrowIn = (zone: string, now = new Date()) => addDays(todayIn(zone, now), 1);

export function emptyDraft(now = new Date()): PublishDraft {
  const timezone = defaultTimeZone();
  return {
    yourName: '',
    topic: '',
    description: '',
    categoryId: '',
    squadSize: null,
    durationDays: '',
    startDate: tomorrowIn(timezone, now),
    hour: '9',
    minute: '00',
    meridiem: 'AM',
    timezone,
    image: null,
    timeline: [],
  };
}

/**
 * The stored draft, or null. `imageLost` says an image was chosen but did not fit in storage (a
 * data: URL of a large picture can pass sessionStorage's quota): the form asks for it again.
 */
export function loadDraft(): { draft: PublishDraft; imageLost: boolean } | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as PublishDraft & { imageLost?: boolean };
    const { imageLost = false, ...draft } = stored;
    return { draft: { ...emptyDraft(), ...draft }, imageLost };
  } catch {
    return null;
  }
}

/** Stores the draft; without its image when the image does not fit. */
export function saveDraft(draft: PublishDraft): void {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(KEY, JSON.stringify(draft));
  } catch {
    try {
      s.setItem(KEY, JSON.stringify({ ...draft, image: null, imageLost: !!draft.image }));
    } catch {
      // Storage is full or blocked: the draft lives in memory only.
    }
  }
}

export function clearDraft(): void {
  storage()?.removeItem(KEY);
}

/** "HH:mm" (24-hour) from the hour, minutes and AM/PM pickers. */
export function to24h(hour: string, minute: string, meridiem: 'AM' | 'PM'): string {
  const h = Number(hour) % 12 + (meridiem === 'PM' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minute.padStart(2, '0')}`;
}

export const durationNumber = (d: PublishDraft): number | null => (d.durationDays.trim() === '' ? null : Number(d.durationDays));

/** A whole number of days 1–99, else null. */
export function validDuration(d: PublishDraft): number | null {
  const n = durationNumber(d);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= 99 ? n : null;
}

/** The draft as the API's PublishTopicInput. */
export function toInput(d: PublishDraft) {
  return {
    yourName: d.yourName.trim(),
    topic: d.topic.trim(),
    description: d.description.trim() || null,
    categoryId: d.categoryId,
    squadSize: d.squadSize ?? 0,
    durationDays: validDuration(d) ?? 0,
    startDate: d.startDate,
    startTime: to24h(d.hour, d.minute, d.meridiem),
    timezone: d.timezone,
    timeline: d.timeline.map((e) => ({ title: e.title.trim(), description: e.description.trim() || null })),
  };
}

/** The form step's errors: the shared rules (schema/src/topics.ts) without the timeline's. */
export function formErrors(d: PublishDraft, now = new Date()): FieldError[] {
  const fields: PublishTopicFields = {
    ...toInput(d),
    squadSize: d.squadSize,
    durationDays: durationNumber(d),
    timeline: null,
  };
  return validatePublishTopic(fields, { today: todayIn(d.timezone, now) }).filter((e) => e.field !== 'timeline');
}

/** The messages that mean "something required is empty" → the overall '* Please fill in all required fields'. */
const REQUIRED = new Set<string>([MSG.yournameRequired, MSG.topicRequired, MSG.categoryRequired, MSG.squadRequired, MSG.durationRequired, MSG.dateRequired]);
export const missesRequired = (errors: readonly FieldError[]) => errors.some((e) => REQUIRED.has(e.message));

/** Per-day title errors of the timeline step, keyed by index. */
export function timelineErrors(d: PublishDraft): Record<number, string> {
  const errors: Record<number, string> = {};
  d.timeline.forEach((e, i) => {
    if (!e.title.trim()) errors[i] = MSG.timelineTitleRequired(i + 1);
  });
  return errors;
}

/** The timeline has exactly one titled entry per day of the duration. */
export const timelineComplete = (d: PublishDraft) => d.timeline.length === validDuration(d) && Object.keys(timelineErrors(d)).length === 0;

/** One entry per day: kept entries stay, missing days are added empty, extra days dropped. */
export function sizedTimeline(d: PublishDraft): TimelineDraft[] {
  const days = validDuration(d) ?? 0;
  return Array.from({ length: days }, (_, i) => d.timeline[i] ?? { title: '', description: '' });
}

/** Day i's date as "DD-Mon-YYYY" (day 1 is the start date). */
export const dayDate = (d: PublishDraft, index: number) => timelineDate(addDays(d.startDate, index));
