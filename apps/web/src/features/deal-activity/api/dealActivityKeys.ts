export const dealActivityKeys = {
  activity: (dealId: number) => ['deal-activity', 'timeline', dealId] as const,
  account: (dealId: number) => ['deal-activity', 'account', dealId] as const,
  emailBody: (emailId: number) => ['deal-activity', 'email', emailId] as const,
  crmInfo: (crmDealId: string) => ['deal-activity', 'crm-info', crmDealId] as const,
}
