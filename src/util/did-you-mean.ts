/**
 * The known name a mistyped one most likely meant, or undefined: compared without case, dashes and
 * underscores (`baseURL` is `base-url`), then by edit distance, within about a third of its length.
 */
export function closest(word: string, known: readonly string[]): string | undefined {
  const plain = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const target = plain(word);
  if (target === '') return undefined;
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(target, plain(name));
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= Math.max(1, Math.floor(target.length / 3)) ? best.name : undefined;
}

/** `; did you mean --base-url?`, or nothing. */
export function suggestion(word: string, known: readonly string[], prefix = ''): string {
  const name = closest(word, known);
  return name === undefined ? '' : `; did you mean ${prefix}${name}?`;
}

/**
 * Edit distance with a swap of two neighbours as one edit (optimal string alignment): `rnu` is one
 * edit from `run`, as a typist's slip is. Three rows at a time (a suite's misspelt capture name is told
 * with it too).
 */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
        (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      next[j] = d;
    }
    before = row;
    row = next;
  }
  return row[b.length] as number;
}
