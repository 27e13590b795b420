import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DistinctColumn, distinctListsSql, distinctSelect, managerListSql, toDistinctLists } from './distinct-lists-sql'

describe('distinct lists: every column of one base set in one pass', () => {
  const client = new PGlite()
  const db = drizzle(client)

  beforeAll(async () => {
    await client.exec(`
      create table users (id int primary key, name text);
      create table user_managers (user_id int, manager_id int);
      create table deals (id int, owner_id int, stage text, kind text, region text, amount numeric);
      insert into users values (1, 'Ana Rep'), (2, 'Ben Rep'), (10, 'Mia Manager'), (11, 'Zed Manager');
      insert into user_managers values (1, 10), (2, 10), (3, 11);
      insert into deals values
        (1, 1, 'Qualify', 'New', 'EMEA', 100), (2, 1, 'Qualify', null, '  ', 100), (3, 2, 'Won', 'Renewal', null, 250),
        (4, 2, '', 'New', 'APAC', null);
    `)
  })
  afterAll(() => client.close())

  const lists = async (columns: DistinctColumn[], extra: SQL = sql``, max = 100) => {
    const rows = await db.execute<{ k: string; v: string }>(sql`with base as materialized (select ${distinctSelect(columns)}, owner_id from deals)
      ${distinctListsSql(columns)} ${extra}`)
    return toDistinctLists([...columns.map(([k]) => k), 'manager'], rows.rows, max)
  }

  it('lists each column once per value, alphabetical, without nulls or blanks, any column type as text', async () => {
    const columns: DistinctColumn[] = [
      ['stage', sql`stage`],
      ['kind', sql`kind`],
      ['region', sql`region`],
      ['amount', sql`amount`],
    ]
    expect(await lists(columns)).toEqual({
      stage: ['Qualify', 'Won'],
      kind: ['New', 'Renewal'],
      region: ['APAC', 'EMEA'],
      amount: ['100', '250'],
      manager: [],
    })
  })

  it("adds the owners' managers, only those of the base set's owners", async () => {
    const out = await lists([['stage', sql`stage`]], sql`union all ${managerListSql('manager', sql`owner_id`)}`)
    expect(out.manager).toEqual(['Mia Manager'])
  })

  it('cuts each list at the maximum and answers every key even when it has no value', async () => {
    const out = await lists(
      [
        ['kind', sql`kind`],
        ['none', sql`null::text`],
      ],
      sql``,
      1,
    )
    expect(out).toEqual({ kind: ['New'], none: [], manager: [] })
  })
})
