import { formatDate, type MessageKey, t } from './i18n';

export const VISIT_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type VisitSlot = (typeof VISIT_SLOTS)[number];

/** A visit's day and part of the day. */
export interface VisitTime {
  /** "YYYY-MM-DD" */
  date: string;
  slot: VisitSlot;
}

/** The hour each part of the day starts, India time (visit_slot_start() in SQL). */
const SLOT_START_HOUR: Record<VisitSlot, number> = { morning: 8, afternoon: 12, evening: 16 };

const SLOT_TEXT: Record<VisitSlot, MessageKey> = {
  morning: 'providers.requestForm.slotMorning',
  afternoon: 'providers.requestForm.slotAfternoon',
  evening: 'providers.requestForm.slotEvening',
};

const SLOT_WORD: Record<VisitSlot, MessageKey> = {
  morning: 'dashboard.requestDetails.slotMorning',
  afternoon: 'dashboard.requestDetails.slotAfternoon',
  evening: 'dashboard.requestDetails.slotEvening',
};

export function isVisitSlot(value: unknown): value is VisitSlot {
  return VISIT_SLOTS.some((slot) => slot === value);
}

/** A stored day and part of the day, or null when either is missing or unknown. */
export function toVisitTime(date: unknown, slot: unknown): VisitTime | null {
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && isVisitSlot(slot) ? { date, slot } : null;
}

/** When a visit slot starts: its day at the slot's hour in India (UTC+5:30, no daylight saving). */
export function visitStartsAt({ date, slot }: VisitTime): Date {
  return new Date(`${date}T${String(SLOT_START_HOUR[slot]).padStart(2, '0')}:00:00+05:30`);
}

/** Whether a time may still be proposed or confirmed: its slot has not begun. */
export function isUpcoming(time: VisitTime, now: number): boolean {
  return visitStartsAt(time).getTime() > now;
}

/** "Morning (8 am – 12 pm)" in the reader's language. */
export function slotLabel(slot: VisitSlot): string {
  return t(SLOT_TEXT[slot]);
}

function visitDay(date: string): string {
  return formatDate(new Date(`${date}T12:00:00`), { weekday: 'short', day: 'numeric', month: 'short' });
}

/** "Sat, 28 Nov · Morning (8 am – 12 pm)" in the reader's language. */
export function formatVisit({ date, slot }: VisitTime): string {
  return `${visitDay(date)} · ${slotLabel(slot)}`;
}

/** "Sat, 28 Nov, morning": short enough for a button. */
export function formatVisitShort({ date, slot }: VisitTime): string {
  return `${visitDay(date)}, ${t(SLOT_WORD[slot])}`;
}

/** Today on this device as a date input's value, "YYYY-MM-DD". */
export function todayInputValue(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear())}-${month}-${day}`;
}
