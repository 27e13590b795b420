import type { TDemoUsers } from '@parley/shared/schemas/auth'
import { Alert, Button, Collapse, Skeleton } from 'antd'
import { useDemoLogin } from '../api/demoLogin'
import { useDemoUsers } from '../api/getDemoUsers'
import { useFinishSignIn } from '../hooks/useFinishSignIn'

/** Demo mode: sign in as one of the seeded users, grouped by role. */
export function DemoSignIn() {
  const users = useDemoUsers(true)
  const login = useDemoLogin()
  const finishSignIn = useFinishSignIn()

  const signInAs = (userId: number) =>
    login.mutate(userId, {
      onSuccess: (answer) => {
        if (answer.jwt) finishSignIn(answer.jwt, answer.user)
      },
    })

  return (
    <section className="demo-signin" aria-labelledby="demo-signin-title">
      <h2 id="demo-signin-title" className="demo-signin__title">
        Sign in as
      </h2>
      <p className="demo-signin__hint">This server runs in demo mode. Pick a sample user to explore Parley.</p>
      {users.isPending ? <Skeleton active paragraph={{ rows: 3 }} title={false} /> : null}
      {users.isError ? <Alert type="warning" showIcon title="Demo users could not be loaded." /> : null}
      {users.data ? <DemoUserGroups groups={users.data.groups} pendingUserId={login.isPending ? login.variables : undefined} onPick={signInAs} /> : null}
    </section>
  )
}

interface DemoUserGroupsProps {
  groups: TDemoUsers['groups']
  pendingUserId: number | undefined
  onPick: (userId: number) => void
}

function DemoUserGroups({ groups, pendingUserId, onPick }: DemoUserGroupsProps) {
  if (groups.length === 0) return <p className="demo-signin__hint">No demo users yet.</p>
  return (
    <Collapse
      size="small"
      items={groups.map((group) => ({
        key: group.role,
        label: `${group.role} (${group.users.length})`,
        children: (
          <ul className="demo-signin__list">
            {group.users.map((user) => (
              <li key={user.id}>
                <Button
                  block
                  className="demo-signin__user"
                  loading={pendingUserId === user.id}
                  disabled={pendingUserId !== undefined && pendingUserId !== user.id}
                  onClick={() => onPick(user.id)}
                  data-testid={`demo-user-${user.id}`}
                >
                  <span className="demo-signin__name">{user.name}</span>
                  <span className="demo-signin__meta">
                    {user.label} · {user.company_name}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  )
}
