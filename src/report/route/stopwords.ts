/**
 * `route --print-stopwords`: the seed analyzer's stop words, one per line for people and
 * shell pipes, or one JSON document `{schemaVersion: 1, stopwords: […]}` with --json.
 */

export function renderStopwordsText(stopwords: readonly string[]): string {
  return `${stopwords.join('\n')}\n`;
}

export function renderStopwordsJson(stopwords: readonly string[]): string {
  return `${JSON.stringify({ schemaVersion: 1, stopwords }, null, 2)}\n`;
}
