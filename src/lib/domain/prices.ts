import type { Json } from '../database.types';

/**
 * A provider's prices, as "service-providers" keeps them (its CHECKs and rate_card_valid() hold
 * the same bounds): a visiting charge in whole rupees (0 is a free inspection, null not set) and
 * a rate card of up to 12 typical jobs, each with a price or a range.
 */
export const MAX_VISITING_CHARGE = 10_000;
export const MAX_RATE_CARD_LINES = 12;
export const MAX_RATE_LABEL_LENGTH = 60;
export const MAX_RATE_PRICE = 1_000_000;

/** "Ceiling fan installation ₹250–₹400": max is null for a single price. */
export interface RateCardLine {
  label: string;
  min: number;
  max: number | null;
}

function isWholeRupees(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The rate card column's lines; anything not shaped like a line is left out. */
export function toRateCard(value: Json | undefined): RateCardLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((line) => {
    if (line === null || typeof line !== 'object' || Array.isArray(line)) return [];
    const { label, min, max } = line;
    if (typeof label !== 'string' || !isWholeRupees(min)) return [];
    return [{ label, min, max: isWholeRupees(max) && max > min ? max : null }];
  });
}
