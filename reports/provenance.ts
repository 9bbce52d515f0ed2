import type { RunResult } from '../src/model/result.js';

/**
 * Where a run came from, as name → value pairs every report shows (JUnit as properties, HTML as a
 * table, the console as one line): the tool, the run id its shards share, the digests of the catalog
 * and of the suites, the seeds, the options (the run's own result masked its secrets), the target and
 * what the site says of itself, and when. Empty for a result made before provenance was recorded.
 */
export function provenanceRows(result: RunResult): [string, string][] {
  const p = result.provenance;
  if (!p) return [];
  const { options } = result;
  const rows: [string, string | undefined][] = [
    ['run-id', p.runId],
    ['tool', `${result.tool.name} ${result.tool.version}`],
    ['catalog-digest', p.catalogDigest],
    ['suites-digest', p.suitesDigest],
    ['suites', p.suites.join(',')],
    ['seed.fuzz', p.seeds.fuzz === undefined ? undefined : String(p.seeds.fuzz)],
    [
      'target',
      `${result.target.baseUrl}${result.target.apiRoot}${result.target.embedded ? ' (embedded reference server)' : ''}`,
    ],
    ['site.name', p.site?.name],
    ['site.url', p.site?.url],
    ['site.home', p.site?.home],
    ['site.namespaces', p.site?.namespaces?.join(',')],
    ['options', JSON.stringify(options)],
    ['started', result.startedAt],
    ['ended', p.endedAt],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== undefined && r[1] !== '');
}

/** `run 7a69… · shop-conformance 0.1.0 · catalog sha256:5296…`: the console's one line of it. */
export function provenanceLine(result: RunResult): string | undefined {
  const p = result.provenance;
  if (!p) return undefined;
  const short = (digest: string) => digest.slice(0, 'sha256:'.length + 12);
  return [
    `run ${p.runId}`,
    `${result.tool.name} ${result.tool.version}`,
    `catalog ${short(p.catalogDigest)}`,
    `suites ${short(p.suitesDigest)}`,
    ...(p.seeds.fuzz !== undefined ? [`fuzz seed ${p.seeds.fuzz}`] : []),
    ...(p.site?.name ? [`site "${p.site.name}"`] : []),
  ].join(' · ');
}
