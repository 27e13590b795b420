/** Query keys of the reports: each report's calls under its own key, the saved views per report page. */
export const reportKeys = {
  all: ['reports'] as const,
  views: (page: string) => ['reports', 'views', page] as const,
  report: (key: string, kind: string, query: unknown) => ['reports', key, kind, query] as const,
}
