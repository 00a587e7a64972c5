/**
 * The client's first message line, read before the SDK is loaded (a client sends `initialize`
 * first; initialize.ts answers it). Reads up to the first newline, then pauses the stream and
 * hands back every byte it took, so the transport (stdio.ts) reads them first: nothing is lost
 * or read twice, and a first line that is not an initialize the start can answer — too long,
 * not JSON, another method — reaches the transport's own checks unchanged.
 */
import type { Readable } from 'node:stream';

/** The most of a first line read here, bytes: an initialize is a few hundred; a longer line goes to the transport. */
const FIRST_LINE_MAX_BYTES = 64 * 1024;

export interface FirstLine {
  /** The first line without its newline (and a trailing CR), or null: none within the cap, or the stream ended. */
  readonly line: string | null;
  /** Every byte read, for the transport when the line is not answered here. */
  readonly read: readonly Buffer[];
  /** The bytes read after the first line's newline (empty when `line` is null). */
  readonly rest: readonly Buffer[];
}

/** Reads `input` to its first newline (see the header); the stream is left paused. */
export function readFirstLine(input: Readable, maxBytes = FIRST_LINE_MAX_BYTES): Promise<FirstLine> {
  return new Promise((resolve) => {
    const read: Buffer[] = [];
    let bytes = 0;
    const done = (line: string | null, rest: Buffer[]): void => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.off('error', onEnd);
      input.pause();
      resolve({ line, read, rest });
    };
    const onData = (chunk: Buffer | string): void => {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      read.push(buf);
      const nl = buf.indexOf(10);
      if (nl !== -1) {
        const head = Buffer.concat([...read.slice(0, -1), buf.subarray(0, nl)]);
        if (head.length <= maxBytes) {
          done(head.toString('utf8').replace(/\r$/, ''), nl + 1 < buf.length ? [buf.subarray(nl + 1)] : []);
          return;
        }
        done(null, []);
        return;
      }
      bytes += buf.length;
      if (bytes > maxBytes) done(null, []);
    };
    const onEnd = (): void => done(null, []);
    input.on('data', onData);
    input.once('end', onEnd);
    input.once('error', onEnd);
  });
}
