const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §9: dates are shown day-month-year, e.g. 05-03-2026 (in the person's own time zone). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** The time of day, 24-hour (tells apart two analyses of the same day). */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
