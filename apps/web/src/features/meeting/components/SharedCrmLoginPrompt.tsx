import { CRM_SHARED_LOGIN_TEXT, CRM_SHARED_LOGIN_TITLE } from '@parley/shared/rules/crm-write'
import { Button, Modal } from 'antd'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { ButtonLink } from '../../../components/ButtonLink'
import { hasToken, savePreLoginPath } from '../../../lib/session'

/**
 * 'Update in CRM' on a shared call ("on shared meetings a login prompt shows"; "Shared
 * viewers cannot write to CRM"): a prompt to log in, which comes back to this call. A visitor already signed in but
 * without access to the call is told insights are written from their own calls.
 */
export function SharedCrmLoginPrompt() {
  const [open, setOpen] = useState(false)
  const { pathname, search } = useLocation()
  const signedIn = hasToken()
  const show = () => {
    if (!signedIn) savePreLoginPath(`${pathname}${search}`)
    setOpen(true)
  }
  return (
    <>
      <Button size="small" onClick={show}>
        Update in CRM
      </Button>
      <Modal
        open={open}
        title={CRM_SHARED_LOGIN_TITLE}
        onCancel={() => setOpen(false)}
        footer={
          signedIn ? (
            <Button type="primary" onClick={() => setOpen(false)}>
              OK
            </Button>
          ) : (
            <>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <ButtonLink type="primary" to="/login">
                Log in
              </ButtonLink>
            </>
          )
        }
      >
        <p>{signedIn ? 'Insights go into the CRM from calls you have access to in Parley. This call was only shared with you.' : CRM_SHARED_LOGIN_TEXT}</p>
      </Modal>
    </>
  )
}
