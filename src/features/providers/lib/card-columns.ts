/**
 * The columns a provider card shows, the only ones the app asks nearby_providers() and
 * suggested_providers() for: the public row's e-mail and phone are always empty, and its rounded
 * position and timestamps are not shown, so leaving them out makes every response smaller.
 */
export const CARD_COLUMNS =
  'uuid,first_name,last_name,job,location,profilePicUrl,distance_km,rating_count,rating_avg,rating_score,availability,response_seconds,visiting_charge,jobs_done,phone_verified,id_checked';
