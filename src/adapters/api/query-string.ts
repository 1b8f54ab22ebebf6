/**
 * The query string of a GET call: one pair per field, arrays as repeated keys, `undefined` and `null`
 * left out (an absent filter means "all"), everything else as its string form. Without a leading `?`.
 */
export function toQueryString(params: unknown): string {
  if (typeof params !== 'object' || params === null) return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      query.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return query.toString();
}
