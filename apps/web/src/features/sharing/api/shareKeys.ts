export const shareKeys = {
  links: (meetingId: number) => ['sharing', 'links', meetingId] as const,
  shared: (meetingId: number, token: string) => ['sharing', 'shared', meetingId, token] as const,
}
