// `npm test`: builds the web app (browser tests drive the built app), finds Chromium, runs every Vitest project
// and prints one line "N passed, N failed". Pass-through arguments go to vitest (e.g. `npm test -- --project unit`).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'

const args = process.argv.slice(2)
const resultsFile = process.env.PARLEY_TEST_RESULTS ?? '.vitest-results.json'

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  const cache = path.join(homedir(), '.cache', 'ms-playwright')
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((d) => d.startsWith('chromium'))
      .sort()
      .reverse()) {
      candidates.push(path.join(cache, dir, 'chrome-linux', 'chrome'), path.join(cache, dir, 'chrome-linux64', 'chrome'))
    }
  }
  return candidates.find((c) => c && existsSync(c))
}

const chromium = findChromium()
const runsE2e = args.length === 0 || args.some((a) => a.includes('e2e'))
if (runsE2e && !chromium) {
  console.error(
    'Browser tests need Chromium and none was found. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'or `npx playwright install chromium`, or point CHROMIUM_PATH at a Chrome/Chromium binary.',
  )
  process.exit(1)
}
if (runsE2e) {
  const build = spawnSync('npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

rmSync(resultsFile, { force: true })
const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...args], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium ?? '' },
})
let passed = 0
let failed = 0
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'))
  passed = results.numPassedTests
  failed = results.numFailedTests
}
if (run.status !== 0 && failed === 0) failed = 1 // a crash or a failing suite outside any test still fails
console.log(`${passed} passed, ${failed} failed`)
process.exit(run.status ?? 1)
