import { AdminCenter } from '../features/admin/components/AdminCenter'

/** /admin: the admin center (spec part 1 "Admin center screen"). */
export function AdminRoute() {
  return <AdminCenter />
}
