import { catalogFor } from '../catalog/routes.js';
import type { Catalog, SiteId } from '../../spec/types.js';
import type { CaseSpec, GeneratorSpec, Suite } from '../model/suite.js';
import { accessCases } from './access.js';
import { acceptedCases } from './accepted.js';
import { batchPathCases } from './batch-paths.js';
import { defaultCases } from './defaults.js';
import { aliasCases } from './aliases.js';
import { indexDriftCases } from './index-drift.js';
import { NEGATIVE_SOURCES, negativeCases } from './negatives.js';
import { routedCases } from './routed.js';
import { withPartTags } from '../loading/part-tags.js';

type Generator = (catalog: Catalog, spec: GeneratorSpec, file: string) => CaseSpec[];

/**
 * Each generator, and the conventions its should-level checks rest on, which the suite that uses it
 * names (so that the suite file says which line each expectation stands on): where in the entry, and
 * the id given there.
 */
const GENERATORS: Record<string, { generate: Generator; sources: (spec: GeneratorSpec) => Record<string, unknown> }> = {
  aliases: { generate: aliasCases, sources: () => ({}) },
  'index-drift': {
    generate: indexDriftCases,
    // Namespace indexes are compared with the root index by convention, when the suite asks for them.
    sources: (spec) =>
      spec.options?.rootRoutes !== undefined
        ? {
            'options.sources.namespaceIndex': (spec.options?.sources as Record<string, unknown> | undefined)
              ?.namespaceIndex,
          }
        : {},
  },
  negatives: {
    generate: negativeCases,
    sources: (spec) => {
      const given = (spec.options?.sources ?? {}) as Record<string, unknown>;
      const kinds = (spec.options?.kinds ?? []) as string[];
      return Object.fromEntries(
        [...NEGATIVE_SOURCES, ...(kinds.includes('format') ? ['uri'] : [])].map((k) => [
          `options.sources.${k}`,
          given[k],
        ]),
      );
    },
  },
  routed: { generate: routedCases, sources: () => ({}) },
  // The refused entry's status and the batch reply's shape are the platform's, when the suite asks for them.
  'batch-paths': {
    generate: batchPathCases,
    sources: (spec) => {
      const given = (spec.options?.sources ?? {}) as Record<string, unknown>;
      return { 'options.sources.entry': given.entry, 'options.sources.reply': given.reply };
    },
  },
  accepted: { generate: acceptedCases, sources: () => ({}) },
  defaults: { generate: defaultCases, sources: () => ({}) },
  access: {
    generate: accessCases,
    sources: (spec) => {
      const given = (spec.options?.sources ?? {}) as Record<string, unknown>;
      return { source: spec.source, 'options.sources.shape': given.shape, 'options.sources.json': given.json };
    },
  },
};

/** The conventions a generator entry must name: where, and what it names there (undefined when nothing). */
export function generatorSources(spec: GeneratorSpec): Record<string, unknown> {
  return GENERATORS[spec.generator]?.sources(spec) ?? {};
}

export function generatorNames(): string[] {
  return Object.keys(GENERATORS).sort();
}

export function isGenerator(name: string): boolean {
  return name in GENERATORS;
}

/** Every case a suite's `generate` entries derive from the catalog. */
export function generateCases(suite: Suite): CaseSpec[] {
  return suite.generators.flatMap((spec) => {
    const generator = GENERATORS[spec.generator]?.generate;
    if (!generator) throw new Error(`unknown generator "${spec.generator}"`);
    const site = (spec.options?.site as SiteId | undefined) ?? 'primary';
    // With the tags of the parts each touches, as the loader gives written cases (`part-tags.ts`).
    return generator(catalogFor(site), spec, suite.file).map((c) =>
      withPartTags({ ...c, tags: [...new Set([...suite.tags, ...c.tags])] }),
    );
  });
}
