const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 23, 2026", in the reader's time zone; nothing for a date that does not parse. */
export function formatDate(iso: string | null | undefined): string {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}
