import { AdminCenter } from '../features/admin/components/AdminCenter'

/** /admin: the admin center. */
export function AdminRoute() {
  return <AdminCenter />
}
