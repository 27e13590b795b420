// npx tsx bench/web-bundle.ts — how much JavaScript, gzipped, each page of the web app loads.
// Builds apps/web with its own vite.config.ts into a scratch directory (so it never races another build of
// apps/web/dist), then reads Vite's manifest (`build.manifest`) and prints:
//  * the entry: the script index.html runs plus every chunk it modulepreloads (its static imports), ≤ 250 KB;
//  * per page: the entry + the route's chunk and its static imports + the lazy chunks the page fetches as it first
//    renders (e.g. the recordings trend chart; on signed-in pages the session check and sidebar, a lazy layout
//    route), against the page's budget; and, as "on demand", what opening every
//    other lazy piece of the page (dialogs, the upload form) would add.
// Sizes are gzip at zlib's default level, in kB of 1,000 bytes, as Vite's own build report. Prints figures; it asserts nothing.
// Options: --dist DIR reads an existing build instead (e.g. apps/web/dist after `npx vite build apps/web`).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const { values } = parseArgs({ options: { dist: { type: 'string' } } })

interface ManifestChunk {
  file: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

interface Page {
  name: string
  route: string
  /** Manifest key of the route's lazily loaded module (apps/web/src/app/router.tsx). */
  module: string
  /** Lazy modules the page fetches on its first render, without any click. */
  onRender: string[]
  budgetKb?: number
  /** Budget on the page's own JavaScript, over the entry. */
  ownBudgetKb?: number
}

const ENTRY_BUDGET_KB = 250
// Pages that show the top bar fetch it with their own chunk (apps/web/src/app/router.tsx `shellPage`).
const TOP_BAR = 'src/app/shell/TopBar.tsx'
// Every signed-in page also fetches the signed-in frame (session check and sidebar), a lazy layout route of its own.
const SIGNED_IN = ['src/app/session/RequireSession.tsx', 'src/app/shell/AppShell.tsx']
const PAGES: Page[] = [
  {
    name: 'recordings',
    route: '/meetings',
    module: 'src/routes/RecordingsRoute.tsx',
    // The trend chart's own module; ECharts itself waits for "Show trend chart" (docs/decisions.md).
    onRender: ['src/features/recordings/components/TrendChart.tsx', ...SIGNED_IN],
    budgetKb: 450,
  },
  { name: 'call page', route: '/meeting/:id', module: 'src/routes/MeetingRoute.tsx', onRender: SIGNED_IN, ownBudgetKb: 250 },
  { name: 'admin center', route: '/admin', module: 'src/routes/AdminRoute.tsx', onRender: [TOP_BAR, ...SIGNED_IN] },
  { name: 'checklist library', route: '/checklist-library', module: 'src/routes/ChecklistLibraryRoute.tsx', onRender: [TOP_BAR, ...SIGNED_IN] },
  { name: 'login', route: '/login', module: 'src/routes/LoginRoute.tsx', onRender: [] },
]

const webRoot = path.resolve(import.meta.dirname, '../apps/web')
const scratch = values.dist ? undefined : mkdtempSync(path.join(tmpdir(), 'parley-web-bundle-'))
const dist = values.dist ? path.resolve(values.dist) : (scratch as string)

try {
  if (scratch) {
    const started = performance.now()
    await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'warn', build: { outDir: scratch, emptyOutDir: true } })
    console.log(`built apps/web in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  report(JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest)
} finally {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
}

function report(manifest: Manifest) {
  const gz = new Map<string, number>()
  const size = (file: string) => {
    let n = gz.get(file)
    if (n === undefined) {
      n = gzipSync(readFileSync(path.join(dist, file))).length
      gz.set(file, n)
    }
    return n
  }
  // A lazily imported module that shares its chunk with others is listed under the chunk's name (`_AppShell-….js`).
  const keyOf = (key: string) =>
    manifest[key] ? key : Object.keys(manifest).find((k) => k.startsWith(`_${path.basename(key).replace(/\.[jt]sx?$/, '')}-`) && manifest[k]?.isDynamicEntry)
  const chunk = (key: string) => {
    const c = manifest[keyOf(key) ?? key]
    if (!c) throw new Error(`${key} is not in the manifest (renamed? update PAGES in bench/web-bundle.ts)`)
    return c
  }
  /** The chunk and everything it imports statically: what the browser fetches before the module runs. */
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const asked of keys) {
      const key = keyOf(asked) ?? asked
      if (into.has(key)) continue
      into.add(key)
      closure(chunk(key).imports ?? [], into)
    }
    return into
  }
  const js = (keys: Set<string>) => [...keys].map((k) => chunk(k).file).filter((f) => f.endsWith('.js'))
  const kb = (files: string[]) => files.reduce((n, f) => n + size(f), 0) / 1000
  const fmt = (x: number) => `${x.toFixed(1)} kB`
  const verdict = (actual: number, budget: number | undefined) =>
    budget === undefined ? '' : `  budget ≤ ${budget} kB ${actual <= budget ? 'ok' : `OVER by ${fmt(actual - budget)}`}`
  const list = (files: string[]) =>
    files
      .map((f) => ({ f, n: size(f) / 1000 }))
      .sort((a, b) => b.n - a.n)
      .map(({ f, n }) => `${path.basename(f)} ${fmt(n)}`)
      .join(', ')

  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entryKey) throw new Error('the manifest has no entry')
  const entry = closure([entryKey])
  const entryFiles = js(entry)
  const entryKb = kb(entryFiles)
  console.log(`entry (index.html script + modulepreloads): ${fmt(entryKb)}${verdict(entryKb, ENTRY_BUDGET_KB)}`)
  console.log(`  ${list(entryFiles)}`)

  for (const page of PAGES) {
    const loaded = closure([page.module, ...page.onRender], new Set(entry))
    const own = js(loaded).filter((f) => !entryFiles.includes(f))
    const totalKb = entryKb + kb(own)
    // Lazy pieces the page can fetch later (dialogs, forms), excluding the entry's own lazy imports (Teams SDK).
    const reachable = new Set(loaded)
    const pending = [...loaded].filter((k) => !entry.has(k)).flatMap((k) => chunk(k).dynamicImports ?? [])
    for (const key of pending) closure([key], reachable)
    const later = js(reachable).filter((f) => !own.includes(f) && !entryFiles.includes(f))
    console.log(
      `${page.name} (${page.route}): total ${fmt(totalKb)}${verdict(totalKb, page.budgetKb)}; own ${fmt(kb(own))}${verdict(kb(own), page.ownBudgetKb)}; on demand +${fmt(kb(later))}`,
    )
    console.log(`  own: ${list(own)}`)
    if (later.length > 0) console.log(`  on demand: ${list(later)}`)
  }
}
