import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('config', () => {
  it('defaults to port 3000 on 127.0.0.1 with demo mode on the embedded database', () => {
    const c = loadConfig({})
    expect(c.port).toBe(3000)
    expect(c.host).toBe('127.0.0.1')
    expect(c.demo).toBe(true)
    expect(c.dataDir).toBe('./data')
  })

  it('turns demo mode off by default with an external database or a sign-in provider', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@y/z' }).demo).toBe(false)
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).demo).toBe(false)
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', DEMO: '1' }).demo).toBe(true)
  })

  it('refuses demo sign-in in production with a provider configured', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', DEMO: '1', NODE_ENV: 'production' })).toThrow(/DEMO/)
  })

  it('names a bad variable', () => {
    expect(() => loadConfig({ PORT: '99999' })).toThrow(/PORT/)
  })

  it('reads an LLM endpoint only when LLM_BASE_URL is set, with gpt-4o-mini and a 2-minute timeout by default', () => {
    expect(loadConfig({}).llm).toBeUndefined()
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'gpt-4o-mini',
      timeoutMs: 120_000,
    })
    const azure = loadConfig({ LLM_BASE_URL: 'https://r.openai.azure.com/openai/v1', LLM_API_KEY: 'k', LLM_MODEL: 'my-deployment', LLM_TIMEOUT_MS: '30000' })
    expect(azure.llm).toEqual({ baseUrl: 'https://r.openai.azure.com/openai/v1', apiKey: 'k', model: 'my-deployment', timeoutMs: 30_000 })
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url' })).toThrow(/LLM_BASE_URL/)
    expect(() => loadConfig({ LLM_BASE_URL: 'http://x/v1', LLM_TIMEOUT_MS: '0' })).toThrow(/LLM_TIMEOUT_MS/)
  })

  it('keeps recordings in PARLEY_DATA_DIR/media unless S3_BUCKET is set, and caps uploads at 1 GB', () => {
    const local = loadConfig({ PARLEY_DATA_DIR: '/srv/parley' })
    expect(local.storage).toEqual({ kind: 'local', dir: '/srv/parley/media' })
    expect(local.uploadMaxBytes).toBe(1024 ** 3)
    const s3 = loadConfig({ S3_BUCKET: 'calls', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1', UPLOAD_MAX_BYTES: '5000' })
    expect(s3.storage).toMatchObject({ kind: 's3', bucket: 'calls', endpoint: 'http://minio:9000', region: 'us-east-1', forcePathStyle: true })
    expect(s3.uploadMaxBytes).toBe(5000)
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '-1' })).toThrow(/UPLOAD_MAX_BYTES/)
  })
})
