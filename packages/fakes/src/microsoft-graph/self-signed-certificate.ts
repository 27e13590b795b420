import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface SelfSignedCertificate {
  /** PEM certificate; also the CA a client must trust (it signs itself). */
  cert: string
  key: string
}

/**
 * A throw-away certificate for 127.0.0.1 and localhost, made at start-up with the openssl binary (P-256, valid for
 * a week), so no key is ever committed. The temporary files are removed at once.
 */
export function selfSignedCertificate(): SelfSignedCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-fake-tls-'))
  try {
    const keyFile = path.join(dir, 'key.pem')
    const certFile = path.join(dir, 'cert.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '7',
        '-subj',
        '/CN=Parley sandbox Microsoft Graph',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    )
    return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
