import type { HttpClient, HttpRequest } from '../http/client.js';
import { buildRequest, type TargetContext } from './request.js';

/** The credentials given were refused by the target: nothing else the run could say would mean anything. */
export class CredentialsRejectedError extends Error {
  readonly code = 'credentials-rejected';
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
        const option =
          who === 'admin' ? '--auth / SHOP_CONFORMANCE_AUTH' : '--customer-auth / SHOP_CONFORMANCE_CUSTOMER_AUTH';
        return `the ${who === 'admin' ? 'administrator' : 'customer'} credentials (${option}) were refused by the target: GET ${request.url} answered ${describe(answer.status, answer.body)}`;
      } catch {
        // No answer at all: whether the target can be reached is the probe's to say.
        return undefined;
      }
    }),
  );
  const refused = refusals.filter((r): r is string => r !== undefined);
  if (refused.length > 0) throw new CredentialsRejectedError(refused.join('; '));
}
