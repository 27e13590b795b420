import { ZLoginResponse, type TLoginResponse } from '@parley/shared/schemas/auth'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** POST /api/auth/demo-login {user_id} → {jwt, user}. */
export function demoLogin(userId: number): Promise<TLoginResponse> {
  return api.post('/auth/demo-login', { user_id: userId }, { schema: ZLoginResponse })
}

export function useDemoLogin() {
  return useMutation({ mutationFn: demoLogin })
}
