import { offeredNominations } from '@parley/shared/rules/admin-nominations'
import { ADMIN_MESSAGES, normaliseEmails, validateInvite } from '@parley/shared/rules/admin-validation'
import type { TAdminDistinct } from '@parley/shared/schemas/admin'
import { Form, Input, Modal, Select, Switch } from 'antd'
import { useEffect } from 'react'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { useCompanies } from '../../../api/listCompanies'
import { useCompanyNominationTypes } from '../api/companyNominationTypes'
import { useInviteUser } from '../api/inviteUser'
import { clearChangedErrors, markFields, reasonOf } from '../utils/formErrors'
import { NominationField } from './NominationField'
import { PeopleFields } from './PeopleFields'

interface InviteUserModalProps {
  open: boolean
  onClose(): void
  superAdmin: boolean
  ownCompany: { id: number; name: string }
  /** The signed-in user's company setting; other companies offer the types they have. */
  viewOnlyNominations: boolean
  options: TAdminDistinct | undefined
}

interface InviteForm {
  name?: string
  email?: string
  company_id?: number
  license_ids?: number[]
  manager_emails?: string[]
  function?: string
  department?: string
  send_email?: boolean
}

/** Required fields, e-mail checks, View Only rule, e-mail off by default, company choice for super admins. */
export function InviteUserModal({ open, onClose, superAdmin, ownCompany, viewOnlyNominations, options }: InviteUserModalProps) {
  const [form] = Form.useForm<InviteForm>()
  const companyId = Form.useWatch('company_id', form) ?? null
  const companies = useCompanies(open && superAdmin)
  const types = useCompanyNominationTypes(open ? companyId : null)
  const invite = useInviteUser()
  const offered = offeredNominations(types.data ?? [], companyId === ownCompany.id ? viewOnlyNominations : true)

  useEffect(() => {
    if (companies.isError) toast.error(ADMIN_MESSAGES.noCompanyList)
  }, [companies.isError])

  const submit = () => {
    const v = form.getFieldsValue(true) as InviteForm
    const payload = {
      name: v.name ?? '',
      email: v.email ?? '',
      company_id: v.company_id ?? null,
      license_ids: v.license_ids ?? [],
      manager_emails: normaliseEmails(v.manager_emails ?? []),
      function: v.function?.trim() || null,
      department: v.department?.trim() || null,
      send_email: v.send_email ?? false,
    }
    const check = validateInvite(payload)
    if (!check.ok) {
      toast.error(check.message)
      markFields(form, check.fields)
      return
    }
    invite.mutate(payload, {
      onSuccess: () => {
        toast.success(ADMIN_MESSAGES.inviteSent)
        form.resetFields()
        onClose()
      },
      onError: (error) => {
        toast.error(reasonOf(error, 'Failed to send the invite'))
        if (error instanceof ApiError) markFields(form, error.fields)
      },
    })
  }

  return (
    <Modal
      className="admin-modal"
      title="Invite user"
      open={open}
      onCancel={() => {
        form.resetFields()
        onClose()
      }}
      onOk={submit}
      okText="Send invite"
      confirmLoading={invite.isPending}
      forceRender
    >
      <Form
        form={form}
        name="invite"
        layout="vertical"
        requiredMark
        initialValues={{ company_id: ownCompany.id, send_email: false, license_ids: [], manager_emails: [] }}
        onValuesChange={(changed: InviteForm) => {
          clearChangedErrors(form, changed)
          if ('company_id' in changed) form.setFieldValue('license_ids', [])
        }}
      >
        <Form.Item name="name" label="Name" required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label="E-mail" required>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="company_id" label="Company" required extra={superAdmin ? undefined : 'You invite people into your own company.'}>
          <Select
            disabled={!superAdmin}
            showSearch={{ optionFilterProp: 'label' }}
            loading={companies.isLoading}
            options={superAdmin ? (companies.data ?? []).map((c) => ({ value: c.id, label: c.name })) : [{ value: ownCompany.id, label: ownCompany.name }]}
          />
        </Form.Item>
        <Form.Item name="license_ids" label="Nomination types" required>
          <NominationField types={offered} />
        </Form.Item>
        <PeopleFields options={options} />
        <Form.Item name="send_email" label="Send the invitation e-mail" valuePropName="checked" extra="Off by default: turn on to e-mail a sign-in link now.">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  )
}
