/**
 * The command samples in README.md and docs/**\/*.md, found and run the same way by the samples
 * test and by the updater (`npx tsx test/docs/update-samples.ts`), so a sample is never checked
 * one way and regenerated another.
 *
 * The convention (docs/contributing.md, "Samples in the docs"):
 * - A **sample** is a fenced block with the info string `console` whose first line is
 *   `$ skillscope ARGS` (or `$ npx skillscope ARGS`); the rest of the block is the output, stdout
 *   then stderr. Words after `console` set environment variables for the run (`console COLUMNS=80`).
 * - An **excerpt** is any block whose first line starts with `$ skillscope` and that is preceded
 *   by `<!-- excerpt: REASON -->` on the line just before its fence: output cut short (`…`),
 *   timings, several commands or a command that writes files. Excerpts are not run; REASON must
 *   say why. A `$ skillscope` block that is neither is an error, so no unchecked sample slips in.
 * - Runs: the built `dist/cli/main.js`, from the repository root, with `NO_COLOR=1`, `COLUMNS`
 *   unset unless the block sets it, and no TTY. Compared after removing trailing whitespace from
 *   every line and blank lines at the end; nothing else is normalised. The exit code is not
 *   compared (the prose says what it is).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Sample {
  /** Path relative to the repository root. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  args: string[];
  env: Record<string, string>;
  /** The output as written in the document, normalised. */
  expected: string;
  /** Lines of the block after the command (what the updater replaces). */
  outputStart: number;
  outputEnd: number;
}

export interface Excerpt {
  file: string;
  line: number;
  reason: string;
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export interface Found {
  samples: Sample[];
  excerpts: Excerpt[];
  problems: Problem[];
}

/** README.md and every markdown file under docs/, relative to root, sorted. */
export function docFiles(root: string): string[] {
  const out = ['README.md'];
  const walk = (rel: string): void => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.md')) out.push(child);
    }
  };
  walk('docs');
  return out.sort();
}

export function normalise(text: string): string {
  return text
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

const PROMPT = /^\$ (?:npx )?skillscope(?: |$)/;

/**
 * Splits a command line into words: single and double quotes, backslash escapes. Shell operators
 * (pipes, redirections, `;`, `&`, `$`, backticks) are refused — a sample runs one process.
 */
export function shellWords(line: string): string[] | string {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) return 'unterminated single quote';
      word += line.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === '\\' && j + 1 < line.length) j++;
        if (line[j] === '$' || line[j] === '`') return 'a variable or command substitution';
        word += line[j];
      }
      if (j >= line.length) return 'unterminated double quote';
      inWord = true;
      i = j;
    } else if (c === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (c === ' ' || c === '\t') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else if (c === '#' && !inWord) {
      break; // a comment to the end of the line
    } else if ('|<>;&$`'.includes(c)) {
      return `the shell operator '${c}'`;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

export function findSamples(root: string, files: readonly string[] = docFiles(root)): Found {
  const found: Found = { samples: [], excerpts: [], problems: [] };
  for (const file of files) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const fence = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[i] as string);
      if (!fence) continue;
      const [, indent, marks, info] = fence as unknown as [string, string, string, string];
      let end = i + 1;
      while (
        end < lines.length &&
        !((lines[end] as string).startsWith(`${indent}${marks}`) && (lines[end] as string).trim() === marks)
      )
        end++;
      const body = lines.slice(i + 1, end).map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l));
      const at = { file, line: i + 1 };
      const first = body[0] ?? '';
      if (PROMPT.test(first)) {
        const marker = /^\s*<!-- excerpt: (.*?) -->\s*$/.exec(lines[i - 1] ?? '');
        const words = info.trim().split(/\s+/).filter(Boolean);
        if (marker) {
          if (!marker[1]?.trim())
            found.problems.push({ ...at, message: 'an excerpt must say why it is not run: <!-- excerpt: REASON -->' });
          else found.excerpts.push({ ...at, reason: marker[1].trim() });
        } else if (words[0] !== 'console') {
          found.problems.push({
            ...at,
            message: `a '$ skillscope' block must be a \`\`\`console sample or be marked <!-- excerpt: REASON --> (info string: '${info.trim()}')`,
          });
        } else {
          // A command may continue over lines ending in a backslash.
          let cmd = first;
          let k = 1;
          while (cmd.endsWith('\\') && k < body.length) cmd = `${cmd.slice(0, -1)} ${(body[k++] as string).trim()}`;
          const parsed = shellWords(cmd.replace(/^\$ (?:npx )?/, ''));
          const env: Record<string, string> = {};
          let bad = '';
          for (const w of words.slice(1)) {
            const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(w);
            if (m) env[m[1] as string] = m[2] as string;
            else bad = `unknown word '${w}' after console (only NAME=VALUE)`;
          }
          if (typeof parsed === 'string') bad = `the command uses ${parsed}: mark the block as an excerpt`;
          if (body.slice(k).some((l) => PROMPT.test(l)))
            bad = 'several commands in one sample: mark the block as an excerpt';
          if (bad) found.problems.push({ ...at, message: bad });
          else
            found.samples.push({
              ...at,
              args: (parsed as string[]).slice(1),
              env,
              expected: normalise(body.slice(k).join('\n')),
              outputStart: i + 1 + k,
              outputEnd: end,
            });
        }
      }
      i = end;
    }
  }
  return found;
}

export interface Run {
  code: number;
  output: string;
}

/** Runs one sample the way the convention says: stdout then stderr, normalised. */
export function runSample(root: string, sample: Sample): Promise<Run> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && k !== 'COLUMNS' && k !== 'FORCE_COLOR') env[k] = v;
  Object.assign(env, { NO_COLOR: '1' }, sample.env);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'dist', 'cli', 'main.js'), ...sample.args],
      { cwd: root, env, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8', timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, output: normalise(stdout + stderr) });
      },
    ).stdin?.end();
  });
}

/** Runs every sample, `jobs` at a time, in order of the input. */
export async function runAll(root: string, samples: readonly Sample[], jobs: number): Promise<Run[]> {
  const results: Run[] = new Array(samples.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < samples.length) {
      const i = next++;
      results[i] = await runSample(root, samples[i] as Sample);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  return results;
}
