export interface QuietHours {
  /** 'HH:MM' or 'HH:MM:SS', in `timeZone`. */
  from: string;
  until: string;
  timeZone: string;
}

function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The minute of the day (0–1439) at `now` in `timeZone`; India's when the zone is unknown. */
function minuteOfDay(now: Date, timeZone: string): number {
  const format = (zone: string): Intl.DateTimeFormatPart[] =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone);
  } catch {
    parts = format('Asia/Kolkata');
  }
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (part('hour') % 24) * 60 + part('minute');
}

/**
 * When quiet hours hold at `now`, the instant they end; otherwise null. A window whose start is
 * after its end runs over midnight (22:00–07:00); equal ends mean no quiet hours.
 */
export function quietHoursEnd(quiet: QuietHours, now: Date): Date | null {
  const from = minutesOf(quiet.from);
  const until = minutesOf(quiet.until);
  if (from === null || until === null || from === until) return null;
  const minute = minuteOfDay(now, quiet.timeZone);
  const inside = from < until ? minute >= from && minute < until : minute >= from || minute < until;
  if (!inside) return null;
  const minutesLeft = (until - minute + 1440) % 1440;
  const end = new Date(now.getTime() + minutesLeft * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}
