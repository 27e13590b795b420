import { ADMIN_MESSAGES } from '@parley/shared/rules/admin-validation'
import { useRef } from 'react'
import { copyText } from '../../../lib/copyText'
import { toast } from '../../../lib/toast'
import { mintImpersonationLink } from '../api/mintImpersonationLink'

/** How long a freshly minted link is reused: a double click's two clicks and its open share one token. */
const REUSE_MS = 2000

async function writeClipboard(text: string): Promise<void> {
  if (!(await copyText(text))) throw new Error('copy refused')
}

/**
 * The Impersonate column: tokens are single-use and expire after an hour, so a link is minted on demand per
 * click. Click copies it ('Link copied to clipboard'); double click opens it in a new tab.
 */
export function useImpersonationLink() {
  const minted = useRef(new Map<number, { link: Promise<string>; at: number }>())

  function linkFor(userId: number): Promise<string> {
    const hit = minted.current.get(userId)
    if (hit && Date.now() - hit.at < REUSE_MS) return hit.link
    const link = mintImpersonationLink(userId).then((r) => r.link)
    link.catch(() => minted.current.delete(userId))
    minted.current.set(userId, { link, at: Date.now() })
    return link
  }

  async function copy(userId: number): Promise<void> {
    const link = await linkFor(userId)
    try {
      await writeClipboard(link)
      toast.success(ADMIN_MESSAGES.linkCopied, 2)
    } catch {
      toast.info(`Copy this link: ${link}`)
    }
  }

  function open(userId: number): void {
    // Open the tab inside the click, or the browser blocks it; point it at the link once minted.
    const tab = window.open('', '_blank')
    const link = linkFor(userId)
    minted.current.delete(userId) // that token is now spent
    link
      .then((href) => {
        if (!tab) return window.location.assign(href)
        tab.opener = null
        tab.location.href = href
      })
      .catch(() => tab?.close())
  }

  return { copy, open }
}
