import { ADMIN_PAGE_SIZE } from '@parley/shared/rules/admin-table'
import { ZAdminFilters, type TAdminFilters, type TAdminSort, type TAdminUsersRequest } from '@parley/shared/schemas/admin'

// The admin table's filters, sort and page. "The table reloads from the first page whenever a
// filter or sort changes."

export interface AdminTableState {
  filters: TAdminFilters
  sort: TAdminSort | null
  page: number
}

export type AdminTableAction =
  | { type: 'filter'; key: keyof TAdminFilters; value: TAdminFilters[keyof TAdminFilters] }
  | { type: 'sort'; sort: TAdminSort | null }
  | { type: 'page'; page: number }
  | { type: 'clear' }

export const initialAdminTableState = (): AdminTableState => ({ filters: ZAdminFilters.parse({}), sort: null, page: 1 })

export function adminTableReducer(state: AdminTableState, action: AdminTableAction): AdminTableState {
  switch (action.type) {
    case 'filter':
      return { ...state, filters: { ...state.filters, [action.key]: action.value }, page: 1 }
    case 'sort':
      return { ...state, sort: action.sort, page: 1 }
    case 'page':
      return { ...state, page: action.page }
    case 'clear':
      return { ...initialAdminTableState(), sort: state.sort }
  }
}

/** The request body of one page: take 20, skip by page. */
export function pageRequest(state: AdminTableState): TAdminUsersRequest {
  return { filters: state.filters, sort: state.sort, take: ADMIN_PAGE_SIZE, skip: (state.page - 1) * ADMIN_PAGE_SIZE }
}

/** How many filters differ from "show everyone". */
export function activeFilterCount(filters: TAdminFilters): number {
  return Object.entries(filters).filter(([key, value]) => (key === 'onboarding_date' ? value !== 'all' : (value as unknown[]).length > 0)).length
}
