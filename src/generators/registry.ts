import { buildCatalog } from '../../spec/index.js';
import type { Catalog, SiteId } from '../../spec/types.js';
import type { CaseSpec, GeneratorSpec, Suite } from '../model/suite.js';
import { accessCases } from './access.js';
import { indexDriftCases } from './index-drift.js';
import { negativeCases } from './negatives.js';

type Generator = (catalog: Catalog, spec: GeneratorSpec, file: string) => CaseSpec[];

const GENERATORS: Record<string, Generator> = {
  'index-drift': indexDriftCases,
  negatives: negativeCases,
  access: accessCases,
};

export function generatorNames(): string[] {
  return Object.keys(GENERATORS).sort();
}

export function isGenerator(name: string): boolean {
  return name in GENERATORS;
}

const catalogs = new Map<SiteId, Catalog>();
function catalogFor(site: SiteId): Catalog {
  let catalog = catalogs.get(site);
  if (!catalog) {
    catalog = buildCatalog(site);
    catalogs.set(site, catalog);
  }
  return catalog;
}

/** Every case a suite's `generate` entries derive from the catalog. */
export function generateCases(suite: Suite): CaseSpec[] {
  return suite.generators.flatMap((spec) => {
    const generator = GENERATORS[spec.generator];
    if (!generator) throw new Error(`unknown generator "${spec.generator}"`);
    const site = (spec.options?.site as SiteId | undefined) ?? 'primary';
    return generator(catalogFor(site), spec, suite.file).map((c) => ({ ...c, tags: [...new Set([...suite.tags, ...c.tags])] }));
  });
}
