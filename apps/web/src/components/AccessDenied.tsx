import { ButtonLink } from './ButtonLink'
import { EmptyState } from './EmptyState'
import { PageHeader } from './PageHeader'

/** Shown in place of a page the signed-in user's role or company does not include. */
export function AccessDenied({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        illustration="lock"
        title="You don't have access to this page"
        description="Your role or your company's plan does not include it. Ask your company admin if you think you should have access."
        action={
          <ButtonLink type="primary" to="/">
            Go to Recordings
          </ButtonLink>
        }
      />
    </>
  )
}
