export const clipKeys = {
  all: ['clips'] as const,
  list: (meetingId?: number) => ['clips', 'list', meetingId ?? 'mine'] as const,
  one: (id: number) => ['clips', 'one', id] as const,
  shared: (id: number, token: string) => ['clips', 'shared', id, token] as const,
}
