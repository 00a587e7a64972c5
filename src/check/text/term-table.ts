/**
 * Per-term figures indexed by term id (route/analyzers/seed-table.ts), for rules that add up
 * over every body of a run (SK411's emphasis weights and document frequencies). A
 * `Map<string, number>` per body cost a get and a set per word occurrence plus the map's growth
 * and garbage; indexed by id, the sums live in typed arrays reused from body to body.
 */
/**
 * Per-term sums for one body at a time, reused across bodies: `reset` forgets the previous body in
 * time proportional to the terms it touched, not to the table.
 */
export class TermSums {
  private sums = new Float64Array(1024);
  private stamps = new Int32Array(1024);
  private generation = 1;
  /** Ids with a sum in this body, in order of their first `add`. */
  readonly touched: number[] = [];

  reset(): void {
    this.touched.length = 0;
    this.generation++;
  }

  add(id: number, value: number): void {
    if (id >= this.sums.length) this.grow(id);
    if (this.stamps[id] !== this.generation) {
      this.stamps[id] = this.generation;
      this.sums[id] = 0;
      this.touched.push(id);
    }
    this.sums[id] = (this.sums[id] ?? 0) + value;
  }

  /** The sum of `id` in this body (0 when it was not added to). */
  get(id: number): number {
    return id < this.sums.length && this.stamps[id] === this.generation ? (this.sums[id] ?? 0) : 0;
  }

  private grow(id: number): void {
    let size = this.sums.length;
    while (size <= id) size *= 2;
    const sums = new Float64Array(size);
    sums.set(this.sums);
    const stamps = new Int32Array(size);
    stamps.set(this.stamps);
    this.sums = sums;
    this.stamps = stamps;
  }
}

/** A count per id that grows with the table (SK411's document frequencies). */
export class TermCounts {
  private counts = new Int32Array(1024);

  increment(id: number): void {
    if (id >= this.counts.length) {
      let size = this.counts.length;
      while (size <= id) size *= 2;
      const counts = new Int32Array(size);
      counts.set(this.counts);
      this.counts = counts;
    }
    this.counts[id] = (this.counts[id] ?? 0) + 1;
  }

  get(id: number): number {
    return id < this.counts.length ? (this.counts[id] ?? 0) : 0;
  }
}
