/** Formats the platform validates (uri is sanitised only, never refused). */

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}(?::\d{2})?)?$/;

export function isDateTime(value: string): boolean {
  if (!DATE_TIME.test(value)) return false;
  const [date = '', time = ''] = value.split(/[Tt ]/);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = time.slice(0, 8).split(':').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d && hh < 24 && mm < 60 && ss < 60;
}

/** is_email's shape rules: local part, one @, a dotted domain of letters, digits and hyphens. */
export function isEmail(value: string): boolean {
  if (value.length < 6 || !value.includes('@', 1)) return false;
  const [local, domain, ...rest] = value.split('@');
  if (rest.length || !local || !domain) return false;
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (domain.includes('..') || /^[.]|[.]$/.test(domain)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((l) => /^[a-z0-9-]+$/i.test(l) && !/^-|-$/.test(l));
}

export function isHexColor(value: string): boolean {
  return /^#([A-Fa-f0-9]{3}){1,2}$/.test(value);
}

export function isIp(value: string): boolean {
  const v4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
  return v4.test(value) || (/^[0-9a-f:]+$/i.test(value) && value.includes(':') && value.split('::').length <= 2);
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
