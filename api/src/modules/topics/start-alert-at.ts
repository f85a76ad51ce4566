/**
 * When the topic-start alert is due. Publishing a topic schedules the `topic.start-alert` job, so
 * the timing lives with topics; the job itself (who is told, and how) is squads' `start-alert.ts`,
 * which imports this — topics never imports squads (decision 024).
 */
export const START_ALERT_MINUTES = 15;

/** When the alert for a topic starting at `startsAt` is due. */
export const startAlertAt = (startsAt: Date) => new Date(startsAt.getTime() - START_ALERT_MINUTES * 60_000);
