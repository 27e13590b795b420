import { type TCustomView, VIEW_NAME_MAX } from '@parley/shared/schemas/recordings'
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Radio } from 'antd'
import { useEffect } from 'react'

export type ViewModalMode = { kind: 'create' } | { kind: 'update'; view: TCustomView }

export type ViewFormValues = { view_name: string; visibility: 'team' | 'only_me'; is_default: boolean }

interface ViewModalProps {
  mode: ViewModalMode | null
  saving: boolean
  /** What the view keeps, under the title ("The view keeps the current filters, scope and tab."). */
  hint?: string
  /** The default checkbox's label ("Open the dashboard with this view"). */
  defaultLabel?: string
  onSave: (values: ViewFormValues) => void
  onDelete: (view: TCustomView) => void
  onClose: () => void
}

/** Create or update a saved view; update mode also offers delete. Shared by the recordings dashboard and the reports. */
export function ViewModal({
  mode,
  saving,
  hint = 'The view keeps the current filters, scope and tab.',
  defaultLabel = 'Open the dashboard with this view',
  onSave,
  onDelete,
  onClose,
}: ViewModalProps) {
  const [form] = Form.useForm<ViewFormValues>()
  useEffect(() => {
    if (!mode) return
    form.setFieldsValue(
      mode.kind === 'update'
        ? { view_name: mode.view.view_name, visibility: mode.view.visibility, is_default: mode.view.is_default }
        : { view_name: '', visibility: 'only_me', is_default: false },
    )
  }, [mode, form])
  const update = mode?.kind === 'update' ? mode.view : null
  return (
    <Modal
      open={mode !== null}
      title={update ? 'Update view' : 'Save view'}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        update ? (
          <Popconfirm key="delete" title={`Delete the view "${update.view_name}"?`} okText="Delete" onConfirm={() => onDelete(update)}>
            <Button danger>Delete</Button>
          </Popconfirm>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => form.submit()}>
          {update ? 'Update view' : 'Save view'}
        </Button>,
      ]}
    >
      <p className="view-modal__hint">{hint}</p>
      <Form form={form} layout="vertical" name="view" onFinish={(v) => onSave({ ...v, view_name: v.view_name.trim() })}>
        <Form.Item
          name="view_name"
          label="View name"
          rules={[
            { required: true, whitespace: true, message: 'View name is required.' },
            { max: VIEW_NAME_MAX, message: `View name must be at most ${VIEW_NAME_MAX} characters.` },
          ]}
        >
          <Input maxLength={VIEW_NAME_MAX} placeholder="e.g. Late-stage demos" />
        </Form.Item>
        <Form.Item name="visibility" label="Who can see it">
          <Radio.Group
            options={[
              { value: 'team', label: 'Team' },
              { value: 'only_me', label: 'Only me' },
            ]}
          />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked">
          <Checkbox>{defaultLabel}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  )
}
