import type { TDropdownDealType } from '@parley/shared/schemas/deal-mapping'

export const dealMappingKeys = {
  all: ['deal-mapping'] as const,
  options: (type: TDropdownDealType, calendarEvent: number | null, search: string) => ['deal-mapping', 'options', type, calendarEvent, search] as const,
  explanation: (calendarEvent: number, crmDealId: string) => ['deal-mapping', 'explanation', calendarEvent, crmDealId] as const,
}
