import { useReducer } from 'react'
import { adminTableReducer, initialAdminTableState } from '../utils/adminTableState'

/** The admin table's filters, sort and page, shared by the table, its filters and the export. */
export function useAdminTable() {
  const [state, dispatch] = useReducer(adminTableReducer, undefined, initialAdminTableState)
  return { state, dispatch }
}

export type AdminTable = ReturnType<typeof useAdminTable>
