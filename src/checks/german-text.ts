import { resolvePointer } from '../util/json-pointer.js';
import { defineCheck, POINTER_ARG } from './types.js';

const GERMAN =
  /\b(der|die|das|den|dem|des|und|oder|nicht|für|ein|eine|einer|eines|mit|von|zu|zum|zur|werden|wird|ist|sind|Sie|auf|aus|bei|nach|über|wenn|welche[rs]?|Seite|Ergebnis\w*|Anzahl|Elemente?)\b|[äöüß]/gi;
const ENGLISH = /\b(the|of|to|and|is|for|with|which|be|are|in|on|by|that|this|from)\b/gi;

/** A string reads as German: more German than English marker words. A heuristic, so should-level in spirit. */
export const germanTextCheck = defineCheck<{ pointer: string }>({
  name: 'german-text',
  description: 'The string at `pointer` is German text (more German than English marker words).',
  shorthand: 'pointer',
  args: {
    type: 'object',
    properties: { pointer: POINTER_ARG },
    required: ['pointer'],
    additionalProperties: false,
  },
  run({ pointer }, ctx) {
    const found = resolvePointer(ctx.json(), pointer);
    const text = found.found && typeof found.value === 'string' ? found.value : undefined;
    const german = text?.match(GERMAN)?.length ?? 0;
    const english = text?.match(ENGLISH)?.length ?? 0;
    if (text !== undefined && german > 0 && german >= english) return [];
    return [
      {
        check: 'german-text',
        title: 'Not German text',
        message: `${pointer} does not read as German`,
        expected: 'German text',
        actual: found.found ? found.value : 'absent',
        pointer,
      },
    ];
  },
});
