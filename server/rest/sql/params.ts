// Bound parameters of one statement: `add(value)` returns its placeholder.

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /**
   * A request value sent as text and converted by PostgreSQL (`$1::text::int4`),
   * so a bad value is PostgreSQL's 22P02 on every driver (PGlite would otherwise
   * try to serialize it client-side for the inferred type).
   */
  text(value: string, type?: string): string {
    const ph = `${this.add(value)}::text`;
    return type && type !== 'text' ? `${ph}::${type}` : ph;
  }
}
