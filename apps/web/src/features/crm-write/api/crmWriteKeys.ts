export const crmWriteKeys = {
  all: ['crm-write'] as const,
  preview: (meetingId: number) => ['crm-write', 'preview', meetingId] as const,
  timeline: (meetingId: number) => ['crm-write', 'timeline', meetingId] as const,
}
