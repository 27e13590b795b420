/** Hands out explicit ids per table, continuing across companies, so every row's id is known before it is written. */
export class IdCounters {
  private readonly last = new Map<string, number>()

  next(table: string): number {
    const id = (this.last.get(table) ?? 0) + 1
    this.last.set(table, id)
    return id
  }

  /** The highest id handed out so far (0 when none). */
  current(table: string): number {
    return this.last.get(table) ?? 0
  }
}
