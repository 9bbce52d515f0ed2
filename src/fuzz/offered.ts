import { needsOfRoute, valuePrerequisite, type IndexListing, type Prerequisite } from '../site/prerequisites.js';
import type { FuzzEndpoint } from './endpoints.js';

/**
 * A fuzzed endpoint as the site offers it: blocked by what its index lacks (its namespace, its route
 * or its part), else with the enum values its index lacks left out of what the phase draws, those
 * values reported as their root causes (the phase would have tried them).
 */
export async function offeredEndpoint(
  e: FuzzEndpoint,
  listing: IndexListing,
  missing: Map<string, Prerequisite>,
): Promise<{ blockedBy: string } | { endpoint: FuzzEndpoint }> {
  const lacking = await listing.missing(needsOfRoute(e.route, 'primary'));
  if (lacking) {
    missing.set(lacking.key, lacking);
    return { blockedBy: lacking.key };
  }
  const absent = await listing.absentOn('primary', e.route.pattern, e.method);
  if (absent.length === 0) return { endpoint: e };
  const args = { ...e.endpoint.args };
  for (const a of absent) {
    missing.set(a.cause, valuePrerequisite(a, 'primary'));
    const schema = args[a.arg];
    if (schema?.enum) args[a.arg] = { ...schema, enum: schema.enum.filter((v) => v !== a.value) };
  }
  return { endpoint: { ...e, endpoint: { ...e.endpoint, args } } };
}
