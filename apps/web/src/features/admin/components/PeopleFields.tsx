import { ADMIN_MESSAGES, isValidEmail } from '@parley/shared/rules/admin-validation'
import type { TAdminDistinct } from '@parley/shared/schemas/admin'
import { AutoComplete, Form, Select } from 'antd'

/** Manager e-mails, function and department: the fields the invite and edit modals share. */
export function PeopleFields({ options }: { options: TAdminDistinct | undefined }) {
  return (
    <>
      <Form.Item
        name="manager_emails"
        label="Manager e-mails"
        rules={[
          {
            validator: (_rule, value: string[] | undefined) =>
              (value ?? []).every(isValidEmail) ? Promise.resolve() : Promise.reject(new Error(ADMIN_MESSAGES.invalidManagerEmail)),
          },
        ]}
      >
        <Select
          mode="tags"
          tokenSeparators={[',', ' ']}
          placeholder="Type or pick e-mails"
          options={(options?.managers ?? []).map((m) => ({ value: m.email, label: `${m.name} (${m.email})` }))}
        />
      </Form.Item>
      <div className="admin-form-row">
        <Form.Item name="function" label="Function">
          <AutoComplete options={(options?.functions ?? []).map((v) => ({ value: v }))} placeholder="e.g. AE" allowClear />
        </Form.Item>
        <Form.Item name="department" label="Department">
          <AutoComplete options={(options?.departments ?? []).map((v) => ({ value: v }))} placeholder="e.g. Sales" allowClear />
        </Form.Item>
      </div>
    </>
  )
}
