/**
 * Preloaded (`node --import`) into a CLI run: appends the URL of every module the ESM loader loads
 * to the file named by SKILLSCOPE_LOADS_FILE, and a line `--- first write` when the process first
 * writes to stdout, so a test can tell what was loaded before an answer. The hook appends from the
 * loader's thread before it hands the module over, so every module the answer needed is above
 * the marker.
 */
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';

const file = process.env.SKILLSCOPE_LOADS_FILE;
if (file) {
  const hooks = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(${JSON.stringify(file)}, url + '\\n');
  return next(url, context);
}`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
  const write = process.stdout.write;
  process.stdout.write = function (...args) {
    process.stdout.write = write;
    appendFileSync(file, '--- first write\n');
    return write.apply(this, args);
  };
}
