export const dealInsightsKeys = {
  insights: (dealId: number) => ['deal-insights', 'insights', dealId] as const,
  account: (accountId: number) => ['deal-insights', 'account', accountId] as const,
  forecast: (dealId: number) => ['deal-insights', 'forecast', dealId] as const,
  threads: (dealId: number) => ['deal-insights', 'chat', 'deal', dealId] as const,
  thread: (threadId: number) => ['deal-insights', 'chat', 'thread', threadId] as const,
}
