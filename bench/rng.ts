/**
 * The generators in bench/ and test/ draw from the package's one seeded PRNG (src/base/random.ts),
 * so a seed means the same stream in a generator, a fold split and a suggest split.
 */
export { mulberry32 } from '../src/base/random.js';
