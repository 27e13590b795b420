// `npm run dev`: the API server restarting on change (tsx watch) and Vite's dev server with hot reload,
// which proxies /api to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', 'apps/web', '--port', '5173'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const c of children) c.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children) c.on('exit', (code) => code && stop())
