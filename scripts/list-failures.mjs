// Prints each failed test of the given Vitest JSON reports with the start of its message, so a CI log cut to its tail still names them.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue
  const { testResults } = JSON.parse(readFileSync(file, 'utf8'))
  for (const suite of testResults) {
    const failed = suite.assertionResults.filter((a) => a.status === 'failed')
    if (failed.length === 0 && suite.status === 'failed') console.log(`FAILED ${path.relative(process.cwd(), suite.name)}: ${suite.message.slice(0, 400)}`)
    for (const test of failed) {
      const message = (test.failureMessages ?? []).join(' ').replace(/\s+/g, ' ').slice(0, 400)
      console.log(`FAILED [${path.basename(file)}] ${path.relative(process.cwd(), suite.name)} > ${test.fullName}: ${message}`)
    }
  }
}
