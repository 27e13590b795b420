import { describe, expect, it, vi } from 'vitest'
import type { AppDeps } from '../../platform/deps'
import type { Jobs } from '../../platform/jobs/jobs'
import { queueNotetakerReconcile } from './notetaker-reconcile'

const depsWith = (send: Jobs['send']) => ({ jobs: { send, stop: async () => {} } }) as unknown as AppDeps

describe('queueNotetakerReconcile', () => {
  it('queues notetaker-reconcile with {companyId, userId}, one per user', async () => {
    const send = vi.fn(async () => 'job-1')
    await queueNotetakerReconcile(depsWith(send), 3, 42)
    expect(send).toHaveBeenCalledWith('notetaker-reconcile', { companyId: 3, userId: 42 }, { singletonKey: expect.stringContaining('42') })
  })
  it('never fails the request when the queue refuses the job (e.g. not created yet)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(
      queueNotetakerReconcile(
        depsWith(async () => Promise.reject(new Error('Queue notetaker-reconcile not found'))),
        3,
        42,
      ),
    ).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
  it('does nothing without a queue (API tests)', async () => {
    await expect(queueNotetakerReconcile({} as AppDeps, 3, 42)).resolves.toBeUndefined()
  })
})
