/** Intl formatters are costly to build and cheap to use: one per zone and purpose. */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(key: string, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = formats.get(`${key}|${zone}`);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formats.set(`${key}|${zone}`, f);
  }
  return f;
}

/** Offset of `zone` from UTC at `instant`, in milliseconds (east positive). */
function zoneOffsetMs(instant: Date, zone: string): number {
  const parts = Object.fromEntries(
    format('parts', zone, { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The UTC instant of wall-clock `date` ("YYYY-MM-DD") `time` ("HH:mm") in IANA `zone`. */
export function zonedToUtc(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, mi);
  let guess = wall - zoneOffsetMs(new Date(wall), zone);
  guess = wall - zoneOffsetMs(new Date(guess), zone); // second pass settles DST edges
  return new Date(guess);
}

/** "hh:mm AM" of `instant` in `zone`. */
export function timeInZone(instant: Date, zone: string): string {
  return format('time', zone, { hour: '2-digit', minute: '2-digit', hour12: true }).format(instant);
}

/**
 * `formatIn(instant, zone)` remembered per zone and instant: Intl formatting costs ~1.5 µs a call and
 * a list page formats the same few instants (its topics' starts) on every request (decision 048).
 * The answer is the function's own; at most `max` answers are kept (all dropped when full).
 */
export function rememberedInZone(formatIn: (instant: Date, zone: string) => string, max = 20_000): (instant: Date, zone: string) => string {
  const byZone = new Map<string, Map<number, string>>();
  let size = 0;
  return (instant, zone) => {
    const ms = instant.getTime();
    let answers = byZone.get(zone);
    const known = answers?.get(ms);
    if (known !== undefined) return known;
    const answer = formatIn(instant, zone); // throws as before for an invalid instant or zone: nothing kept
    if (++size > max) {
      byZone.clear();
      size = 1;
      answers = undefined;
    }
    if (!answers) byZone.set(zone, (answers = new Map()));
    answers.set(ms, answer);
    return answer;
  };
}
