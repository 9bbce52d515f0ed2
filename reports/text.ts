/** Text hygiene shared by the reporters: no ANSI codes or control characters leak into files. */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[@-Z\\-_]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function clean(text: string): string {
  return text.replace(ANSI, '').replace(CONTROL, '');
}

export function compact(value: unknown, limit = 500): string {
  let text: string;
  if (value === undefined) text = 'undefined';
  else if (typeof value === 'string') text = JSON.stringify(value);
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

export function seconds(ms: number): string {
  return (Math.max(0, ms) / 1000).toFixed(3);
}
