import { describe, expect, it } from 'vitest';
import { germanTextCheck } from '../../../src/checks/german-text.js';
import { json, runRow, type Row } from '../../helpers/check-context.js';

const at = (description: unknown) => ({ status: 200, body: json({ args: { page: { description } } }) });
const pointer = '/args/page/description';
const notGerman = (actual: unknown) => [
  {
    check: 'german-text',
    title: 'Not German text',
    message: `${pointer} does not read as German`,
    expected: 'German text',
    actual,
    pointer,
  },
];

const rows: Row[] = [
  { title: 'German, as shorthand', args: pointer, response: at('Aktuelle Seite der Sammlung.'), expected: [] },
  {
    title: 'German, as an object',
    args: { pointer },
    response: at('Maximale Anzahl der Elemente, die im Ergebnis zurückgegeben werden.'),
    expected: [],
  },
  { title: 'an umlaut alone counts', args: pointer, response: at('Größe'), expected: [] },
  { title: 'the marker words in any case', args: pointer, response: at('DIE SEITE'), expected: [] },
  { title: 'as many German as English words', args: pointer, response: at('Sortierung nach the'), expected: [] },
  { title: 'words count whole: no "the" in Theorie', args: pointer, response: at('Theorie und Praxis'), expected: [] },
  {
    title: 'English',
    args: pointer,
    response: at('Current page of the collection.'),
    expected: notGerman('Current page of the collection.'),
  },
  {
    title: 'more English than German words',
    args: pointer,
    response: at('Limit result set to items with the Zürich store.'),
    expected: notGerman('Limit result set to items with the Zürich store.'),
  },
  { title: 'no marker word either way', args: pointer, response: at('Sortierung'), expected: notGerman('Sortierung') },
  { title: 'an empty text', args: pointer, response: at(''), expected: notGerman('') },
  { title: 'a number', args: pointer, response: at(5), expected: notGerman(5) },
  { title: 'null', args: pointer, response: at(null), expected: notGerman(null) },
  { title: 'a list of German words', args: pointer, response: at(['Die Seite']), expected: notGerman(['Die Seite']) },
  {
    title: 'nothing at the pointer',
    args: pointer,
    response: { status: 200, body: '{"args":{}}' },
    expected: notGerman('absent'),
  },
  {
    title: 'a body that is no JSON',
    args: pointer,
    response: { status: 200, body: 'Die Seite' },
    expected: { thrown: 'not-json', message: 'the body is not JSON (no content type): Die Seite' },
  },
];

describe('german-text', () => {
  it.each(rows)('$title', (row) => expect(runRow(germanTextCheck, row)).toEqual(row.expected));
});
