/**
 * `shop-conformance run | head`: once the reader of stdout is gone, writes to it fail with EPIPE,
 * which Node raises as an error nobody handles (it crashed as an internal error). The reader has what
 * it wanted: the rest of the output is dropped quietly and the command goes on, so reports to files are
 * still written and the exit code is still the verdict.
 */
export function quietWhenReaderLeaves(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    stream.write = (() => true) as typeof stream.write;
  });
}
