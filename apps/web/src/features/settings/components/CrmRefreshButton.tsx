import { Button } from 'antd'
import { toast } from '../../../lib/toast'
import { useRefreshCrmDeals } from '../api/crm'

/** 'Refresh deals' (refresh_crm_deals): syncs the company's CRM now and shows the server's message. */
export function CrmRefreshButton({ userId }: { userId: number }) {
  const refresh = useRefreshCrmDeals()
  return (
    <Button loading={refresh.isPending} onClick={() => refresh.mutate(userId, { onSuccess: (r) => toast.success(r.client_message) })}>
      Refresh deals
    </Button>
  )
}
