import { Button, Modal, Typography } from 'antd'
import type { UnconfiguredIntegration } from '../api/integrationSetup'

interface Props {
  /** The integration to explain; null keeps the dialog closed. */
  setup: UnconfiguredIntegration | null
  onClose: () => void
}

/** What a Connect button of an integration this server isn't set up for shows instead of an error. */
export function IntegrationSetupDialog({ setup, onClose }: Props) {
  return (
    <Modal
      open={setup !== null}
      title={setup ? `${setup.label} isn't set up on this server yet` : ''}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {setup ? (
        <div className="integration-setup">
          <p>The person who runs this Parley server sets these environment variables, then restarts it:</p>
          <ul>
            {setup.env.map((name) => (
              <li key={name}>
                <Typography.Text code>{name}</Typography.Text>
              </li>
            ))}
          </ul>
          <p>
            {setup.redirect_uris.length > 1 ? 'Redirect URIs' : 'Redirect URI'} to register in the {setup.label} app:
          </p>
          <ul>
            {setup.redirect_uris.map((uri) => (
              <li key={uri}>
                <Typography.Text code copyable={{ text: uri, tooltips: ['Copy', 'Copied'] }} className="integration-setup__uri">
                  {uri}
                </Typography.Text>
              </li>
            ))}
          </ul>
          <p>
            <a href={setup.doc_url} target="_blank" rel="noopener noreferrer">
              {setup.label} setup guide
            </a>
          </p>
          {setup.demo && setup.in_sandbox ? (
            <p>
              This is the demo: <Typography.Text code>npm run start:sandbox</Typography.Text> starts Parley with a local {setup.label} stand-in, so you can see
              this connection working.
            </p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  )
}
