/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** '1' builds the maintenance page instead of the application. */
  readonly VITE_MAINTENANCE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
