import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './parley'

export interface RunningSandbox {
  url: string
  /** Everything the sandbox printed (its fakes' addresses, SMTP messages…). */
  output(): string
  stop(): Promise<void>
}

/** Every port `apps/server/src/sandbox.ts` opens, each given a free one so the test never meets a running sandbox. */
const SANDBOX_PORTS = [
  'SANDBOX_GOOGLE_PORT',
  'SANDBOX_MICROSOFT_PORT',
  'SANDBOX_GOOGLE_CALENDAR_PORT',
  'SANDBOX_GRAPH_PORT',
  'SANDBOX_HUBSPOT_PORT',
  'SANDBOX_SALESFORCE_PORT',
  'SANDBOX_LLM_PORT',
  'SANDBOX_SMTP_PORT',
  'SANDBOX_RECALL_PORT',
] as const

/**
 * Starts `npm run start:sandbox`'s process itself (`tsx apps/server/src/sandbox.ts`: the fakes, then Parley with its
 * real adapters pointed at them) on a copy of a seeded data directory, and resolves once Parley listens.
 */
export async function startSandbox(opts: { templateDir: string; env?: Record<string, string> }): Promise<RunningSandbox> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-e2e-sandbox-'))
  cpSync(opts.templateDir, dataDir, { recursive: true })
  const port = await freePort()
  const ports: Record<string, string> = {}
  for (const name of SANDBOX_PORTS) ports[name] = String(await freePort())
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/sandbox.ts'], {
    env: {
      ...process.env,
      ...ports,
      PARLEY_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start in 120 s:\n${output}`)), 120_000)
    const poll = setInterval(() => {
      if (output.includes('Parley is running')) {
        clearTimeout(timer)
        clearInterval(poll)
        resolve()
      }
    }, 200)
    child.once('exit', (code) => {
      clearTimeout(timer)
      clearInterval(poll)
      reject(new Error(`the sandbox exited with ${code}:\n${output}`))
    })
  })
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
