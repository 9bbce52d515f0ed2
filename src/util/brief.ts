/**
 * A value as a message quotes it: its JSON, cut to 80 characters. The value comes from the target's
 * answer, already bounded by the response size limit; the message must stay a line.
 */
export function brief(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
