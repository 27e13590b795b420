import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Boundaries are checked, not hoped for.
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (name === 'node_modules' || name === 'dist') return []
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] as string)

describe('import boundaries', () => {
  it('web features never import each other', () => {
    const offenders: string[] = []
    for (const file of files('apps/web/src/features')) {
      const own = file.split(path.sep)[4]
      for (const spec of importsOf(file)) {
        const target = path.resolve(path.dirname(file), spec)
        const match = /apps\/web\/src\/features\/([^/]+)/.exec(target)
        if (spec.startsWith('.') && match && match[1] !== own) offenders.push(`${file} → ${spec}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('packages/shared imports no app', () => {
    const offenders = files('packages/shared/src').flatMap((f) =>
      importsOf(f)
        .filter((s) => s.includes('apps/') || s.startsWith('@parley/server') || s.startsWith('@parley/web'))
        .map((s) => `${f} → ${s}`),
    )
    expect(offenders).toEqual([])
  })

  it('vendor SDKs are imported only by their client files', () => {
    const vendors: Record<string, RegExp> = { 'openid-client': /\.client\.ts$/, '@aws-sdk/client-s3': /\.client\.ts$/, ai: /\.client\.ts$/ }
    const offenders = files('apps/server/src').flatMap((f) =>
      importsOf(f)
        .filter((s) => s in vendors && !(vendors[s] as RegExp).test(f))
        .map((s) => `${f} → ${s}`),
    )
    expect(offenders).toEqual([])
  })

  it('no code compares company ids', () => {
    const offenders = [...files('apps/server/src'), ...files('apps/web/src'), ...files('packages/shared/src')].filter((f) =>
      /company_?[iI]d\s*[!=]==?\s*\d+/.test(readFileSync(f, 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
