import type { Db } from '../database.js';

export interface Note {
  id: number;
  name: string;
  type: string;
  locale: string;
  title: string;
  content: string;
  content_data: Record<string, unknown>;
  status: string;
  source: string;
  date_created: string;
  date_reminder: string | null;
  is_snoozable: boolean;
  actions: { id: number; name: string; label: string; query: string; status: string; primary?: boolean }[];
  layout: string;
  image: string;
  is_deleted: boolean;
  is_read: boolean;
}

const DEFAULTS: Omit<Note, 'id' | 'date_created'> = {
  name: '-',
  type: 'info',
  locale: 'en_US',
  title: '',
  content: '',
  content_data: {},
  status: 'unactioned',
  source: 'shop',
  date_reminder: null,
  is_snoozable: false,
  actions: [],
  layout: 'plain',
  image: '',
  is_deleted: false,
  is_read: false,
};

/** Administration notes as JSON documents with the platform's defaults filled in on read. */
export function createNoteRepository(db: Db) {
  const toNote = (row: { id: number; data: string; date_created: string }): Note => ({
    ...DEFAULTS,
    ...(JSON.parse(row.data) as object),
    id: row.id,
    date_created: row.date_created,
  });
  return {
    all(): Note[] {
      return (
        db.prepare('SELECT * FROM notes ORDER BY id').all() as { id: number; data: string; date_created: string }[]
      ).map(toNote);
    },
    get(id: number): Note | undefined {
      const row = db.prepare('SELECT * FROM notes WHERE id = ?').get(id) as
        { id: number; data: string; date_created: string } | undefined;
      return row ? toNote(row) : undefined;
    },
    save(note: Note): void {
      const { id, date_created: _d, ...data } = note;
      db.prepare('UPDATE notes SET data = ? WHERE id = ?').run(JSON.stringify(data), id);
    },
    create(fields: Partial<Note>): Note {
      const info = db
        .prepare('INSERT INTO notes (data, date_created) VALUES (?, ?)')
        .run(JSON.stringify({ ...DEFAULTS, ...fields }), new Date().toISOString().slice(0, 19));
      return this.get(Number(info.lastInsertRowid)) as Note;
    },
  };
}
