/**
 * Cold storage and the selection log as data: what is disabled, how often each skill was
 * selected. Parsing is pure (`parseState`, `parseSelections`); the reading and writing of the
 * files lives in `store.ts`, the only module of this folder that writes to disk.
 *
 * Files, in the state folder (`--state DIR`, else `.skillscope/` under the first writable root):
 *   state.json        {"schemaVersion":1,"disabled":{"<name>":{"at":"<ISO time>"}}}
 *   selections.jsonl  one SelectionEvent per line, appended by `select`
 */

export const STATE_SCHEMA_VERSION = 1;
export const STATE_FOLDER = '.skillscope';
export const STATE_FILE = 'state.json';
export const SELECTIONS_FILE = 'selections.jsonl';

export type Confidence = 'low' | 'medium' | 'high';
export const CONFIDENCES = ['low', 'medium', 'high'] as const satisfies readonly Confidence[];

export interface SelectionEvent {
  readonly schemaVersion: 1;
  readonly time: string;
  readonly ref: string;
  readonly name: string;
  readonly source: string;
  readonly query: string;
  readonly confidence: Confidence;
  readonly reason: string;
  /** Present when query/reason were shortened to keep the line one atomic append. */
  readonly truncated?: true;
}

export interface AccessState {
  /** Names in cold storage. */
  readonly disabled: ReadonlySet<string>;
  /** Selection events per skill name. */
  readonly usage: ReadonlyMap<string, number>;
  /** Lines of selections.jsonl that were not events (skipped, never fatal). */
  readonly badLines: number;
}

export const EMPTY_STATE: AccessState = { disabled: new Set(), usage: new Map(), badLines: 0 };

export interface StateFile {
  readonly schemaVersion: 1;
  readonly disabled: Readonly<Record<string, { readonly at: string }>>;
}

/** The disabled names of a state.json text; a broken file counts as empty (and is rewritten whole by the next enable/disable). */
export function parseState(text: string | null): StateFile {
  const empty: StateFile = { schemaVersion: 1, disabled: {} };
  if (text === null || text.trim() === '') return empty;
  try {
    const data = JSON.parse(text) as unknown;
    if (typeof data !== 'object' || data === null) return empty;
    const disabled = (data as { disabled?: unknown }).disabled;
    if (typeof disabled !== 'object' || disabled === null || Array.isArray(disabled)) return empty;
    // fromEntries defines each name as an own property: `__proto__` or `constructor` is a key
    // like any other, never the prototype link or an inherited member.
    const out = Object.fromEntries(
      Object.entries(disabled).map(([name, v]) => [
        name,
        {
          at:
            typeof v === 'object' && v !== null && typeof (v as { at?: unknown }).at === 'string'
              ? (v as { at: string }).at
              : '',
        },
      ]),
    );
    return { schemaVersion: 1, disabled: out };
  } catch {
    return empty;
  }
}

/** Usage counts from selections.jsonl; lines that are not events are counted in `bad`. */
export function parseSelections(text: string | null): { usage: Map<string, number>; bad: number } {
  const usage = new Map<string, number>();
  let bad = 0;
  if (text === null) return { usage, bad };
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const e = JSON.parse(line) as { name?: unknown };
      if (typeof e.name !== 'string') throw new Error('no name');
      usage.set(e.name, (usage.get(e.name) ?? 0) + 1);
    } catch {
      bad++;
    }
  }
  return { usage, bad };
}

export function stateOf(file: StateFile, selections: { usage: Map<string, number>; bad: number }): AccessState {
  return { disabled: new Set(Object.keys(file.disabled)), usage: selections.usage, badLines: selections.bad };
}
