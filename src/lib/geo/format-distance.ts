/**
 * A distance for people: "850 m" below one kilometre (to the nearest 10 m), "3.2 km" below 10 km,
 * "12 km" from there on.
 */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  const metres = Math.round((km * 1000) / 10) * 10;
  if (metres < 1000) return `${metres} m`;
  if (km < 9.95) return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
  return `${Math.round(km)} km`;
}
