import type { Db } from '../database.js';

export interface Attribute {
  id: number;
  name: string;
  taxonomy: string;
  type: string;
  orderBy: string;
  hasArchives: boolean;
  count: number;
}

type Row = {
  id: number;
  name: string;
  taxonomy: string;
  type: string;
  order_by: string;
  has_archives: number;
  count: number;
};
const toAttribute = (r: Row): Attribute => ({
  id: r.id,
  name: r.name,
  taxonomy: r.taxonomy,
  type: r.type,
  orderBy: r.order_by,
  hasArchives: r.has_archives === 1,
  count: r.count,
});
const SELECT = 'SELECT a.*, (SELECT COUNT(*) FROM terms t WHERE t.taxonomy = a.taxonomy) AS count FROM attributes a';

/** Global product attributes; their terms live in the term table under the attribute's taxonomy. */
export function createAttributeRepository(db: Db) {
  return {
    list(): Attribute[] {
      return (db.prepare(`${SELECT} ORDER BY a.name`).all() as Row[]).map(toAttribute);
    },
    get(id: number): Attribute | undefined {
      const row = db.prepare(`${SELECT} WHERE a.id = ?`).get(id) as Row | undefined;
      return row ? toAttribute(row) : undefined;
    },
  };
}
