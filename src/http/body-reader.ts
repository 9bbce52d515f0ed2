/**
 * Of a body cut at the size limit, the text kept: its start. A cut body is never judged (the case
 * errors), so its text is only what a report shows of it, and the report keeps this much of any body
 * (`src/answers/kept.ts` takes this figure).
 */
export const CUT_BODY_TEXT_BYTES = 64 * 1024;

/**
 * Gathers one answer's body as it arrives, up to the size limit and never beyond: past the limit it
 * says stop (the client then closes the connection), so an endless or 2 GB body costs what the limit
 * allows. Chunks are held as they came and joined once, at the end; a body that is cut is never
 * joined whole, only its start decoded.
 *
 * An answer that declares (Content-Length) more than the limit will be cut whatever comes: only its
 * start is kept, and the read stops as soon as that is in, instead of reading and dropping megabytes.
 */
export class BodyReader {
  private chunks: Buffer[] = [];
  private held = 0;
  private received = 0;
  private startOnly = false;
  private cut = false;

  constructor(private readonly limit: number) {}

  /** A head arrived (1xx heads come before the final one): what came before it was no body. */
  start(declaredLength: string | undefined): void {
    this.chunks = [];
    this.held = 0;
    this.received = 0;
    this.startOnly = declaredLength !== undefined && Number(declaredLength) > this.limit;
  }

  /** Takes a chunk; true when the read must stop here, the body cut. */
  take(chunk: Buffer): boolean {
    const room = this.startOnly ? CUT_BODY_TEXT_BYTES - this.held : this.limit - this.received;
    if (chunk.length > room) {
      if (room > 0) this.keep(chunk.subarray(0, room));
      this.received += this.startOnly ? chunk.length : room;
      this.cut = true;
      return true;
    }
    this.keep(chunk);
    this.received += chunk.length;
    return false;
  }

  /** Bytes of the body received. */
  get size(): number {
    return this.received;
  }

  get truncated(): boolean {
    return this.cut;
  }

  /** The body as text: whole, or for a cut one its first `CUT_BODY_TEXT_BYTES` (never half a character). */
  text(): string {
    const chunks = this.chunks;
    this.chunks = [];
    if (!this.cut)
      return (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, this.held)).toString('utf8');
    const start = Buffer.concat(chunks, Math.min(this.held, CUT_BODY_TEXT_BYTES)).subarray(0, CUT_BODY_TEXT_BYTES);
    // A streaming decode holds back a character cut in the middle, which is dropped with the decoder.
    return new TextDecoder('utf-8').decode(start, { stream: true });
  }

  private keep(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.held += chunk.length;
  }
}
