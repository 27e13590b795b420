import { isoDay } from '@parley/shared/rules/admin-date-presets'
import { offeredNominations } from '@parley/shared/rules/admin-nominations'
import { ADMIN_MESSAGES, normaliseEmails, validateUserDetails } from '@parley/shared/rules/admin-validation'
import type { TAdminDistinct, TAdminUserRow } from '@parley/shared/schemas/admin'
import { DatePicker, Form, Input, Modal } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect } from 'react'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { useCompanyNominationTypes } from '../api/companyNominationTypes'
import { useUpdateUserDetails } from '../api/updateUserDetails'
import { clearChangedErrors, markFields, reasonOf } from '../utils/formErrors'
import { NominationField } from './NominationField'
import { PeopleFields } from './PeopleFields'

interface EditUserModalProps {
  row: TAdminUserRow | null
  onClose(): void
  /** The signed-in user's company setting; other companies offer the types they have. */
  viewOnlyNominations: boolean
  ownCompanyId: number
  options: TAdminDistinct | undefined
}

interface EditForm {
  name?: string
  license_ids?: number[]
  admin_nomination_date?: Dayjs | null
  manager_emails?: string[]
  function?: string
  department?: string
}

/** At least one nomination, e-mail read only, admin nomination date not in the future. */
export function EditUserModal({ row, onClose, viewOnlyNominations, ownCompanyId, options }: EditUserModalProps) {
  const [form] = Form.useForm<EditForm>()
  const types = useCompanyNominationTypes(row?.company_id ?? null)
  const update = useUpdateUserDetails()
  const chosen: number[] = Form.useWatch('license_ids', form) ?? []
  const adminType = (types.data ?? []).find((t) => t.kind === 'admin')
  const offered = offeredNominations(types.data ?? [], row?.company_id === ownCompanyId ? viewOnlyNominations : true)

  useEffect(() => {
    if (!row) return
    const admin = row.licenses.find((l) => l.kind === 'admin')
    form.setFieldsValue({
      name: row.name,
      license_ids: row.licenses.map((l) => l.id),
      admin_nomination_date: admin ? dayjs(admin.nominated_at) : null,
      manager_emails: row.manager_emails,
      function: row.function ?? undefined,
      department: row.department ?? undefined,
    })
  }, [row, form])

  const submit = () => {
    if (!row) return
    const v = form.getFieldsValue(true) as EditForm
    const showsDate = adminType !== undefined && (v.license_ids ?? []).includes(adminType.id)
    const body = {
      user_id: row.id,
      name: v.name ?? '',
      license_ids: v.license_ids ?? [],
      manager_emails: normaliseEmails(v.manager_emails ?? []),
      function: v.function?.trim() || null,
      department: v.department?.trim() || null,
      ...(showsDate && v.admin_nomination_date ? { admin_nomination_date: v.admin_nomination_date.format('YYYY-MM-DD') } : {}),
    }
    const check = validateUserDetails(body, isoDay(new Date()))
    if (!check.ok) {
      toast.error(check.message)
      markFields(form, check.fields)
      return
    }
    update.mutate(body, {
      onSuccess: () => {
        toast.success(ADMIN_MESSAGES.detailsUpdated)
        onClose()
      },
      onError: (error) => {
        toast.error(error instanceof ApiError && error.status === 403 ? ADMIN_MESSAGES.notCompanyAdmin : reasonOf(error, ADMIN_MESSAGES.notCompanyAdmin))
        if (error instanceof ApiError) markFields(form, error.fields)
      },
    })
  }

  return (
    <Modal
      className="admin-modal"
      title={row ? `Edit ${row.name}` : 'Edit user'}
      open={row !== null}
      onCancel={onClose}
      onOk={submit}
      okText="Save"
      confirmLoading={update.isPending}
      forceRender
    >
      <Form form={form} name="edit-user" layout="vertical" requiredMark onValuesChange={(changed: object) => clearChangedErrors(form, changed)}>
        <Form.Item name="name" label="Name" required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="E-mail" extra="The e-mail address is how this person signs in; it cannot be changed.">
          <Input value={row?.email} readOnly aria-readonly="true" aria-label="E-mail" />
        </Form.Item>
        <Form.Item name="license_ids" label="Nomination types" required>
          <NominationField types={offered} />
        </Form.Item>
        {adminType && chosen.includes(adminType.id) ? (
          <Form.Item name="admin_nomination_date" label="Admin nomination date" extra="When the Admin nomination was given; not in the future.">
            <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} allowClear={false} />
          </Form.Item>
        ) : null}
        <PeopleFields options={options} />
      </Form>
    </Modal>
  )
}
