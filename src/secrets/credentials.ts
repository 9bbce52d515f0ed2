import type { HttpClient, HttpRequest } from '../http/client.js';
import { buildRequest, type TargetContext } from '../http/request.js';

/** One refusal: whose credentials, the request that was refused and what it answered. */
export interface CredentialsRefusal {
  who: 'admin' | 'customer';
  url: string;
  answered: string;
}

/**
 * The sentence for refused credentials, `setting` naming where each came from: the engine names no
 * flag (`the administrator credentials`), the CLI gives its flag and variable (`bin/wording.ts`).
 */
export function refusalMessage(
  refusals: readonly CredentialsRefusal[],
  setting: (who: CredentialsRefusal['who']) => string | undefined = () => undefined,
): string {
  return refusals
    .map((r) => {
      const from = setting(r.who);
      return `the ${r.who === 'admin' ? 'administrator' : 'customer'} credentials${from ? ` (${from})` : ''} were refused by the target: GET ${r.url} answered ${r.answered}`;
    })
    .join('; ');
}

/** The credentials given were refused by the target: nothing else the run could say would mean anything. */
export class CredentialsRejectedError extends Error {
  readonly code = 'credentials-rejected';
  constructor(readonly refusals: readonly CredentialsRefusal[]) {
    super(refusalMessage(refusals));
  }
}

/** `401 incorrect_password: The provided password is an invalid application password.` */
function describe(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (typeof parsed.code === 'string')
      return `${status} ${parsed.code}${typeof parsed.message === 'string' ? `: ${parsed.message.replace(/<[^>]*>/g, '')}` : ''}`;
  } catch {
    // Not JSON: the status says enough.
  }
  return String(status);
}

/**
 * Each set of credentials given is tried once on the index, which is public: a site that answers it
 * 401 or 403 for those credentials refused them (an unknown user, a wrong application password), and
 * every case sent with them would fail for that one reason. The run stops before it starts, saying so.
 */
export async function checkCredentials(
  client: HttpClient,
  target: TargetContext,
  record?: (request: HttpRequest) => void,
): Promise<void> {
  const given = (['admin', 'customer'] as const).filter((who) => target[who] !== undefined);
  const refusals = await Promise.all(
    given.map(async (who) => {
      const request = buildRequest({ method: 'GET', path: '/', auth: who }, target);
      record?.(request);
      try {
        const answer = await client.send(request);
        if (answer.status !== 401 && answer.status !== 403) return undefined;
        return { who, url: request.url, answered: describe(answer.status, answer.body) };
      } catch {
        // No answer at all: whether the target can be reached is the probe's to say.
        return undefined;
      }
    }),
  );
  const refused = refusals.filter((r) => r !== undefined);
  if (refused.length > 0) throw new CredentialsRejectedError(refused);
}
